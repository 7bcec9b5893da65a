import type { ReactNode } from 'react';
import { IntentLink } from '@/components/layout/prefetch-policy';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { SpecialPage } from '@/lib/content/types';
import { translate } from '@/lib/content/translate';
import { RichTextSection } from '@/components/content/rich-text-section';
import { SlotRegion } from '@/components/content/slot-region';
import styles from './task-page.module.css';

export interface CheckoutCompletePageProps {
  page: SpecialPage;
  dictionary: Dictionary;
  /**
   * The order confirmation, given the page's words and content: it draws the heading itself, because the
   * page (cached for everyone) cannot know whether its address names an order to thank the shopper for.
   */
  renderOrder: (page: { title: string; thanks: string; intro: string }, content: ReactNode) => ReactNode;
}

/** Order complete: the thank-you and the order (or that there is none), the page's content and a way back to the shop. */
export function CheckoutCompletePage({ page, dictionary, renderOrder }: CheckoutCompletePageProps) {
  const content = <RichTextSection content={page.content} dictionary={dictionary} className={`${styles.content} ${styles.centeredText}`} />;
  return (
    <>
      <SlotRegion name="order" label={translate(dictionary, 'orderSummary')} className={`container narrow ${styles.slot}`}>
        {renderOrder({ title: page.title, thanks: page.header || page.title, intro: page.intro }, content)}
      </SlotRegion>
      <p className={`container ${styles.actions}`}>
        <IntentLink className="button" href="/">
          {translate(dictionary, 'continueShopping')}
        </IntentLink>
      </p>
    </>
  );
}
