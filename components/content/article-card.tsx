import { translate } from '@/lib/content/translate';
import { IntentLink } from '@/components/layout/prefetch-policy';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ArticleSummary } from '@/lib/content/types';
import { formatDate } from '@/lib/format';
import { ResponsiveImage } from './responsive-image';
import styles from './article-card.module.css';

interface ArticleCardProps {
  article: ArticleSummary;
  dictionary: Dictionary;
  headingLevel?: 2 | 3;
  /** A wider first card in a listing. */
  featured?: boolean;
  sizes?: string;
}

/** An article teaser: image, date (blog), title as the link, excerpt. */
export function ArticleCard({ article, dictionary, headingLevel = 3, featured = false, sizes }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      {article.image ? (
        <ResponsiveImage
          image={article.image}
          fit="cover"
          aspectRatio="3 / 2"
          sizes={sizes ?? (featured ? '(max-width: 767px) 100vw, 60vw' : '(max-width: 767px) 100vw, (max-width: 1280px) 33vw, 400px')}
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        {article.publishDate ? (
          <p className={styles.date}>
            <time dateTime={article.publishDate}>{translate(dictionary, 'publishedOn', { date: formatDate(article.publishDate) })}</time>
          </p>
        ) : null}
        <Heading className={styles.title}>
          <IntentLink href={article.href} className={styles.link}>
            {article.header}
          </IntentLink>
        </Heading>
        {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
        <span className={styles.more} aria-hidden="true">
          {translate(dictionary, 'readMore')}
        </span>
      </div>
    </article>
  );
}
