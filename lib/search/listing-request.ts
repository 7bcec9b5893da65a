import { SEARCH_INDEX } from '../constants';
import { categoryFilterString, type FacetFilters } from './category-filters';
import {
  HIGHLIGHT_ATTRIBUTES,
  HIT_ATTRIBUTES,
  HITS_PER_PAGE,
  LISTING_FACETS,
  PRICE_ATTRIBUTE,
  REFINEMENT_SHOW_MORE_LIMIT,
} from './listing-setup';
import { isRecord } from '../is-record';

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
 * The first page's answer as the page carries it, without what nothing reads: the page is in every listing
 * document twice (as HTML and as this data), so each byte counts twice. With no query a hit's highlighted
 * name and brand are only its name and brand again (about a third of each hit), so the hits go without
 * `_highlightResult` (the live listing shows the plain name for a hit that has none). The price filter reads
 * its range from `facets_stats`; its value counts (one per distinct price, up to the facet limit) are
 * dropped, the facet itself stays, as the search helper attaches the stats to it.
 */
export function compactFirstPage(rawResult: unknown): unknown {
  if (!isRecord(rawResult)) return rawResult;
  const compact: Record<string, unknown> = { ...rawResult };
  if (Array.isArray(rawResult.hits)) compact.hits = rawResult.hits.map((hit: unknown) => (isRecord(hit) ? withoutHighlights(hit) : hit));
  if (isRecord(rawResult.facets) && PRICE_ATTRIBUTE in rawResult.facets) compact.facets = { ...rawResult.facets, [PRICE_ATTRIBUTE]: {} };
  return compact;
}

function withoutHighlights(hit: Record<string, unknown>) {
  const plain = { ...hit };
  delete plain._highlightResult;
  return plain;
}

/**
 * InstantSearch's initial results for the first page (the shape `InstantSearchSSRProvider` and
 * `InstantSearchNext` hydrate from): the helper state the widgets would have, and the raw response
 * (compacted: `compactFirstPage`).
 */
export function initialResultsFor(facetFilters: FacetFilters, rawResult: unknown) {
  const { indexName, facets, ...params } = firstPageRequest(facetFilters);
  return {
    [SEARCH_INDEX]: {
      state: { index: indexName, facets: [], disjunctiveFacets: facets, ...params },
      results: [compactFirstPage(rawResult)],
    },
  };
}

export type InitialResults = ReturnType<typeof initialResultsFor>;
