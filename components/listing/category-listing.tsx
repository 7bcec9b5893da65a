import { getConfig } from '@/lib/config';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ProductCategory } from '@/lib/content/types';
import { categoryFacetFilters } from '@/lib/search/category-filters';
import { firstListingPage } from '@/lib/search/first-page';
import { searchClientConfig } from '@/lib/search/search-client';
import { ListingRoot } from './listing-lazy';
import { listingTexts } from './listing-texts';

/**
 * The listing slot of a category page (server): the category's fixed filters and its first page of hits,
 * fetched while the page is rendered so they are in the cached HTML; the browser takes over from there.
 * One listing per category (`key`), so moving between two category pages never shows the last one's hits.
 */
export async function CategoryListing({ category, dictionary }: { category: ProductCategory; dictionary: Dictionary }) {
  const facetFilters = categoryFacetFilters(category);
  const initialResults = await firstListingPage(facetFilters);
  const renderedAt = new Date().getTime();
  return (
    <ListingRoot
      key={category.id}
      config={searchClientConfig(getConfig().search)}
      facetFilters={facetFilters}
      initialResults={initialResults}
      renderedAt={renderedAt}
      texts={listingTexts(dictionary)}
    />
  );
}
