import { BlogArticleFeedQuery } from './article-queries';
import { mapArticleSummary } from './articles';
import { contentRequest } from './client';
import { getGlobalData } from './global-data';
import { getSpecialPage } from './pages';
import { fetchAllPages } from './paged';
import { isPreview } from './preview';
import { mapRichText } from './rich-text';
import type { BlogFeed } from './types';

/**
 * What the blog's Atom feed shows: the blog listing page and every published blog article with its whole
 * body, newest first. Null when the content service has no blog listing page.
 */
export async function getBlogFeed(): Promise<BlogFeed | null> {
  const [global, listing, preview] = await Promise.all([getGlobalData(), getSpecialPage('blog'), isPreview()]);
  if (!listing) return null;
  const raw = await fetchAllPages(
    async (first, skip) => (await contentRequest(BlogArticleFeedQuery, { first, skip, locale: 'sv_SE' }, { preview, plainText: true, tags: ['blog_article'] })).articles,
  );
  return {
    listing,
    articles: raw.map((article) => ({
      ...mapArticleSummary('blog', article, global.slugs),
      content: mapRichText(article.content, global.slugs),
      updatedAt: article._updatedAt,
    })),
  };
}
