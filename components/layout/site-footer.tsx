import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';
import type { GlobalData } from '@/lib/content/types';
import { ContactText } from './contact-links';
import { IntentLink } from './prefetch-policy';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

export interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

interface SiteFooterProps {
  dictionary: Dictionary;
  columns: FooterColumn[];
  customerServiceText: string;
  contactText: string;
  social: GlobalData['footer']['social'];
}

/** The footer: link columns, customer-service and contact texts (e-mail and phone as links), social links. */
export function SiteFooter({ dictionary, columns, customerServiceText, contactText, social }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <IntentLink href={link.href}>{link.label}</IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-customer-service">
          <h2 id="footer-customer-service" className={styles.heading}>
            {translate(dictionary, 'customerService')}
          </h2>
          <ContactText text={customerServiceText} className={styles.text} />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {translate(dictionary, 'contact')}
          </h2>
          <ContactText text={contactText} className={styles.text} />
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <span>{translate(dictionary, 'footerLegal')}</span>
        {social.length > 0 ? (
          <div className={styles.follow}>
            <span aria-hidden="true">{translate(dictionary, 'followUs')}</span>
            <SocialLinks links={social} dictionary={dictionary} className={styles.social} />
          </div>
        ) : null}
      </div>
    </footer>
  );
}
