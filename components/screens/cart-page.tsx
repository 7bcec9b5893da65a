import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { SpecialPage } from '@/lib/content/types';
import { translate } from '@/lib/content/translate';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import { SlotRegion } from '@/components/content/slot-region';
import styles from './task-page.module.css';

export interface CartPageProps {
  page: SpecialPage;
  dictionary: Dictionary;
  /** The basket itself (items, coupons, comment, totals): a client feature (components/basket). */
  basketSlot?: ReactNode;
}

/** Basket: the page's header and intro, the basket, then the page's content (delivery, returns…). */
export function CartPage({ page, dictionary, basketSlot }: CartPageProps) {
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[]} current={{ label: page.title, href: page.href }} dictionary={dictionary} />
      </div>
      <PageHero title={page.header || page.title} intro={page.intro} layout="compact" />
      <SlotRegion name="basket" label={translate(dictionary, 'basket')} className={`container ${styles.slot}`}>
        {basketSlot}
      </SlotRegion>
      <RichTextSection content={page.content} dictionary={dictionary} align="start" className={styles.content} />
    </>
  );
}
