import { translate } from '@/lib/content/translate';
import { IntentLink } from '@/components/layout/prefetch-policy';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { Article, ArticleSummary } from '@/lib/content/types';
import { ArticleCard } from '@/components/content/article-card';
import { ArticleLayout } from '@/components/content/article-layout';
import styles from './blog-article-page.module.css';

export interface BlogArticlePageProps {
  article: Article;
  dictionary: Dictionary;
  /** Other recent articles, shown after this one (the current one is left out). */
  moreArticles?: ArticleSummary[];
  /** The blog listing, for "All articles". */
  blogHref?: string;
}

/** Blog article: date, header image and the story, then more from the journal. */
export function BlogArticlePage({ article, dictionary, moreArticles = [], blogHref }: BlogArticlePageProps) {
  const others = moreArticles.filter((other) => other.id !== article.id).slice(0, 3);
  const more =
    others.length > 0 ? (
      <section className={styles.more} aria-labelledby="blog-more">
        <div className="container">
          <div className={styles.moreHead}>
            <h2 id="blog-more">{translate(dictionary, 'latestArticles')}</h2>
            {blogHref ? (
              <IntentLink href={blogHref} className={styles.moreLink}>
                {translate(dictionary, 'allArticles')}
              </IntentLink>
            ) : null}
          </div>
          <ul className={styles.grid} role="list">
            {others.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} dictionary={dictionary} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    ) : null;
  return <ArticleLayout article={article} dictionary={dictionary} footer={more} />;
}
