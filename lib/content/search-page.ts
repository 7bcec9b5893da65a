import { cache } from 'react';
import { contentRequest } from './client';
import { getGlobalData } from './global-data';
import { categoryHref } from './categories';
import { isPreview } from './preview';
import { SearchPageQuery } from './search-page-query';

export interface SearchPage {
  id: string;
  href: string;
}

/**
 * The shop-wide search page: the category marked `specializedProductSearch` that comes first in the
 * editorial order. The header's search leads there (`?q=…`); editors choose it by ordering categories.
 */
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
