import type { Dictionary, DictionaryKey } from '@/lib/content/dictionary-defaults';
import { pickTexts } from '@/lib/content/translate';

/** The dictionary texts the listing's browser widgets use: only these travel to the browser. */
export const LISTING_TEXT_KEYS = [
  'search',
  'searchPlaceholder',
  'searchSubmitTitle',
  'searchResetTitle',
  'clearRefinements',
  'resultsFound',
  'noResults',
  'noResultsHint',
  'searchUnavailable',
  'searchingProducts',
  'sortBy',
  'sortRelevance',
  'sortLowestPrice',
  'sortNewest',
  'filters',
  'showFilters',
  'closeFilters',
  'showResults',
  'filterBrand',
  'filterProductType',
  'filterColour',
  'filterMaterial',
  'filterSize',
  'filterPrice',
  'filterValueCount',
  'priceFrom',
  'priceTo',
  'applyPrice',
  'priceRange',
  'priceFilterInvalid',
  'priceFilterOutside',
  'showMoreFilterValues',
  'showFewerFilterValues',
  'activeFilters',
  'removeRefinement',
  'paginationLabel',
  'paginationFirst',
  'paginationPrevious',
  'paginationNext',
  'paginationLast',
  'paginationPage',
  'showAllResults',
  'headerSearchHint',
  'newProduct',
  'priceLabel',
  'originalPrice',
  'discountLabel',
] as const satisfies readonly DictionaryKey[];

export type ListingTextKey = (typeof LISTING_TEXT_KEYS)[number];
export type ListingTexts = Pick<Dictionary, ListingTextKey>;

export function listingTexts(dictionary: Dictionary): ListingTexts {
  return pickTexts(dictionary, LISTING_TEXT_KEYS);
}

/**
 * The header search's texts: the hint, the results line, the error and "Show all results". They travel in
 * every page's HTML (the header is on every page), so only these five, not the listing's forty-six.
 */
export const HEADER_SEARCH_TEXT_KEYS = [
  'headerSearchHint',
  'resultsFound',
  'noResults',
  'searchUnavailable',
  'showAllResults',
] as const satisfies readonly ListingTextKey[];

export type HeaderSearchTexts = Pick<Dictionary, (typeof HEADER_SEARCH_TEXT_KEYS)[number]>;

export function headerSearchTexts(dictionary: Dictionary): HeaderSearchTexts {
  return pickTexts(dictionary, HEADER_SEARCH_TEXT_KEYS);
}
