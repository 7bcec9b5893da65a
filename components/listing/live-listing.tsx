'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { InstantSearch, InstantSearchSSRProvider, useInstantSearch, type InstantSearchServerState } from 'react-instantsearch';
import { SEARCH_INDEX, SEARCH_STALLED_DELAY_MS } from '@/lib/constants';
import type { FacetFilters } from '@/lib/search/category-filters';
import { listingRouter, listingStateMapping, routeToState, sameRoute, type ListingRoute, type ListingRouter } from '@/lib/search/listing-address';
import { initialResultsFor } from '@/lib/search/listing-request';
import type { ListingAnswer } from '@/lib/search/listing-view';
import { searchClient, type SearchClientConfig } from '@/lib/search/search-client';
import { isSearchAnswer } from '@/lib/search/search-answer';
import type { ListingTexts } from './listing-texts';
import type { PriceText } from './price-view';
import { LiveWidgets } from './live-widgets';
import { useSearchInsights } from './use-search-insights';

export interface LiveListingProps {
  config: SearchClientConfig;
  facetFilters: FacetFilters;
  texts: ListingTexts;
  /** The state to start from: the address's, or the first one handed over by the prerendered listing. */
  start: ListingRoute;
  /** What the server found for the state it rendered. */
  answer: ListingAnswer | null;
  /** The latest state the shopper asked of the prerendered listing while this one was drawn out of sight. */
  handOver: ListingRoute | null;
  /** The filters whose "show more" the shopper opened in the prerendered listing. */
  showingMore: ReadonlySet<string>;
  /** Text typed into the prerendered listing's price fields, not applied yet. */
  priceText: PriceText | undefined;
  /** The page (0-based) of a page change handed over, whose first cards come into view when shown. */
  handedPage: number | undefined;
  /** Called once this listing has an answer to show (or knows the search failed). */
  onReady: () => void;
}

const FUTURE = { preserveSharedStateOnUnmount: true } as const;

/** States handed over after this listing started are applied as the shopper's own change would be. */
function HandOverFollower({ route, start }: { route: ListingRoute | null; start: ListingRoute }) {
  const { setIndexUiState } = useInstantSearch();
  const applied = useRef<ListingRoute | null>(start);
  useEffect(() => {
    if (!route || route === applied.current) return;
    applied.current = route;
    setIndexUiState((previous) => ({ ...(previous.configure ? { configure: previous.configure } : {}), ...routeToState(route) }));
  }, [route, setIndexUiState]);
  return null;
}

/**
 * The router's life ends with this listing's. react-instantsearch disposes its InstantSearch, and with it the
 * router, a task after the unmount, and never under `InstantSearchSSRProvider`; a listing that is gone must
 * not follow Back and Forward nor write the address. A task later here too, as React's development double
 * mount runs the cleanup and the effect again at once.
 */
function useRouterLifetime(router: ListingRouter) {
  const stopping = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(stopping.current);
    return () => {
      stopping.current = window.setTimeout(() => router.stop());
    };
  }, [router]);
}

function ReadySignal({ onReady }: { onReady: () => void }) {
  const { status, results } = useInstantSearch({ catchError: true });
  const ready = status === 'error' || (status === 'idle' && isSearchAnswer(results));
  useLayoutEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  return null;
}

/**
 * The live product listing (docs/shop.md, Search and listing): react-instantsearch's `InstantSearch` over the search service, its
 * state in the address through `routing` (our router: listing-address.ts). Not react-instantsearch-nextjs:
 * its `InstantSearchNext` renders InstantSearch on the server and hydrates from a private global, and its
 * router reads Next's address on every change of it, our own writes included; here the server renders plain
 * views (CategoryListing) and this listing is created in the browser only (ListingRoot loads it), starting
 * from the server's answer through `InstantSearchSSRProvider` when that answers its first search, and
 * searching itself otherwise. One instance per listing (ListingRoot is keyed by category and state).
 */
export function LiveListing({ config, facetFilters, texts, start, answer, handOver, showingMore, priceText, handedPage, onReady }: LiveListingProps) {
  const [setup] = useState(() => ({
    start,
    routing: { router: listingRouter(start), stateMapping: listingStateMapping },
    // The server's answer is InstantSearch's first answer when both are for the page with nothing chosen:
    // the search helper then asks exactly the first page's request.
    initialResults:
      answer && sameRoute(answer.route, {}) && sameRoute(start, {})
        ? (initialResultsFor(facetFilters, answer.result) as unknown as InstantSearchServerState['initialResults'])
        : null,
    now: Date.now(),
  }));
  useRouterLifetime(setup.routing.router);
  const insights = useSearchInsights(config);
  const search = (
    <InstantSearch
      searchClient={searchClient(config)}
      indexName={SEARCH_INDEX}
      routing={setup.routing}
      insights={insights}
      stalledSearchDelay={SEARCH_STALLED_DELAY_MS}
      future={FUTURE}
    >
      <HandOverFollower route={handOver} start={setup.start} />
      <LiveWidgets
        facetFilters={facetFilters}
        texts={texts}
        now={setup.now}
        handedQuery={handOver ? (handOver.query ?? '') : undefined}
        showingMore={showingMore}
        priceText={priceText}
        handedPage={handedPage}
      />
      <ReadySignal onReady={onReady} />
    </InstantSearch>
  );
  return setup.initialResults ? (
    <InstantSearchSSRProvider initialResults={setup.initialResults}>{search}</InstantSearchSSRProvider>
  ) : (
    search
  );
}
