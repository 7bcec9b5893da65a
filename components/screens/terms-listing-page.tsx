import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ArticleSummary, SpecialPage } from '@/lib/content/types';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ArticleLinkList } from '@/components/content/article-link-list';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import styles from './terms-listing-page.module.css';

export interface TermsListingPageProps {
  page: SpecialPage;
  articles: ArticleSummary[];
  dictionary: Dictionary;
}

/** Terms of business: the sections of the terms as a list of links, and the page's own text. */
export function TermsListingPage({ page, articles, dictionary }: TermsListingPageProps) {
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
