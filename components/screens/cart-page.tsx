import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ShippingTerms, SpecialPage } from '@/lib/content/types';
import { shippingPromise } from '@/lib/content/shipping-promise';
import { translate } from '@/lib/content/translate';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import { SlotRegion } from '@/components/content/slot-region';
import styles from './task-page.module.css';

export interface CartPageProps {
  page: SpecialPage;
  dictionary: Dictionary;
  /** The shop's shipping terms: the promise under the intro names their free-shipping threshold. */
  shipping: ShippingTerms | null;
  /** The basket itself (items, coupons, comment, totals): a client feature (components/basket). */
  basketSlot?: ReactNode;
}

/**
 * Basket: the page's header and intro with the shop's shipping and returns promise (the dictionary's text with the
 * threshold from the shipping terms, not the editor's intro, so the two cannot disagree), the basket, then the
 * page's content (delivery, returns…).
 */
export function CartPage({ page, dictionary, shipping, basketSlot }: CartPageProps) {
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[]} current={{ label: page.title, href: page.href }} dictionary={dictionary} />
      </div>
      <PageHero title={page.header || page.title} intro={page.intro} layout="compact">
        <p data-shipping-promise="">{shippingPromise(dictionary, shipping)}</p>
      </PageHero>
      <SlotRegion name="basket" label={translate(dictionary, 'basket')} className={`container ${styles.slot}`}>
        {basketSlot}
      </SlotRegion>
      <RichTextSection content={page.content} dictionary={dictionary} align="start" className={styles.content} />
    </>
  );
}
