import { SEARCH_INDEX } from '../constants';
import { categoryFilterString, facetFilterValue, type FacetFilters } from './category-filters';
import type { ListingRoute } from './listing-address';
import {
  HIGHLIGHT_ATTRIBUTES,
  HIT_ATTRIBUTES,
  HITS_PER_PAGE,
  LISTING_FACETS,
  PRICE_ATTRIBUTE,
  REFINEMENT_FILTERS,
  REFINEMENT_SHOW_MORE_LIMIT,
  SORT_OPTIONS,
} from './listing-setup';
import { isRecord } from '../is-record';

/**
 * The parameters every listing search carries besides the shopper's own state: the category's fixed
 * filters, page size, the attributes a hit needs, InstantSearch's highlight tags. The browser sets them
 * with `<Configure>`; the server uses the same ones for the page it renders.
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
    // A query id in the answer, so a click on a hit of the page the server rendered is an event after a
    // search, like a click in the live listing.
    clickAnalytics: true,
    ...listingConfigure(facetFilters),
  };
}

export type ListingRequest = ReturnType<typeof firstPageRequest> & {
  facetFilters?: string[][];
  numericFilters?: string[];
  analytics?: boolean;
};

/** The shopper's filters as `facetFilters` (OR inside a filter, AND between them), optionally without one. */
function refinementFacetFilters(route: ListingRoute, without?: string): string[][] {
  const groups: string[][] = [];
  for (const { attribute } of REFINEMENT_FILTERS) {
    const values = route.refinements?.[attribute] ?? [];
    if (attribute !== without && values.length > 0) groups.push(values.map((value) => facetFilterValue(attribute, value)));
  }
  return groups;
}

function priceNumericFilters(price: string | undefined): string[] {
  const [min = '', max = ''] = (price ?? ':').split(':');
  return [...(min ? [`${PRICE_ATTRIBUTE}>=${Number(min)}`] : []), ...(max ? [`${PRICE_ATTRIBUTE}<=${Number(max)}`] : [])];
}

/**
 * The searches that answer a listing state, made the way InstantSearch's search helper makes them: the
 * state's own search (hits, the counts of the filters not chosen, the price range when no price is chosen),
 * then one search per chosen filter without its own choice (its values' counts, so a shopper can widen the
 * choice) and, with a price chosen, one without the price (the range to choose from). For the state with
 * nothing chosen that is the first page's request alone.
 */
export function listingRequests(facetFilters: FacetFilters, route: ListingRoute): ListingRequest[] {
  const base = firstPageRequest(facetFilters);
  const indexName = SORT_OPTIONS.find((option) => option.urlValue !== null && option.urlValue === route.sort)?.indexName ?? SEARCH_INDEX;
  const filterParams = (without?: string) => {
    const refinements = refinementFacetFilters(route, without);
    const numeric = without === PRICE_ATTRIBUTE ? [] : priceNumericFilters(route.price);
    return { ...(refinements.length > 0 ? { facetFilters: refinements } : {}), ...(numeric.length > 0 ? { numericFilters: numeric } : {}) };
  };
  const main: ListingRequest = {
    ...base,
    indexName,
    query: route.query ?? '',
    page: Math.max((route.page ?? 1) - 1, 0),
    ...filterParams(),
  };
  const widened = [
    ...REFINEMENT_FILTERS.map(({ attribute }) => attribute).filter((attribute) => route.refinements?.[attribute]?.length),
    ...(route.price ? [PRICE_ATTRIBUTE] : []),
  ];
  return [
    main,
    ...widened.map((attribute): ListingRequest => ({
      ...base,
      indexName,
      query: route.query ?? '',
      facets: [attribute],
      hitsPerPage: 0,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      analytics: false,
      clickAnalytics: false,
      ...filterParams(attribute),
    })),
  ];
}

/**
 * A search's answer as the page carries it, without what nothing reads: the answer is in every listing
 * document twice (as HTML and as this data), so each byte counts twice. The prerendered listing shows plain
 * names, and the live listing starts from this answer only with no query (when a hit's highlighted name and
 * brand are only its name and brand again, about a third of each hit), so the hits go without
 * `_highlightResult` (the live listing shows the plain name for a hit that has none). The price filter reads
 * its range from `facets_stats`; its value counts (one per distinct price, up to the facet limit) are
 * dropped, the facet itself stays, as the search helper attaches the stats to it.
 */
export function compactAnswer(rawResult: unknown): unknown {
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
 * InstantSearch's initial results for the first page (the shape `InstantSearchSSRProvider` hydrates from):
 * the helper state the widgets would have, and the answer (compacted: `compactAnswer`).
 */
export function initialResultsFor(facetFilters: FacetFilters, rawResult: unknown) {
  const { indexName, facets, ...params } = firstPageRequest(facetFilters);
  return {
    [SEARCH_INDEX]: {
      state: { index: indexName, facets: [], disjunctiveFacets: facets, ...params },
      results: [compactAnswer(rawResult)],
    },
  };
}

export type InitialResults = ReturnType<typeof initialResultsFor>;
