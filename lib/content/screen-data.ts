import { cache } from 'react';
import { FRONT_PAGE_BLOG_ARTICLES } from '../constants';
import { getArticle, latestBlogArticles, listArticles } from './articles';
import { getAllBrands, getCategory, getTopCategories } from './categories';
import { getNewProductsPage, type NewProductsPage } from './new-products-page';
import { getSearchPage } from './search-page';
import { getGlobalData } from './global-data';
import { getSpecialPage } from './pages';
import { contentPathLookups } from './path-lookups';
import { getProductFamily } from './products';
import { pathSegments, resolvePath, type ResolvedPath } from './resolve-path';
import type { SpecialPageKey } from './special-pages';
import type { Article, ArticleSummary, BrandSummary, CategorySummary, ProductCategory, ProductFamily, SpecialPage } from './types';

/**
 * What each screen needs, by resolved path: the one place that turns a URL into screen data. The
 * catch-all page renders it; metadata reads the same (request-deduplicated) data.
 */
export type ScreenData =
  | {
      screen: 'home';
      page: SpecialPage;
      latestArticles: ArticleSummary[];
      featuredCategories: CategorySummary[];
      brands: BrandSummary[];
      /** The new-products page, whose first products the front page shows. */
      newProductsPage: NewProductsPage | null;
    }
  | { screen: 'special'; key: SpecialPageKey; page: SpecialPage; articles: ArticleSummary[]; brands: BrandSummary[] }
  | { screen: 'category'; category: ProductCategory }
  | { screen: 'article'; article: Article; siblings: ArticleSummary[]; listing: SpecialPage | null }
  | { screen: 'product'; family: ProductFamily }
  | { screen: 'not_found' };

const LISTING_KINDS: Partial<Record<SpecialPageKey, 'blog' | 'faq' | 'termsOfBusiness'>> = { blog: 'blog', faq: 'faq', termsOfBusiness: 'termsOfBusiness' };

async function load(resolved: ResolvedPath): Promise<ScreenData> {
  switch (resolved.type) {
    case 'front_page': {
      const [page, latestArticles, topCategories, brands, searchPage, newProductsPage] = await Promise.all([
        getSpecialPage('frontPage'),
        latestBlogArticles(FRONT_PAGE_BLOG_ARTICLES),
        getTopCategories(),
        getAllBrands(),
        getSearchPage(),
        getNewProductsPage(),
      ]);
      if (!page) return { screen: 'not_found' };
      // The search page is a category too, but not one to shop by.
      const featuredCategories = topCategories.filter((category) => category.id !== searchPage?.id);
      return { screen: 'home', page, latestArticles, featuredCategories, brands, newProductsPage };
    }
    case 'special_page': {
      const kind = LISTING_KINDS[resolved.page];
      const [page, articles, brands] = await Promise.all([
        getSpecialPage(resolved.page),
        kind ? listArticles(kind) : Promise.resolve([]),
        resolved.page === 'allBrands' ? getAllBrands() : Promise.resolve([]),
      ]);
      return page ? { screen: 'special', key: resolved.page, page, articles, brands } : { screen: 'not_found' };
    }
    case 'product_category': {
      const category = await getCategory(resolved.slug);
      return category ? { screen: 'category', category } : { screen: 'not_found' };
    }
    case 'blog_article':
    case 'faq_article':
    case 'terms_of_business_article': {
      const kind = resolved.type === 'blog_article' ? 'blog' : resolved.type === 'faq_article' ? 'faq' : 'termsOfBusiness';
      const [article, siblings, listing] = await Promise.all([getArticle(kind, resolved.slug), listArticles(kind), getSpecialPage(kind)]);
      return article ? { screen: 'article', article, siblings, listing } : { screen: 'not_found' };
    }
    case 'product_details': {
      const family = await getProductFamily(resolved.familySlug);
      return family ? { screen: 'product', family } : { screen: 'not_found' };
    }
    case 'not_found':
      return { screen: 'not_found' };
  }
}

/**
 * The address a category, product or special page is published at (docs/shop.md, Links to content), or null for
 * other screens. A path also finds a category under any parent (`/{anything}/{category}/`) and a product under any
 * first segment, and a retired address resolves to the special page it leads to (lib/routing/retired-slugs.ts);
 * the catch-all redirects those addresses here rather than render and cache a copy of the page for each one.
 */
export function canonicalPath(data: ScreenData): string | null {
  if (data.screen === 'category') return data.category.href;
  if (data.screen === 'special') return data.page.href;
  // A product without a category has the link /{slug}/, which path resolution cannot resolve to it: no
  // redirect there.
  if (data.screen === 'product') return pathSegments(data.family.href).length === 2 ? data.family.href : null;
  return null;
}

/** Resolves a path and loads its screen's data (deduplicated within one request). */
export const getScreenData = cache(async (path: string): Promise<ScreenData> => {
  await getGlobalData();
  return load(await resolvePath(path, contentPathLookups));
});
