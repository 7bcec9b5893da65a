import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { ContentScreen, screenMetadata } from '@/components/screens/content-screen';
import { LivePreviewSlot } from '@/components/preview/live-preview-slot';
import { pathSegments } from '@/lib/content/resolve-path';
import { canonicalPath, getScreenData } from '@/lib/content/screen-data';
import { hasPriceFields, routeToSearchParams, searchParamsToRoute } from '@/lib/search/listing-address';

/**
 * A page whose address carries a listing state (`/ringar/?marke=Lind&sida=2`; docs/shop.md, Search and listing). Shoppers never see
 * this address: proxy.ts rewrites such a request here, as the cached page at the same path is rendered once
 * and cannot take its query string into account. Rendered per request, with the state's hits, filters and
 * pages in the HTML: a shared or reloaded link, a search engine following the pagination and a shopper
 * without JavaScript (whose links and forms lead here) see the same listing as the live one.
 */

interface ListingStatePageProps {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function pathOf(slug: string[]): string {
  return pathSegments(slug).join('/');
}

function toSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params;
}

export async function generateMetadata({ params }: ListingStatePageProps): Promise<Metadata> {
  return screenMetadata(await getScreenData(pathOf((await params).slug)));
}

export default async function ListingStatePage({ params, searchParams }: ListingStatePageProps) {
  const path = pathOf((await params).slug);
  const data = await getScreenData(path);
  if (data.screen === 'not_found') notFound();
  const query = toSearchParams(await searchParams);
  const canonical = canonicalPath(data);
  if (canonical !== null && canonical !== `/${path}/`) permanentRedirect(query.size > 0 ? `${canonical}?${query}` : canonical);
  const route = searchParamsToRoute(query);
  // The filters' form sent without JavaScript names the price by its two fields: answer with the address
  // the live listing writes for the same state.
  if (hasPriceFields(query)) redirect(`/${path}/?${routeToSearchParams(route, query)}`);
  // In draft mode, the page follows its content live (after its data has been read: see the slot).
  return (
    <>
      <ContentScreen data={data} selectedVariantId={null} listingRoute={route} />
      <LivePreviewSlot />
    </>
  );
}
