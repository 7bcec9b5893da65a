import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getAllCategories } from '@/lib/content/categories';
import { listArticles } from '@/lib/content/articles';
import { getGlobalData } from '@/lib/content/global-data';
import { pathSegments } from '@/lib/content/resolve-path';
import { canonicalPath, getScreenData } from '@/lib/content/screen-data';
import { SPECIAL_PAGE_KEYS } from '@/lib/content/special-pages';
import { ContentScreen, screenMetadata } from '@/components/screens/content-screen';
import { LivePreviewSlot } from '@/components/preview/live-preview-slot';

/**
 * The catch-all (docs/shop.md, Addresses): every content path is resolved here and rendered by its screen. Pages are
 * prerendered (the paths below) or rendered on their first visit, then served from Next's cache until the
 * content webhook revalidates their tags. A product URL with `?variantId=` is rewritten by `proxy.ts` to
 * the per-variant route, so nothing here reads the query string.
 */

/**
 * Besides the webhook's revalidation, every page is rendered afresh at least once a day: what a page shows
 * depends on the day too (the new-product marker, its 30-day window, and "Nyheter", which lists only
 * the products inside it), so a page no content change touches must still move with the calendar.
 */
export const revalidate = 86400;

interface PageProps {
  params: Promise<{ slug?: string[] }>;
}

function pathOf(slug: string[] | undefined): string {
  return pathSegments(slug ?? []).join('/');
}

/** The most important paths are prerendered by `next build`: home, special pages, categories, articles. */
export async function generateStaticParams(): Promise<{ slug: string[] }[]> {
  const [global, categories, blog, faq, terms] = await Promise.all([
    getGlobalData(),
    getAllCategories(),
    listArticles('blog'),
    listArticles('faq'),
    listArticles('termsOfBusiness'),
  ]);
  const paths: string[][] = [[]];
  for (const key of SPECIAL_PAGE_KEYS) if (global.slugs[key]) paths.push([global.slugs[key]]);
  for (const category of categories) paths.push(category.parentSlug ? [category.parentSlug, category.slug] : [category.slug]);
  for (const article of [...blog, ...faq, ...terms]) paths.push(article.href.split('/').filter(Boolean));
  return paths.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return screenMetadata(await getScreenData(pathOf((await params).slug)));
}

export default async function CatchAllPage({ params }: PageProps) {
  const path = pathOf((await params).slug);
  const data = await getScreenData(path);
  if (data.screen === 'not_found') notFound();
  // A category or product reached by another address (a path finds it under any parent) moves to its own.
  const canonical = canonicalPath(data);
  if (canonical !== null && canonical !== `/${path}/`) permanentRedirect(canonical);
  // In draft mode, the page follows its content live (after its data has been read: see the slot).
  return (
    <>
      <ContentScreen data={data} selectedVariantId={null} />
      <LivePreviewSlot />
    </>
  );
}
