import { SEARCH_INDEX } from '../constants';
import { categoryFilterString, type FacetFilters } from './category-filters';
import { HIGHLIGHT_ATTRIBUTES, HIT_ATTRIBUTES, HITS_PER_PAGE, LISTING_FACETS, REFINEMENT_SHOW_MORE_LIMIT } from './listing-setup';

/**
 * The parameters every listing search carries besides the shopper's own state: the category's fixed
 * filters, page size, the attributes a hit needs, InstantSearch's highlight tags. The browser sets them
 * with `<Configure>`; the server uses the same ones for the prerendered first page.
 */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__';
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__';

export function listingConfigure(facetFilters: FacetFilters) {
  return {
    hitsPerPage: HITS_PER_PAGE,
    attributesToRetrieve: [...HIT_ATTRIBUTES],
    attributesToHighlight: [...HIGHLIGHT_ATTRIBUTES],
    ...(facetFilters.length > 0 ? { filters: categoryFilterString(facetFilters) } : {}),
  };
}

/** The first page's request, as InstantSearch would send it with no query, refinement or sort. */
export function firstPageRequest(facetFilters: FacetFilters) {
  return {
    indexName: SEARCH_INDEX,
    query: '',
    page: 0,
    facets: [...LISTING_FACETS],
    maxValuesPerFacet: REFINEMENT_SHOW_MORE_LIMIT,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    ...listingConfigure(facetFilters),
  };
}

/**
 * InstantSearch's initial results for the first page (the shape `InstantSearchSSRProvider` and
 * `InstantSearchNext` hydrate from): the helper state the widgets would have, and the raw response.
 */
export function initialResultsFor(facetFilters: FacetFilters, rawResult: unknown) {
  const { indexName, facets, ...params } = firstPageRequest(facetFilters);
  return {
    [SEARCH_INDEX]: {
      state: { index: indexName, facets: [], disjunctiveFacets: facets, ...params },
      results: [rawResult],
    },
  };
}

export type InitialResults = ReturnType<typeof initialResultsFor>;
