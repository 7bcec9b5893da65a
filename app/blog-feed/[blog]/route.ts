import { blogAtomFeed } from '@/components/content/blog-atom-feed';
import { getConfig } from '@/lib/config';
import { getBlogFeed } from '@/lib/content/blog-feed';
import { getGlobalData } from '@/lib/content/global-data';
import { blogFeedPath } from '@/lib/content/links';

/**
 * The blog's Atom feed, reached at `/{blog slug}/feed.xml` through an address rewrite (next.config.ts): any
 * slug arrives here, so the feed answers only under the blog's own. Rendered once per slug and kept in Next's
 * cache like the pages; the content webhook revalidates it by the tags of what it read.
 */
export const dynamic = 'force-static';

const NOT_FOUND = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(_request: Request, { params }: { params: Promise<{ blog: string }> }): Promise<Response> {
  const [{ blog }, global] = await Promise.all([params, getGlobalData()]);
  if (blog !== global.slugs.blog && blog !== encodeURIComponent(global.slugs.blog)) return NOT_FOUND();
  const feed = await getBlogFeed();
  if (!feed) return NOT_FOUND();
  const xml = blogAtomFeed(feed, {
    siteUrl: getConfig().siteUrl,
    feedPath: blogFeedPath(global.slugs),
    dictionary: global.dictionary,
    now: new Date(),
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
