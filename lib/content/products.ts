import { cache } from 'react';
import { ProductFamilyQuery, ProductFamilySlugsQuery } from './catalogue-queries';
import { mapBrandSummary, mapCategorySummary } from './categories';
import { contentRequest } from './client';
import { getGlobalData } from './global-data';
import type { ResultOf } from './graphql';
import { buildLink, type ArticleSlugs } from './links';
import { fieldEditingUrl } from './editing-urls';
import { mapImages, mapSeo } from './map-common';
import { fetchAllPages } from './paged';
import { isPreview } from './preview';
import { orderVariants } from './product-rules';
import { getSalesChannel } from './sales-channel';
import type { Availability, Breadcrumb, Money, ProductFamily, ProductVariant } from './types';

type RawFamily = NonNullable<ResultOf<typeof ProductFamilyQuery>['family']>;
type RawVariant = RawFamily['variants'][number];

const AVAILABILITIES: Availability[] = ['in_stock', 'low_stock', 'sold_out', 'preorder'];

/** The variant's price in the effective sales channel; null when it has none there. */
export function priceFor(pricing: RawVariant['pricing'], priceChannelName: string): Money | null {
  const entry = pricing.find((p) => p.salesChannel?.name === priceChannelName);
  if (!entry || typeof entry.price !== 'number') return null;
  const discounted = typeof entry.priceDiscounted === 'number' && entry.priceDiscounted < entry.price ? entry.priceDiscounted : entry.price;
  return {
    amount: discounted,
    original: entry.price,
    percentDiscount: discounted < entry.price ? (entry.percentDiscount ?? Math.round((1 - discounted / entry.price) * 100)) : 0,
    isDiscounted: discounted < entry.price,
  };
}

function mapVariant(raw: RawVariant, familyName: string, priceChannelName: string): ProductVariant {
  const stockQuantity = raw.stockQuantity ?? 0;
  const availability = AVAILABILITIES.find((a) => a === raw.availability) ?? (stockQuantity > 0 ? 'in_stock' : 'sold_out');
  return {
    id: raw.id,
    sku: raw.sku ?? '',
    ean: raw.ean ?? '',
    name: raw.name ?? familyName,
    sizes: raw.sizes.map((size) => ({ kind: size.kind ?? '', value: size.value ?? '' })),
    sizeLabel: raw.sizes[0]?.value ?? null,
    colours: raw.colours.map((colour) => ({ name: colour.name ?? '', hex: colour.hex ?? null })),
    materials: raw.materials.map((material) => material.name ?? '').filter(Boolean),
    images: mapImages(raw.media, raw.name ?? familyName, fieldEditingUrl(raw, 'media')),
    price: priceFor(raw.pricing, priceChannelName),
    stockQuantity,
    availability,
    // allowOrdering defaults to true.
    allowOrdering: raw.allowOrdering ?? true,
    isGiftCard: raw.isGiftCard ?? false,
    isGiftWrapping: raw.isGiftWrapping ?? false,
    createdAt: raw._createdAt,
  };
}

export const getProductFamily = cache(async (slug: string): Promise<ProductFamily | null> => {
  const [global, preview, channel] = await Promise.all([getGlobalData(), isPreview(), getSalesChannel()]);
  const { family } = await contentRequest(ProductFamilyQuery, { slug, locale: 'sv_SE' }, { preview, tags: ['product_family'] });
  if (!family) return null;
  const slugs: ArticleSlugs = { blog: global.slugs.blog, faq: global.slugs.faq, termsOfBusiness: global.slugs.termsOfBusiness };
  const name = family.name ?? '';
  const category = family.category ? mapCategorySummary(family.category, slugs) : null;
  const parent = family.category?.parent ? mapCategorySummary(family.category.parent, slugs) : null;
  const href = buildLink({ slug: family.slug, modelApiKey: 'product_family', parent: family.category ?? null }, slugs);
  const breadcrumbs: Breadcrumb[] = [{ label: global.dictionary.home, href: '/' }];
  if (parent) breadcrumbs.push({ label: parent.navigationTitle, href: parent.href });
  if (category) breadcrumbs.push({ label: category.navigationTitle, href: category.href });
  breadcrumbs.push({ label: name, href });
  const brand = family.brand ? mapBrandSummary(family.brand, slugs) : { id: '', name: '', slug: '', href: '/', logo: null };
  return {
    id: family.id,
    slug: family.slug ?? '',
    name,
    href,
    brand: { ...brand, stockCredit: family.brand?.stockCredit ?? 0 },
    category,
    productType: family.productType
      ? {
          name: family.productType.name ?? '',
          alias: family.productType.alias ?? '',
          sizeGuide: family.productType.sizeGuide?.slug
            ? { title: family.productType.sizeGuide.header ?? '', href: buildLink({ slug: family.productType.sizeGuide.slug, modelApiKey: 'blog_article' }, slugs) }
            : null,
        }
      : null,
    productSubtype: family.productSubtype?.name ?? null,
    soldAsSingle: family.soldAsSingle ?? false,
    isOpen: family.isOpen ?? false,
    description: family.description ?? '',
    images: mapImages(family.media, name, fieldEditingUrl(family, 'media')),
    variants: orderVariants(family.variants.map((variant) => mapVariant(variant, name, channel.priceChannelName))),
    createdAt: family._createdAt,
    breadcrumbs,
    seo: mapSeo(family._seoMetaTags),
  };
});

/** Every product family's path (sitemap, static params), newest first. */
export async function getAllProductPaths(): Promise<{ categorySlug: string; familySlug: string; updatedAt: string }[]> {
  const raw = await fetchAllPages(async (first, skip) => (await contentRequest(ProductFamilySlugsQuery, { first, skip }, { tags: ['product_family'] })).families);
  return raw.flatMap((family) => (family.slug && family.category?.slug ? [{ categorySlug: family.category.slug, familySlug: family.slug, updatedAt: family._updatedAt }] : []));
}
