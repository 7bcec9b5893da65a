import { NEW_PRODUCT_WINDOW_DAYS } from '../constants';

/**
 * Which products a category page lists (category pages pre-filter by the category's own fields):
 * - a category marked `specializedProductSearch` searches the whole catalogue;
 * - a category marked `newProductsOnly` ("Nyheter") lists only products launched within the new-product
 *   window (30 days), whatever else it filters by;
 * - a brand category lists its brand's products (`brand`), narrowed by its product type when it has one;
 * - any other category lists the products filed under it or one of its children (`categoryIds`, one of
 *   them), narrowed by its product type when it has one.
 *
 * The answer is Algolia `facetFilters` (AND of the entries, OR inside a nested list), a fixed part of
 * every search the page makes.
 */
export interface CategoryFilterSource {
  id: string;
  specializedProductSearch: boolean;
  newProductsOnly?: boolean;
  brand: { name: string } | null;
  productType: { name: string } | null;
  children: readonly { id: string }[];
}

/**
 * Facet filters, plus at most one launch-date condition (`createdAtTimestamp>=…`), which only the
 * `filters` string form below can express.
 */
export type FacetFilters = (string | string[])[];

const DAY_SECONDS = 24 * 60 * 60;
const LAUNCH_ATTRIBUTE = 'createdAtTimestamp';
const LAUNCH_CONDITION = new RegExp(`^${LAUNCH_ATTRIBUTE}>=(\\d+)$`);

/**
 * The earliest launch (seconds since the epoch) a product in the new-product window may have. Taken from the
 * start of the current UTC day, so every search of a day sends the same filter (one cache entry in the
 * search service and in a CDN) and a product drops out of "Nyheter" on the day its window ends.
 */
export function newProductsSince(now: number): number {
  const today = Math.floor(now / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return today - NEW_PRODUCT_WINDOW_DAYS * DAY_SECONDS;
}

/** Escapes a facet value for a `facetFilters` entry (a leading `-` would mean negation). */
export function facetFilterValue(attribute: string, value: string): string {
  return `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;
}

export function categoryFacetFilters(category: CategoryFilterSource, now: number = Date.now()): FacetFilters {
  const launch = category.newProductsOnly ? [`${LAUNCH_ATTRIBUTE}>=${newProductsSince(now)}`] : [];
  if (category.specializedProductSearch) return launch;
  const filters: FacetFilters = [...launch];
  if (category.brand) {
    filters.push(facetFilterValue('brand', category.brand.name));
  } else {
    const ids = [category.id, ...category.children.map((child) => child.id)];
    filters.push(ids.map((id) => facetFilterValue('categoryIds', id)));
  }
  if (category.productType) filters.push(facetFilterValue('productType', category.productType.name));
  return filters;
}

/** One `attribute:value` facet filter as a `filters` condition, the value quoted. */
function filterCondition(entry: string): string {
  const launch = LAUNCH_CONDITION.exec(entry);
  if (launch) return `${LAUNCH_ATTRIBUTE} >= ${launch[1]}`;
  const colon = entry.indexOf(':');
  const attribute = entry.slice(0, colon);
  const value = entry.slice(colon + 1).replace(/^\\-/, '-');
  return `${attribute}:"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The same filters in the `filters` syntax (`(categoryIds:"1" OR categoryIds:"2") AND productType:"Ring"`),
 * which is how the listing sends them. Not as `facetFilters`: InstantSearch's helper merges a configured
 * `facetFilters` with the shopper's refinements index by index, so the first refinement took the place of
 * the first category id and the page listed products from outside the category.
 */
export function categoryFilterString(filters: FacetFilters): string {
  return filters
    .map((entry) => (typeof entry === 'string' ? [entry] : entry))
    .filter((group) => group.length > 0)
    .map((group) => (group.length === 1 ? filterCondition(group[0]!) : `(${group.map(filterCondition).join(' OR ')})`))
    .join(' AND ');
}
