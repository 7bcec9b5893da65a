import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { Article, ArticleSummary } from '@/lib/content/types';
import { ArticleLayout } from '@/components/content/article-layout';
import { ArticleLinkList } from '@/components/content/article-link-list';

export interface FaqArticlePageProps {
  article: Article;
  dictionary: Dictionary;
  /** All FAQ articles, shown beside the answer with this one marked current. */
  otherArticles?: ArticleSummary[];
  /** Heading of that list (the FAQ page's title). */
  otherArticlesTitle?: string;
}

/** FAQ article: the question and its answer, with the other questions at hand. */
export function FaqArticlePage({ article, dictionary, otherArticles = [], otherArticlesTitle }: FaqArticlePageProps) {
  const aside =
    otherArticles.length > 1 && otherArticlesTitle ? (
      <ArticleLinkList articles={otherArticles} title={otherArticlesTitle} currentId={article.id} />
    ) : undefined;
  return <ArticleLayout article={article} dictionary={dictionary} aside={aside} />;
}
