import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { Article, ArticleSummary } from '@/lib/content/types';
import { ArticleLayout } from '@/components/content/article-layout';
import { ArticleLinkList } from '@/components/content/article-link-list';

export interface TermsArticlePageProps {
  article: Article;
  dictionary: Dictionary;
  /** All terms articles, shown beside the text with this one marked current. */
  otherArticles?: ArticleSummary[];
  /** Heading of that list (the terms page's title). */
  otherArticlesTitle?: string;
}

/** Terms article: one section of the terms of business, with the other sections at hand. */
export function TermsArticlePage({ article, dictionary, otherArticles = [], otherArticlesTitle }: TermsArticlePageProps) {
  const aside =
    otherArticles.length > 1 && otherArticlesTitle ? (
      <ArticleLinkList articles={otherArticles} title={otherArticlesTitle} currentId={article.id} />
    ) : undefined;
  return <ArticleLayout article={article} dictionary={dictionary} aside={aside} />;
}
