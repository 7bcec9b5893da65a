import { getConfig } from '../config';
import type { FacetFilters } from './category-filters';
import { sameRoute, type ListingRoute } from './listing-address';
import { compactAnswer, listingRequests } from './listing-request';
import { PRICE_ATTRIBUTE } from './listing-setup';
import type { ListingAnswer, ListingResult } from './listing-view';
import { searchClient, searchClientConfig } from './search-client';

/**
 * How long a shopper's request waits for the search service before the page is rendered without hits (the
 * browser then searches itself). Only for an address with a listing state, rendered per request: the page
 * without one is rendered at build or in the background, where the client's own time-outs apply.
 */
const SHOPPER_WAIT_MS = 2_000;

/**
 * A listing state's hits, filter counts and price range, fetched while the page is rendered on the server,
 * so they are in the HTML for search engines, first paint and shoppers without JavaScript (DESIGN.md
 * section 5). When the search service cannot answer, the page renders without them and the browser's
 * InstantSearch fetches them (or shows the "search unavailable" message).
 */
export async function searchListing(facetFilters: FacetFilters, route: ListingRoute): Promise<ListingAnswer | null> {
  try {
    const client = searchClient(searchClientConfig(getConfig().search));
    const options = sameRoute(route, {}) ? undefined : { timeouts: { connect: SHOPPER_WAIT_MS, read: SHOPPER_WAIT_MS } };
    const search = async (state: ListingRoute) => {
      const requests = listingRequests(facetFilters, state);
      const { results } = await client.search<unknown>({ requests }, options);
      return { requests, results: results.every((answer) => 'hits' in answer) ? (results as ListingResult[]) : null };
    };
    let shown = route;
    let { requests, results } = await search(shown);
    // A page past the last (an old or edited link) is the last page: its cards are in the HTML, and
    // the live listing writes that page into the address when it takes over (listing-root.tsx).
    const nbPages = results?.[0]?.nbPages ?? 0;
    if (results && nbPages > 0 && (route.page ?? 1) > nbPages) {
      shown = { ...route, page: nbPages > 1 ? nbPages : undefined };
      ({ requests, results } = await search(shown));
    }
    if (!results) return null;
    const [main, ...widened] = results;
    const answer: ListingAnswer = { route: shown, result: { index: requests[0]!.indexName, ...(compactAnswer(main) as ListingResult) } };
    widened.forEach((result, index) => {
      const attribute = requests[index + 1]!.facets[0]!;
      if (attribute === PRICE_ATTRIBUTE) {
        const stats = result.facets_stats?.[PRICE_ATTRIBUTE];
        if (stats) answer.widenedPrice = { min: stats.min, max: stats.max };
      } else {
        (answer.widenedFacets ??= {})[attribute] = result.facets?.[attribute] ?? {};
      }
    });
    return answer;
  } catch (error) {
    console.warn(`[search] listing not prerendered: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
