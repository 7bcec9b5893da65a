/**
 * Which products a category page lists (spec 2.5: category pages pre-filter by the category's own fields):
 * - a category marked `specializedProductSearch` searches the whole catalogue;
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
  brand: { name: string } | null;
  productType: { name: string } | null;
  children: readonly { id: string }[];
}

export type FacetFilters = (string | string[])[];

/** Escapes a facet value for a `facetFilters` entry (a leading `-` would mean negation). */
export function facetFilterValue(attribute: string, value: string): string {
  return `${attribute}:${value.startsWith('-') ? `\\${value}` : value}`;
}

export function categoryFacetFilters(category: CategoryFilterSource): FacetFilters {
  if (category.specializedProductSearch) return [];
  const filters: FacetFilters = [];
  if (category.brand) {
    filters.push(facetFilterValue('brand', category.brand.name));
  } else {
    const ids = [category.id, ...category.children.map((child) => child.id)];
    filters.push(ids.map((id) => facetFilterValue('categoryIds', id)));
  }
  if (category.productType) filters.push(facetFilterValue('productType', category.productType.name));
  return filters;
}
