import { atomFeed } from '@/lib/atom-feed';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { BlogFeed, SpecialPage } from '@/lib/content/types';
import { structuredTextHtml } from './structured-text-html';

/** The feed's title: the blog listing page's title and the shop's name. */
export function blogFeedTitle(listing: Pick<SpecialPage, 'title' | 'header'>, dictionary: Dictionary): string {
  return `${listing.title || listing.header} – ${dictionary.siteName}`;
}

/**
 * The blog as an Atom feed: one entry per article with its whole body as HTML, every URL absolute on
 * `siteUrl`. The feed's id is the blog's address and an entry's id its article's address (both stay as
 * long as their slugs do).
 */
export function blogAtomFeed(feed: BlogFeed, options: { siteUrl: string; feedPath: string; dictionary: Dictionary; now: Date }): string {
  const url = (path: string) => new URL(path, `${options.siteUrl}/`).toString();
  return atomFeed({
    id: url(feed.listing.href),
    title: blogFeedTitle(feed.listing, options.dictionary),
    subtitle: feed.listing.intro,
    selfUrl: url(options.feedPath),
    pageUrl: url(feed.listing.href),
    authorName: options.dictionary.siteName,
    language: 'sv',
    fallbackUpdated: options.now.toISOString(),
    entries: feed.articles.map((article) => {
      const articleUrl = url(article.href);
      return {
        id: articleUrl,
        title: article.header,
        url: articleUrl,
        updated: article.updatedAt,
        published: article.publishDate,
        summary: article.excerpt,
        html: article.content ? structuredTextHtml(article.content, { baseUrl: articleUrl, dictionary: options.dictionary }) : '',
      };
    }),
  });
}
