'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { InstantSearchNext, createInstantSearchNextInstance } from 'react-instantsearch-nextjs';
import { SEARCH_INDEX, SEARCH_STALLED_DELAY_MS, SEARCH_URL_WRITE_DELAY_MS } from '@/lib/constants';
import type { FacetFilters } from '@/lib/search/category-filters';
import type { InitialResults } from '@/lib/search/listing-request';
import { hasListingState, listingStateMapping, listingUrl, searchParamsToRoute, type ListingRoute } from '@/lib/search/route-state';
import { searchClient, type SearchClientConfig } from '@/lib/search/search-client';
import type { ListingTexts } from './listing-texts';
import { LiveWidgets } from './live-widgets';
import { useSearchInsights } from './use-search-insights';

export interface ProductListingProps {
  config: SearchClientConfig;
  /** The page's fixed filters (the category's products; none on the search page). */
  facetFilters: FacetFilters;
  /** The first page, fetched on the server; null when the search service could not answer then. */
  initialResults: InitialResults | null;
  texts: ListingTexts;
}

const FUTURE = { preserveSharedStateOnUnmount: true } as const;
const INITIAL_RESULTS = Symbol.for('InstantSearchInitialResults');

/**
 * Adds the listing's new state to the history. The listing never changes the path, so a URL for another path
 * than the address bar's means a page change is under way (a listing mounting before Next has updated the
 * address): Next owns that entry, and a second one would make "back" stay on the page.
 */
function pushListingUrl(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.pathname !== window.location.pathname || target.href === window.location.href) return;
  window.history.pushState({}, '', target.href);
}

/**
 * The live product listing (spec 2.5): `InstantSearchNext` over the search service. It starts from the
 * server's first page without searching again (unless the address carries a search state of its own, a
 * shared filtered link), keeps the state in the query string after 400 ms, and follows back and forward.
 * One instance per listing page (ListingRoot is keyed by the category).
 */
export function ProductListing({ config, facetFilters, initialResults, texts }: ProductListingProps) {
  const searchParams = useSearchParams();
  const [instance] = useState(createInstantSearchNextInstance);
  // InstantSearchNext hydrates from this global (where its own server rendering would have put results).
  useState(() => {
    const stateInUrl = hasListingState(new URLSearchParams(searchParams.toString()));
    if (initialResults && !stateInUrl) (window as unknown as Record<symbol, unknown>)[INITIAL_RESULTS] = initialResults;
    return null;
  });
  const [now] = useState(() => Date.now());
  const [routing] = useState(() => ({
    router: {
      writeDelay: SEARCH_URL_WRITE_DELAY_MS,
      cleanUrlOnDispose: false,
      createURL: ({ routeState, location }: { routeState: ListingRoute; location: Location }) => listingUrl(location, routeState),
      parseURL: ({ location }: { location: Location }) => searchParamsToRoute(new URLSearchParams(location.search)),
      push: pushListingUrl,
    },
    stateMapping: listingStateMapping,
  }));
  const insights = useSearchInsights(config);
  return (
    <InstantSearchNext
      instance={instance}
      searchClient={searchClient(config)}
      indexName={SEARCH_INDEX}
      routing={routing}
      insights={insights}
      stalledSearchDelay={SEARCH_STALLED_DELAY_MS}
      future={FUTURE}
    >
      <LiveWidgets facetFilters={facetFilters} texts={texts} now={now} />
    </InstantSearchNext>
  );
}
