import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ArticleSummary, SpecialPage } from '@/lib/content/types';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ArticleCard } from '@/components/content/article-card';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import styles from './blog-listing-page.module.css';

export interface BlogListingPageProps {
  page: SpecialPage;
  /** Newest first. */
  articles: ArticleSummary[];
  dictionary: Dictionary;
}

/** Blog listing: the journal's newest story large, the rest in a grid. */
export function BlogListingPage({ page, articles, dictionary }: BlogListingPageProps) {
  const [first, ...rest] = articles;
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[]} current={{ label: page.title, href: page.href }} dictionary={dictionary} />
      </div>
      <PageHero title={page.header || page.title} intro={page.intro} layout="plain" />
      {first ? (
        <div className={`container ${styles.articles}`}>
          <ArticleCard article={first} dictionary={dictionary} headingLevel={2} featured />
          {rest.length > 0 ? (
            <ul className={styles.grid} role="list">
              {rest.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} dictionary={dictionary} headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <RichTextSection content={page.content} dictionary={dictionary} />
    </>
  );
}
