import { SALES_CHANNEL_STORE_NAME } from '../../lib/constants';
import type { Availability, Catalogue, Category, MediaAsset, ProductFamily, ProductVariant, VariantPricing } from '../seed/catalogue-types';
import { availabilityRank, type SearchRecord } from './search-record';

/**
 * The one record builder: turns product families into search records, one per product card, whatever
 * their source (the demo catalogue file, `catalogue-source.ts`; the content service's GraphQL and commerce's
 * stock, `content-source.ts`). Each source gives the lookups (`RecordLookups`) and the families:
 * - variants of a family that differ only by size form one record, with every size in `sizes`;
 * - a family sold in several colours gives one record per colour (each colour is its own card, image and
 *   price, like the shop's listing shows them);
 * - gift-wrapping variants are services of the basket, not products, and are left out.
 */

const AVAILABILITY_ORDER: Record<Availability, number> = { in_stock: 0, low_stock: 1, preorder: 2, sold_out: 3 };

/** What the builder looks up by id while it maps a family. */
export interface RecordLookups {
  categories: Map<string, Pick<Category, 'id' | 'slug' | 'parentId'>>;
  media: Map<string, Pick<MediaAsset, 'path' | 'width' | 'height' | 'alt'>>;
  brands: Map<string, { name: string; categoryId: string }>;
  productTypes: Map<string, { name: string; alias: string }>;
  productSubtypes: Map<string, string>;
  colours: Map<string, string>;
  materials: Map<string, string>;
  priceChannelIds: string[];
}

/** The sales channels whose prices count, best first: the store channel's parent, then the store channel. */
export function effectivePriceChannelIds(catalogue: Catalogue): string[] {
  const store =
    catalogue.salesChannels.find((channel) => channel.id === catalogue.global.salesChannelConfig.salesChannelId) ??
    catalogue.salesChannels.find((channel) => channel.name === SALES_CHANNEL_STORE_NAME);
  if (!store) return catalogue.salesChannels.map((channel) => channel.id);
  return store.parentId ? [store.parentId, store.id] : [store.id];
}

/** The lookups of a whole catalogue file. */
export function catalogueLookups(catalogue: Catalogue): RecordLookups {
  return {
    categories: new Map(catalogue.categories.map((category) => [category.id, category])),
    media: new Map(catalogue.media.map((asset) => [asset.id, asset])),
    brands: new Map(catalogue.brands.map((brand) => [brand.id, { name: brand.name, categoryId: brand.categoryId }])),
    productTypes: new Map(catalogue.productTypes.map((type) => [type.id, { name: type.name, alias: type.alias }])),
    productSubtypes: new Map(catalogue.productSubtypes.map((subtype) => [subtype.id, subtype.name])),
    colours: new Map(catalogue.colours.map((colour) => [colour.id, colour.name])),
    materials: new Map(catalogue.materials.map((material) => [material.id, material.name])),
    priceChannelIds: effectivePriceChannelIds(catalogue),
  };
}

function pricingFor(variant: ProductVariant, channelIds: string[]): VariantPricing | undefined {
  for (const channelId of channelIds) {
    const pricing = variant.pricing.find((entry) => entry.salesChannelId === channelId);
    if (pricing) return pricing;
  }
  return variant.pricing[0];
}

/** A category and its ancestors, nearest first (guarded against cycles). */
function withAncestors(categoryId: string, categories: RecordLookups['categories']): Pick<Category, 'id' | 'slug' | 'parentId'>[] {
  const chain: Pick<Category, 'id' | 'slug' | 'parentId'>[] = [];
  const seen = new Set<string>();
  let current = categories.get(categoryId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.push(current);
    current = current.parentId ? categories.get(current.parentId) : undefined;
  }
  return chain;
}

function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

function isOrderable(variant: ProductVariant): boolean {
  return variant.allowOrdering && variant.availability !== 'sold_out';
}

/** The variants best first: orderable ones, then the cheapest; ties by id for a stable choice. */
function ranked(variants: ProductVariant[], channelIds: string[]): ProductVariant[] {
  const price = (variant: ProductVariant) => pricingFor(variant, channelIds)?.priceDiscounted ?? Number.POSITIVE_INFINITY;
  return [...variants].sort((a, b) => Number(isOrderable(b)) - Number(isOrderable(a)) || price(a) - price(b) || a.id.localeCompare(b.id));
}

