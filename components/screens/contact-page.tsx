import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { SpecialPage } from '@/lib/content/types';
import { translate } from '@/lib/content/translate';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/content/page-hero';
import { RichTextContent } from '@/components/content/structured-text';
import styles from './contact-page.module.css';

export interface ContactPageProps {
  page: SpecialPage;
  dictionary: Dictionary;
  /** The footer's contact text (global configuration), shown as a card beside the content. */
  contactText?: string;
  /** The footer's customer-service text (opening hours and the like). */
  customerServiceText?: string;
}

/** Contact: how to reach the shop, with the contact and customer-service texts at hand. */
export function ContactPage({ page, dictionary, contactText, customerServiceText }: ContactPageProps) {
  const cards = [
    { id: 'contact-details', title: translate(dictionary, 'contact'), text: contactText },
    { id: 'contact-customer-service', title: translate(dictionary, 'customerService'), text: customerServiceText },
  ].filter((card) => card.text && card.text.trim() !== '');
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[]} current={{ label: page.title, href: page.href }} dictionary={dictionary} />
      </div>
      <PageHero title={page.header || page.title} intro={page.intro} image={page.hero} />
      <div className={`container ${cards.length > 0 ? styles.layout : styles.single}`}>
        {page.content ? <RichTextContent content={page.content} dictionary={dictionary} className={styles.content} /> : null}
        {cards.length > 0 ? (
          <div className={styles.cards}>
            {cards.map((card) => (
              <section key={card.id} className={styles.card} aria-labelledby={card.id}>
                <h2 id={card.id} className={styles.cardTitle}>
                  {card.title}
                </h2>
                <p className={styles.cardText}>{card.text}</p>
              </section>
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}
