import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { SpecialPage } from '@/lib/content/types';
import { translate } from '@/lib/content/translate';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import { SlotRegion } from '@/components/content/slot-region';
import styles from './task-page.module.css';

export interface CheckoutPageProps {
  page: SpecialPage;
  dictionary: Dictionary;
  /** The checkout (order summary and the embedded payment step): a client feature (components/checkout). */
  checkoutSlot?: ReactNode;
}

/** Checkout: a focused page, header and intro, the checkout, then the page's content. No breadcrumbs. */
export function CheckoutPage({ page, dictionary, checkoutSlot }: CheckoutPageProps) {
  return (
    <>
      <PageHero title={page.header || page.title} intro={page.intro} layout="compact" />
      <SlotRegion name="checkout" label={translate(dictionary, 'checkout')} className={`container ${styles.slot}`}>
        {checkoutSlot}
      </SlotRegion>
      <RichTextSection content={page.content} dictionary={dictionary} align="start" className={styles.content} />
    </>
  );
}
