import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { SpecialPage } from '@/lib/content/types';
import { translate } from '@/lib/content/translate';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import { SlotRegion } from '@/components/content/slot-region';
import styles from './task-page.module.css';

export interface GiftWrappingPageProps {
  page: SpecialPage;
  dictionary: Dictionary;
  /** The gift-wrapping chooser (wrappings to add to the basket): a client feature (components/basket). */
  giftWrappingSlot?: ReactNode;
}

/** Gift wrapping: how the shop wraps a gift (hero, intro, content) and the chooser. */
export function GiftWrappingPage({ page, dictionary, giftWrappingSlot }: GiftWrappingPageProps) {
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[]} current={{ label: page.title, href: page.href }} dictionary={dictionary} />
      </div>
      <PageHero title={page.header || page.title} intro={page.intro} image={page.hero} />
      <SlotRegion name="gift-wrapping" label={translate(dictionary, 'chooseGiftWrapping')} className={`container ${styles.slot}`}>
        {giftWrappingSlot}
      </SlotRegion>
      <RichTextSection content={page.content} dictionary={dictionary} align="start" className={styles.content} />
    </>
  );
}
