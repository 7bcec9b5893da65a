import { cache } from 'react';
import { CATEGORY_LOOKUP_FULL, CATEGORY_LOOKUP_SMALL } from '../constants';
import { AllBrandsQuery, AllCategoriesQuery, CategoryExistsQuery, CategoryForBrandAndTypeQuery, CategoryQuery, TopCategoriesQuery } from './catalogue-queries';
import { contentRequest } from './client';
import type { BrandSummaryFields, CategorySummaryFields } from './fragments';
import { getGlobalData } from './global-data';
import type { ResultOf } from './graphql';
import { buildLink, type ArticleSlugs } from './links';
import { fieldEditingUrl } from './editing-urls';
import { mapImage, mapImages, mapSeo } from './map-common';
import { fetchAllPages } from './paged';
import { isPreview } from './preview';
import { mapRichText } from './rich-text';
import type { BrandSummary, Breadcrumb, CategorySummary, ProductCategory } from './types';

type RawCategorySummary = ResultOf<typeof CategorySummaryFields>;
type RawBrandSummary = ResultOf<typeof BrandSummaryFields>;

async function articleSlugs(): Promise<ArticleSlugs> {
  const { slugs } = await getGlobalData();
  return { blog: slugs.blog, faq: slugs.faq, termsOfBusiness: slugs.termsOfBusiness };
}

export function categoryHref(raw: { slug?: string | null; parent?: { slug?: string | null } | null }, slugs: ArticleSlugs): string {
  return buildLink({ slug: raw.slug, modelApiKey: 'product_category', parent: raw.parent ?? null }, slugs);
}

export function mapCategorySummary(raw: RawCategorySummary, slugs: ArticleSlugs): CategorySummary {
  return {
    id: raw.id,
    slug: raw.slug ?? '',
    title: raw.title ?? '',
    navigationTitle: raw.navigationTitle || raw.title || '',
    href: categoryHref(raw, slugs),
    teaser: raw.teaser ?? '',
    image: mapImage(raw.heroImage, raw.title ?? '', fieldEditingUrl(raw, 'hero_image')),
  };
}

export function mapBrandSummary(raw: RawBrandSummary, slugs: ArticleSlugs): BrandSummary {
  return {
    id: raw.id,
    name: raw.name ?? '',
    slug: raw.slug ?? '',
    href: raw.category ? categoryHref(raw.category, slugs) : '/',
    logo: mapImage(raw.logo, raw.name ?? '', fieldEditingUrl(raw, 'logo')),
  };
}

export const getCategory = cache(async (slug: string): Promise<ProductCategory | null> => {
  const [slugs, global, preview] = await Promise.all([articleSlugs(), getGlobalData(), isPreview()]);
  const { category } = await contentRequest(CategoryQuery, { slug, locale: 'sv_SE' }, { preview, tags: ['product_category'] });
  if (!category) return null;
  const summary = mapCategorySummary(category, slugs);
  const parent = category.parent ? mapCategorySummary(category.parent, slugs) : null;
  const breadcrumbs: Breadcrumb[] = [{ label: global.dictionary.home, href: '/' }];
  if (parent) breadcrumbs.push({ label: parent.navigationTitle, href: parent.href });
  // A brand's page sits under the one brands overview (the all_brand special page), which is not a category.
  else if (category.brand && global.slugs.allBrands) breadcrumbs.push({ label: global.dictionary.allBrands, href: buildLink({ slug: global.slugs.allBrands }, slugs) });
  breadcrumbs.push({ label: summary.navigationTitle, href: summary.href });
  return {
    ...summary,
    header: category.header || summary.title,
    parent,
    children: [...category.children].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((child) => mapCategorySummary(child, slugs)),
    brand: category.brand ? mapBrandSummary(category.brand, slugs) : null,
    productType: category.productType ? { id: category.productType.id, name: category.productType.name ?? '', alias: category.productType.alias ?? '' } : null,
    hero: summary.image,
    slider: mapImages(category.slider, summary.title, fieldEditingUrl(category, 'slider')),
    content: mapRichText(category.content, slugs, fieldEditingUrl(category, 'content')),
    specializedProductSearch: category.specializedProductSearch ?? false,
    newProductsOnly: category.newProductsOnly ?? false,
    breadcrumbs,
    seo: mapSeo(category._seoMetaTags),
  };
});

export async function categoryExists(slug: string): Promise<boolean> {
  const { meta } = await contentRequest(CategoryExistsQuery, { slug }, { preview: await isPreview(), tags: ['product_category'] });
  return meta.count > 0;
}

/** Top-level categories (the first 99) but the brands' (their overview is the all_brand page), in editorial order. */
export const getTopCategories = cache(async (): Promise<CategorySummary[]> => {
  const [slugs, preview] = await Promise.all([articleSlugs(), isPreview()]);
  const { categories } = await contentRequest(TopCategoriesQuery, { first: CATEGORY_LOOKUP_SMALL, locale: 'sv_SE' }, { preview, tags: ['product_category'] });
  return categories.map((category) => mapCategorySummary(category, slugs));
});

/** Every category, paged by 500 (sitemap, static params). */
export const getAllCategories = cache(async (): Promise<(CategorySummary & { updatedAt: string; parentSlug: string | null })[]> => {
  const [slugs, preview] = await Promise.all([articleSlugs(), isPreview()]);
  const raw = await fetchAllPages(
    async (first, skip) => (await contentRequest(AllCategoriesQuery, { first, skip, locale: 'sv_SE' }, { preview, tags: ['product_category'] })).categories,
    CATEGORY_LOOKUP_FULL,
  );
  return raw.map((category) => ({ ...mapCategorySummary(category, slugs), updatedAt: category._updatedAt, parentSlug: category.parent?.slug ?? null }));
});

export async function getCategoryForBrandAndType(brandId: string, productTypeId: string): Promise<CategorySummary | null> {
  const [slugs, preview] = await Promise.all([articleSlugs(), isPreview()]);
  const { category } = await contentRequest(
    CategoryForBrandAndTypeQuery,
    { brand: brandId, productType: productTypeId, locale: 'sv_SE' },
    { preview, tags: ['product_category'] },
  );
  return category ? mapCategorySummary(category, slugs) : null;
}

export const getAllBrands = cache(async (): Promise<BrandSummary[]> => {
  const [slugs, preview] = await Promise.all([articleSlugs(), isPreview()]);
  const raw = await fetchAllPages(async (first, skip) => (await contentRequest(AllBrandsQuery, { first, skip, locale: 'sv_SE' }, { preview, tags: ['brand'] })).brands);
  return raw.map((brand) => mapBrandSummary(brand, slugs));
});
