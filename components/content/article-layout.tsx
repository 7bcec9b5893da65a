import { translate } from '@/lib/content/translate';
import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { Article } from '@/lib/content/types';
import { formatDate } from '@/lib/format';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ResponsiveImage } from './responsive-image';
import { RichTextContent } from './structured-text';
import styles from './article-layout.module.css';

interface ArticleLayoutProps {
  article: Article;
  dictionary: Dictionary;
  /** A line above the title (for example the section the article belongs to). */
  eyebrow?: ReactNode;
  /** Shown beside the text on wide screens and after it on phones (other articles of the section). */
  aside?: ReactNode;
  /** Shown after the article (more articles). */
  footer?: ReactNode;
}

/** An article (blog, FAQ, terms): breadcrumbs, title, date, header image and the structured content. */
export function ArticleLayout({ article, dictionary, eyebrow, aside, footer }: ArticleLayoutProps) {
  const headingId = `article-${article.id}`;
  return (
    <>
      <div className="container">
        <Breadcrumbs items={article.breadcrumbs} current={{ label: article.header, href: article.href }} dictionary={dictionary} />
      </div>
      <div className={`container ${aside ? styles.withAside : styles.single}`}>
        <article className={styles.article} aria-labelledby={headingId}>
          <header className={styles.header}>
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h1 id={headingId} className={styles.title}>
              {article.header}
            </h1>
            {article.publishDate ? (
              <p className={styles.date}>
                <time dateTime={article.publishDate}>{translate(dictionary, 'publishedOn', { date: formatDate(article.publishDate) })}</time>
              </p>
            ) : null}
            {article.excerpt ? <p className={styles.lead}>{article.excerpt}</p> : null}
          </header>
          {article.image ? (
            <ResponsiveImage
              image={article.image}
              fit="cover"
              aspectRatio="3 / 2"
              sizes="(max-width: 767px) 100vw, 760px"
              preload
              className={styles.image}
            />
          ) : null}
          {article.content ? <RichTextContent content={article.content} dictionary={dictionary} className={styles.content} /> : null}
        </article>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
      {footer}
    </>
  );
}
