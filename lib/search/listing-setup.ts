import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../constants';

/**
 * What the listing asks the search service for (docs/shop.md, Search and listing): the index and its sort replicas, the
 * filterable attributes, how many hits a page shows and which attributes a hit carries.
 */

export const HITS_PER_PAGE = 24;

export interface SortOption {
  /** The index (or replica) answering this order. */
  indexName: string;
  /** How the order is written in the URL (`sortering=`); relevance is the default and not written. */
  urlValue: string | null;
  labelKey: 'sortRelevance' | 'sortLowestPrice' | 'sortNewest';
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { indexName: SEARCH_INDEX, urlValue: null, labelKey: 'sortRelevance' },
  { indexName: SEARCH_REPLICA_LOWEST_PRICE, urlValue: 'lagsta-pris', labelKey: 'sortLowestPrice' },
  { indexName: SEARCH_REPLICA_NEWEST, urlValue: 'nyast', labelKey: 'sortNewest' },
];

export type RefinementAttribute = 'brand' | 'productType' | 'colour' | 'material' | 'sizes';

export interface RefinementFilter {
  attribute: RefinementAttribute;
  /** The filter's key in the URL. */
  urlKey: string;
  labelKey: 'filterBrand' | 'filterProductType' | 'filterColour' | 'filterMaterial' | 'filterSize';
}

/** The refinement lists, in the order the filter panel shows them. */
export const REFINEMENT_FILTERS: readonly RefinementFilter[] = [
  { attribute: 'brand', urlKey: 'marke', labelKey: 'filterBrand' },
  { attribute: 'productType', urlKey: 'typ', labelKey: 'filterProductType' },
  { attribute: 'colour', urlKey: 'farg', labelKey: 'filterColour' },
  { attribute: 'material', urlKey: 'material', labelKey: 'filterMaterial' },
  { attribute: 'sizes', urlKey: 'storlek', labelKey: 'filterSize' },
];

export const PRICE_ATTRIBUTE = 'price';
export const PRICE_URL_KEY = 'pris';
/** The price filter's two fields when its form is sent without JavaScript (read back into `pris`). */
export const PRICE_FROM_FIELD = 'pris-fran';
export const PRICE_TO_FIELD = 'pris-till';
export const QUERY_URL_KEY = 'q';
export const PAGE_URL_KEY = 'sida';
export const SORT_URL_KEY = 'sortering';

/** Refinement list sizes: values shown before "show more", and at most. */
export const REFINEMENT_LIMIT = 8;
export const REFINEMENT_SHOW_MORE_LIMIT = 50;

/** What a hit carries: only what a product card shows (keeps responses and the page small). */
export const HIT_ATTRIBUTES = [
  'name',
  'brand',
  // What the card's detail line tells same-named products apart by (lib/content/card-detail.ts).
  'material',
  'colour',
  'price',
  'originalPrice',
  'percentDiscount',
  'createdAtTimestamp',
  'image',
  'url',
  'variantId',
  // Which variant has which size and material: a filtered listing's card opens the one it was found by.
  'variants',
] as const;
export const HIGHLIGHT_ATTRIBUTES = ['name', 'brand'] as const;

/** Every facet the listing reads, refinement lists first, then the price range. */
export const LISTING_FACETS: readonly string[] = [...REFINEMENT_FILTERS.map((filter) => filter.attribute), PRICE_ATTRIBUTE];
