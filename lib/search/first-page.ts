import { getConfig } from '../config';
import type { FacetFilters } from './category-filters';
import { firstPageRequest, initialResultsFor, type InitialResults } from './listing-request';
import { searchClient, searchClientConfig } from './search-client';

/**
 * The first page of a listing, fetched while the page is rendered on the server (at build, or when the
 * cached page is regenerated), so its hits are in the HTML for search engines and first paint
 * (DESIGN.md section 5). When the search service cannot answer, the page renders without them and the
 * browser's InstantSearch fetches them (or shows the "search unavailable" message).
 */
export async function firstListingPage(facetFilters: FacetFilters): Promise<InitialResults | null> {
  try {
    const client = searchClient(searchClientConfig(getConfig().search));
    const { results } = await client.search({ requests: [firstPageRequest(facetFilters)] });
    const first = results[0];
    return first && 'hits' in first ? initialResultsFor(facetFilters, first) : null;
  } catch (error) {
    console.warn(`[search] first listing page not prerendered: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
