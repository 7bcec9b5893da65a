import { getConfig } from '@/lib/config';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ProductCategory } from '@/lib/content/types';
import { categoryFacetFilters } from '@/lib/search/category-filters';
import { routeToSearchParams, type ListingRoute } from '@/lib/search/listing-address';
import { searchListing } from '@/lib/search/listing-search';
import { searchClientConfig } from '@/lib/search/search-client';
import { ListingRoot } from './listing-lazy';
import { listingTexts } from './listing-texts';

interface CategoryListingProps {
  category: ProductCategory;
  dictionary: Dictionary;
  /** The listing state in the address (app/listing-state); none on the cached page. */
  route?: ListingRoute;
}

/**
 * The listing slot of a category page (server): the category's fixed filters and what the search service
 * finds for the address's state, fetched while the page is rendered so they are in its HTML; the browser
 * takes over from there. One listing per category and rendered state (`key`), so moving between two
 * category pages, or to the same page with another state (the header search on the search page), never
 * shows the last one's hits.
 */
export async function CategoryListing({ category, dictionary, route = {} }: CategoryListingProps) {
  const facetFilters = categoryFacetFilters(category);
  const answer = await searchListing(facetFilters, route);
  const renderedAt = new Date().getTime();
  return (
    <ListingRoot
      key={`${category.id}?${routeToSearchParams(route).toString()}`}
      config={searchClientConfig(getConfig().search)}
      facetFilters={facetFilters}
      answer={answer}
      route={answer?.route ?? route}
      requestedRoute={route}
      path={category.href}
      texts={listingTexts(dictionary)}
      renderedAt={renderedAt}
    />
  );
}
