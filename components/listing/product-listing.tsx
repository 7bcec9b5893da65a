'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { InstantSearchNext, createInstantSearchNextInstance } from 'react-instantsearch-nextjs';
import { SEARCH_INDEX, SEARCH_STALLED_DELAY_MS, SEARCH_URL_WRITE_DELAY_MS } from '@/lib/constants';
import type { FacetFilters } from '@/lib/search/category-filters';
import type { InitialResults } from '@/lib/search/listing-request';
import { hasListingState, listingStateMapping, listingUrl, recordListingUrl, searchParamsToRoute, type ListingRoute } from '@/lib/search/route-state';
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
 * The live product listing (spec 2.5): `InstantSearchNext` over the search service. It starts from the
 * server's first page without searching again (unless the address carries a search state of its own: a
 * shared filtered link, or a choice made in the prerendered listing), keeps the state in the query string
 * after 400 ms, and follows back and forward. One instance per listing page (ListingRoot is keyed by the
 * category). Rendered in the browser only (ListingRoot imports it there).
 */
export function ProductListing({ config, facetFilters, initialResults, texts }: ProductListingProps) {
  const [instance] = useState(createInstantSearchNextInstance);
  // InstantSearchNext hydrates from this global (where its own server rendering would have put results).
  // The address is read as it is now: the prerendered listing may have just written a shopper's choice there.
  useState(() => {
    const stateInUrl = hasListingState(new URLSearchParams(window.location.search));
    const global = window as unknown as Record<symbol, unknown>;
    // Set or cleared every time: a render that React set aside (the shopper acted meanwhile) may have left it.
    if (initialResults && !stateInUrl) global[INITIAL_RESULTS] = initialResults;
    else delete global[INITIAL_RESULTS];
    return null;
  });
  const [now] = useState(() => Date.now());
  // InstantSearch's callback that reads the address into the search state, and the query string it wrote last.
  const readAddress = useRef<(() => void) | null>(null);
  const written = useRef<string | null>(null);
  const [routing] = useState(() => ({
    router: {
      writeDelay: SEARCH_URL_WRITE_DELAY_MS,
      cleanUrlOnDispose: false,
      // The address as it is, not Next's copy of it, which a choice just written by the prerendered listing
      // may not have reached yet (this component only ever renders in the browser).
      getLocation: () => window.location,
      createURL: ({ routeState, location }: { routeState: ListingRoute; location: Location }) => listingUrl(location, routeState),
      parseURL: ({ location }: { location: Location }) => searchParamsToRoute(new URLSearchParams(location.search)),
      push: (url: string) => {
        recordListingUrl(url);
        written.current = new URLSearchParams(window.location.search).toString();
      },
      // Replaces react-instantsearch-nextjs's own hook-up, which read the address into the state on every
      // change of Next's address, our own writes included: a filter ticked between a write and Next's
      // re-render was read away again (the address still had the state of 400 ms before). The effect below
      // reads only addresses this listing did not write: a link or the header search to the same page.
      // Back and forward are InstantSearch's own (popstate).
      start: (onUpdate: () => void) => {
        readAddress.current = onUpdate;
      },
    },
    stateMapping: listingStateMapping,
  }));
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const lastAddress = useRef<string | null>(null);
  useEffect(() => {
    const address = `${pathname}?${search}`;
    const previous = lastAddress.current;
    lastAddress.current = address;
    if (previous === null || previous === address || search === written.current) return;
    readAddress.current?.();
  }, [pathname, search]);
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
