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
