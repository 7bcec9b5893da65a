import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ArticleSummary, SpecialPage } from '@/lib/content/types';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ArticleLinkList } from '@/components/content/article-link-list';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import styles from './article-listing-page.module.css';

export interface ArticleListingPageProps {
  page: SpecialPage;
  articles: ArticleSummary[];
  dictionary: Dictionary;
}

/**
 * A special page that lists articles, each as a link with its short text, above the page's own text: the FAQ
 * (every question with its short answer) and the terms of business (their sections).
 */
export function ArticleListingPage({ page, articles, dictionary }: ArticleListingPageProps) {
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
