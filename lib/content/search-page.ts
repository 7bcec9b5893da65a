import { cache } from 'react';
import { contentRequest } from './client';
import { getGlobalData } from './global-data';
import { graphql } from './graphql';
import { categoryHref } from './categories';
import { isPreview } from './preview';

/**
 * The shop-wide search page: the category marked `specializedProductSearch` that comes first in the
 * editorial order. The header's search leads there (`?q=…`); editors choose it by ordering categories.
 */
export const SearchPageQuery = graphql(`
  query SearchPage($locale: SiteLocale) {
    categories: allProductCategories(
      first: 1
      locale: $locale
      filter: { specializedProductSearch: { eq: true } }
      orderBy: [position_ASC]
    ) {
      id
      slug
      parent {
        slug
      }
    }
  }
`);

export interface SearchPage {
  id: string;
  href: string;
}

export const getSearchPage = cache(async (): Promise<SearchPage | null> => {
  const [{ slugs }, preview] = await Promise.all([getGlobalData(), isPreview()]);
  try {
    const { categories } = await contentRequest(SearchPageQuery, { locale: 'sv_SE' }, { preview, tags: ['product_category'] });
    const first = categories[0];
    return first?.slug ? { id: first.id, href: categoryHref(first, slugs) } : null;
  } catch (error) {
    console.warn(`[content] search page not found: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
});
