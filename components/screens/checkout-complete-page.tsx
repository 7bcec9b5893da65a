import type { ReactNode } from 'react';
import { IntentLink } from '@/components/layout/prefetch-policy';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { SpecialPage } from '@/lib/content/types';
import { translate } from '@/lib/content/translate';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import { SlotRegion } from '@/components/content/slot-region';
import styles from './task-page.module.css';

export interface CheckoutCompletePageProps {
  page: SpecialPage;
  dictionary: Dictionary;
  /** The order confirmation (order number, lines, totals): a client feature (components/checkout). */
  orderSlot?: ReactNode;
}

/** Order complete: a calm thank-you, the order confirmation, the page's content and a way back to the shop. */
export function CheckoutCompletePage({ page, dictionary, orderSlot }: CheckoutCompletePageProps) {
  return (
    <>
      <PageHero title={page.header || page.title} intro={page.intro} layout="centered" eyebrow={<CheckIcon />} />
      <SlotRegion name="order" label={translate(dictionary, 'orderSummary')} className={`container narrow ${styles.slot}`}>
        {orderSlot}
      </SlotRegion>
      <RichTextSection content={page.content} dictionary={dictionary} className={`${styles.content} ${styles.centeredText}`} />
      <p className={`container ${styles.actions}`}>
        <IntentLink className="button" href="/">
          {translate(dictionary, 'continueShopping')}
        </IntentLink>
      </p>
    </>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