function materialNames(variant: ProductVariant, look: RecordLookups): string[] {
  return variant.materialIds.map((id) => look.materials.get(id)).filter((name): name is string => Boolean(name));
}

function colourKey(variant: ProductVariant): string {
  return [...variant.colourIds].sort().join('-');
}

function buildRecord(family: ProductFamily, variants: ProductVariant[], objectID: string, look: RecordLookups): SearchRecord {
  const best = ranked(variants, look.priceChannelIds);
  // The card's variant: the cheapest orderable one, else the cheapest.
  const chosen = best[0] as ProductVariant;
  const pricing = pricingFor(chosen, look.priceChannelIds);
  const brand = look.brands.get(family.brandId);
  const type = look.productTypes.get(family.productTypeId);
  const familyCategories = withAncestors(family.categoryId, look.categories);
  const brandCategories = brand ? withAncestors(brand.categoryId, look.categories) : [];
  const categories = unique([...familyCategories, ...brandCategories]);
  const mediaId = chosen.mediaIds[0] ?? family.mediaIds[0];
  const asset = mediaId ? look.media.get(mediaId) : undefined;
  const availability = variants
    .map((variant) => variant.availability)
    .sort((a, b) => AVAILABILITY_ORDER[a] - AVAILABILITY_ORDER[b])[0] as Availability;
  const createdAt = family.createdAt > chosen.createdAt ? family.createdAt : chosen.createdAt;
  const categorySlug = look.categories.get(family.categoryId)?.slug ?? familyCategories[0]?.slug ?? 'produkter';
  return {
    objectID,
    familyId: family.id,
    variantId: chosen.id,
    variantIds: variants.map((variant) => variant.id),
    variants: best.map((variant) => ({
      variantId: variant.id,
      sizes: unique(variant.sizes.map((size) => size.value)),
      material: unique(materialNames(variant, look)),
    })),
    name: family.name,
    brand: brand?.name ?? '',
    productType: type?.name ?? '',
    productTypeAlias: type?.alias ?? '',
    productSubtype: family.productSubtypeId ? (look.productSubtypes.get(family.productSubtypeId) ?? null) : null,
    colour: unique(chosen.colourIds.map((id) => look.colours.get(id)).filter((name): name is string => Boolean(name))),
    material: unique(variants.flatMap((variant) => materialNames(variant, look))),
    sizes: unique(variants.flatMap((variant) => variant.sizes.map((size) => size.value))),
    price: pricing?.priceDiscounted ?? 0,
    originalPrice: pricing?.price ?? 0,
    percentDiscount: pricing?.percentDiscount ?? 0,
    createdAt,
    createdAtTimestamp: Math.floor(Date.parse(createdAt) / 1000),
    image: asset ? { path: asset.path, width: asset.width, height: asset.height, alt: asset.alt } : null,
    url: `/${categorySlug}/${family.slug}/?variantId=${encodeURIComponent(chosen.id)}`,
    categoryIds: categories.map((category) => category.id),
    categorySlugs: categories.map((category) => category.slug),
    availability,
    availabilityRank: availabilityRank(availability),
    allowOrdering: variants.some((variant) => variant.allowOrdering),
    description: family.description,
  };
}

/** The records of one family: one per colour (sizes gathered), gift wrapping left out. */
export function familyRecords(family: ProductFamily, look: RecordLookups): SearchRecord[] {
  const groups = new Map<string, ProductVariant[]>();
  for (const variant of family.variants) {
    if (variant.isGiftWrapping) continue;
    const key = colourKey(variant);
    const group = groups.get(key);
    if (group) group.push(variant);
    else groups.set(key, [variant]);
  }
  const records: SearchRecord[] = [];
  for (const [key, variants] of groups) {
    const objectID = groups.size === 1 ? family.id : `${family.id}-${key || 'x'}`;
    records.push(buildRecord(family, variants, objectID, look));
  }
  return records;
}

/** Every search record of the catalogue, in catalogue order. */
export function buildRecords(catalogue: Catalogue): SearchRecord[] {
  const look = catalogueLookups(catalogue);
  return catalogue.families.flatMap((family) => familyRecords(family, look));
}
