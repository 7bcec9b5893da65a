'use client';

import { useSearchParams } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { InstantSearch, InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch';
import { InstantSearchNext, createInstantSearchNextInstance } from 'react-instantsearch-nextjs';
import { SEARCH_INDEX, SEARCH_STALLED_DELAY_MS, SEARCH_URL_WRITE_DELAY_MS } from '@/lib/constants';
import type { FacetFilters } from '@/lib/search/category-filters';
import type { InitialResults } from '@/lib/search/listing-request';
import { hasListingState, listingStateMapping, listingUrl, searchParamsToRoute, type ListingRoute } from '@/lib/search/route-state';
import { searchClient, type SearchClientConfig } from '@/lib/search/search-client';
import type { ListingTexts } from './listing-texts';
import { ListingWidgets } from './listing-widgets';
import { useSearchInsights } from './use-search-insights';

export interface ProductListingProps {
  config: SearchClientConfig;
  /** The page's fixed filters (the category's products; none on the search page). */
  facetFilters: FacetFilters;
  /** The first page, fetched on the server; null when the search service could not answer then. */
  initialResults: InitialResults | null;
  texts: ListingTexts;
  /** When the server rendered the page (ms since the epoch): the new-product marker's clock until hydrated. */
  renderedAt: number;
}

const FUTURE = { preserveSharedStateOnUnmount: true } as const;
const INITIAL_RESULTS = Symbol.for('InstantSearchInitialResults');
const pageLoadedAt = Date.now();
const subscribeNever = () => () => {};

/** false while the server renders and while the browser hydrates; true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The product listing of a category page or of the search page (spec 2.5).
 *
 * The server renders it once with the first page of hits (plain InstantSearch over the prerendered
 * results), so the cached page carries them; in the browser `InstantSearchNext` takes over from the same
 * results without searching again, keeps the state in the query string and follows back and forward.
 * When the address already carries a search state (a shared, filtered link), the browser first hydrates
 * the prerendered markup and then searches for that state.
 */
export function ProductListing(props: ProductListingProps) {
  return typeof window === 'undefined' ? <PrerenderedListing {...props} /> : <BrowserListing {...props} />;
}

function PrerenderedListing({ config, facetFilters, initialResults, texts, renderedAt }: ProductListingProps) {
  return (
    <InstantSearchSSRProvider initialResults={(initialResults ?? undefined) as InstantSearchServerState['initialResults'] | undefined}>
      <InstantSearch searchClient={searchClient(config)} indexName={SEARCH_INDEX} future={FUTURE}>
        <ListingWidgets facetFilters={facetFilters} texts={texts} now={renderedAt} />
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

function BrowserListing(props: ProductListingProps) {
  const searchParams = useSearchParams();
  const [stateInUrl] = useState(() => hasListingState(new URLSearchParams(searchParams.toString())));
  const hydrated = useHydrated();
  if (stateInUrl && !hydrated) return <PrerenderedListing {...props} />;
  return (
    <LiveListing {...props} initialResults={stateInUrl ? null : props.initialResults} now={hydrated ? pageLoadedAt : props.renderedAt} />
  );
}

function LiveListing({ config, facetFilters, initialResults, texts, now }: ProductListingProps & { now: number }) {
  const [instance] = useState(createInstantSearchNextInstance);
  // InstantSearchNext hydrates from this global (where its own server rendering would have put the results).
  useState(() => {
    if (initialResults) (window as unknown as Record<symbol, unknown>)[INITIAL_RESULTS] = initialResults;
    return null;
  });
  const [routing] = useState(() => ({
    router: {
      writeDelay: SEARCH_URL_WRITE_DELAY_MS,
      cleanUrlOnDispose: false,
      createURL: ({ routeState, location }: { routeState: ListingRoute; location: Location }) => listingUrl(location, routeState),
      parseURL: ({ location }: { location: Location }) => searchParamsToRoute(new URLSearchParams(location.search)),
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
      <ListingWidgets facetFilters={facetFilters} texts={texts} now={now} />
    </InstantSearchNext>
  );
}
