import { IntentLink } from '@/components/layout/prefetch-policy';
import type { ArticleSummary } from '@/lib/content/types';
import styles from './article-link-list.module.css';

interface ArticleLinkListProps {
  articles: readonly ArticleSummary[];
  /** The navigation's name, also shown as its heading. */
  title: string;
  /** The article being read, marked as the current page. */
  currentId?: string;
  /** Show each article's excerpt under its title. */
  showExcerpts?: boolean;
  headingLevel?: 2 | 3;
  /** Keep the heading for screen readers only (when the page title already says it). */
  headingHidden?: boolean;
}

/** A quiet list of articles (FAQ questions, terms sections): titles as links, optionally with excerpts. */
export function ArticleLinkList({ articles, title, currentId, showExcerpts = false, headingLevel = 2, headingHidden = false }: ArticleLinkListProps) {
  if (articles.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h2';
  const headingId = `article-links-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId} className={styles.nav}>
      <Heading id={headingId} className={headingHidden ? 'visually-hidden' : styles.heading}>
        {title}
      </Heading>
      <ul className={showExcerpts ? `${styles.list} ${styles.rich}` : styles.list}>
        {articles.map((article) => (
          <li key={article.id} className={styles.item}>
            <IntentLink href={article.href} className={styles.link} aria-current={article.id === currentId ? 'page' : undefined}>
              <span className={styles.title}>{article.header}</span>
              {showExcerpts && article.excerpt ? <span className={styles.excerpt}>{article.excerpt}</span> : null}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
