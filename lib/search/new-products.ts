import { getConfig } from '../config';
import { FRONT_PAGE_NEW_PRODUCTS, SEARCH_INDEX } from '../constants';
import { categoryFacetFilters, categoryFilterString, type CategoryFilterSource } from './category-filters';
import { HIT_ATTRIBUTES } from './listing-setup';
import { hitToCard, type ProductHit, type ProductHitCard } from './product-hit';
import { searchClient, searchClientConfig } from './search-client';

/**
 * The front page's new products: the first cards the new-products page lists (its category's filters, the
 * 30-day window of docs/shop.md's New products, the primary index's order: orderable first, then newest), searched while the
 * page is rendered so they are plain HTML. Not a shopper's search, so it stays out of search analytics.
 * When the search service cannot answer, the front page renders without the row.
 */
export async function newProductCards(
  category: CategoryFilterSource,
  now: number,
  count = FRONT_PAGE_NEW_PRODUCTS,
): Promise<ProductHitCard[]> {
  try {
    const client = searchClient(searchClientConfig(getConfig().search));
    const filters = categoryFilterString(categoryFacetFilters(category, now));
    const { results } = await client.search<ProductHit>({
      requests: [
        {
          indexName: SEARCH_INDEX,
          query: '',
          hitsPerPage: count,
          attributesToRetrieve: [...HIT_ATTRIBUTES],
          attributesToHighlight: [],
          analytics: false,
          ...(filters ? { filters } : {}),
        },
      ],
    });
    const [answer] = results;
    return answer && 'hits' in answer ? (answer.hits as ProductHit[]).map((hit) => hitToCard(hit, now)) : [];
  } catch (error) {
    console.warn(`[search] front page new products not rendered: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
