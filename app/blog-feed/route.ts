import { blogAtomFeed } from '@/components/content/blog-atom-feed';
import { getConfig } from '@/lib/config';
import { getBlogFeed } from '@/lib/content/blog-feed';
import { getGlobalData } from '@/lib/content/global-data';
import { blogFeedPath } from '@/lib/content/links';

/**
 * The blog's Atom feed, reached at `/{blog slug}/feed.xml` through the proxy's rewrite. Rendered once and
 * kept in Next's cache like the pages; the content webhook revalidates it by the tags of what it read.
 */
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const [feed, global] = await Promise.all([getBlogFeed(), getGlobalData()]);
  if (!feed) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const xml = blogAtomFeed(feed, { siteUrl: getConfig().siteUrl, feedPath: blogFeedPath(global.slugs), dictionary: global.dictionary, now: new Date() });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
