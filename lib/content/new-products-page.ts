import { cache } from 'react';
import type { CategoryFilterSource } from '../search/category-filters';
import { categoryHref } from './categories';
import { contentRequest } from './client';
import { getGlobalData } from './global-data';
import { graphql } from './graphql';
import { isPreview } from './preview';

/**
 * The shop's new-products page ("Nyheter"): the category marked `newProductsOnly` that comes first in the
 * editorial order. The front page's row of new products shows the first of what it lists and links to it;
 * editors choose it by marking and ordering categories.
 */
export const NewProductsPageQuery = graphql(`
  query NewProductsPage($locale: SiteLocale) {
    categories: allProductCategories(first: 1, locale: $locale, filter: { newProductsOnly: { eq: true } }, orderBy: [position_ASC]) {
      id
      slug
      specializedProductSearch
      newProductsOnly
      parent {
        slug
      }
      brand {
        name
      }
      productType {
        name
      }
      children {
        id
      }
    }
  }
`);

export interface NewProductsPage {
  href: string;
  /** The category's own filters (`categoryFacetFilters`): products inside the new-product window (30 days). */
  category: CategoryFilterSource;
}

export const getNewProductsPage = cache(async (): Promise<NewProductsPage | null> => {
  const [{ slugs }, preview] = await Promise.all([getGlobalData(), isPreview()]);
  try {
    const { categories } = await contentRequest(NewProductsPageQuery, { locale: 'sv_SE' }, { preview, tags: ['product_category'] });
    const first = categories[0];
    if (!first?.slug) return null;
    const category: CategoryFilterSource = {
      id: first.id,
      specializedProductSearch: first.specializedProductSearch ?? false,
      newProductsOnly: first.newProductsOnly ?? false,
      brand: first.brand?.name ? { name: first.brand.name } : null,
      productType: first.productType?.name ? { name: first.productType.name } : null,
      children: first.children,
    };
    return { href: categoryHref(first, slugs), category };
  } catch (error) {
    console.warn(`[content] new-products page not found: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
});
