import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ArticleSummary, SpecialPage } from '@/lib/content/types';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ArticleLinkList } from '@/components/content/article-link-list';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import styles from './faq-listing-page.module.css';

export interface FaqListingPageProps {
  page: SpecialPage;
  articles: ArticleSummary[];
  dictionary: Dictionary;
}

/** FAQ listing: every question as a link with its short answer. */
export function FaqListingPage({ page, articles, dictionary }: FaqListingPageProps) {
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[]} current={{ label: page.title, href: page.href }} dictionary={dictionary} />
      </div>
      <PageHero title={page.header || page.title} intro={page.intro} layout="plain" />
      <div className={`container ${styles.list}`}>
        <ArticleLinkList articles={articles} title={page.title} showExcerpts headingHidden />
      </div>
      <RichTextSection content={page.content} dictionary={dictionary} align="start" />
    </>
  );
}
