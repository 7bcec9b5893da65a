import type { RelatedProduct } from '../../lib/commerce/types';
import type { CatalogueIndex, ResolvedChannel, VariantEntry } from './catalogue-index';
import { toSek } from './money';
import { availabilityOf } from './stock-rules';

/**
 * Products to suggest beside a basket: families of the same brand or product type as the basket's items
 * (both first), not already in the basket, each shown by its first variant that is in stock, orderable and
 * priced in the channel; newest first within a rank. Gift cards and gift wrapping are never suggested.
 */

export interface RelatedOptions {
  catalogue: CatalogueIndex;
  channel: ResolvedChannel;
  stockQuantity: (variantId: string) => number;
  limit: number;
}

function suggestable(entry: VariantEntry, options: RelatedOptions): boolean {
  const { variant } = entry;
  return !variant.isGiftCard && !variant.isGiftWrapping && variant.allowOrdering && options.stockQuantity(variant.id) > 0;
}

export function relatedProducts(basketEntries: readonly VariantEntry[], options: RelatedOptions): RelatedProduct[] {
  const merchandise = basketEntries.filter((entry) => !entry.variant.isGiftCard && !entry.variant.isGiftWrapping);
  const inBasket = new Set(basketEntries.map((entry) => entry.family.id));
  const brands = new Set(merchandise.map((entry) => entry.brand.id));
  const types = new Set(merchandise.map((entry) => entry.productTypeId));
  if (brands.size === 0) return [];

  const ranked: { rank: number; entry: VariantEntry; createdAt: string }[] = [];
  for (const family of options.catalogue.catalogue.families) {
    if (inBasket.has(family.id)) continue;
    const rank = (brands.has(family.brandId) ? 1 : 0) + (types.has(family.productTypeId) ? 1 : 0);
    if (rank === 0) continue;
    for (const variant of family.variants) {
      const entry = options.catalogue.variant(variant.id);
      if (!entry || !suggestable(entry, options) || !options.catalogue.price(variant, options.channel)) continue;
      ranked.push({ rank, entry, createdAt: family.createdAt });
      break;
    }
  }
  ranked.sort((a, b) => b.rank - a.rank || b.createdAt.localeCompare(a.createdAt) || a.entry.family.id.localeCompare(b.entry.family.id));

  return ranked.slice(0, options.limit).map(({ entry }) => {
    const price = options.catalogue.price(entry.variant, options.channel)!;
    return {
      variantId: entry.variant.id,
      familyId: entry.family.id,
      name: entry.variant.name,
      familyName: entry.family.name,
      brand: entry.brand.name,
      price: toSek(price.discountedOre),
      originalPrice: toSek(price.priceOre),
      percentDiscount: price.percentDiscount,
      image: entry.image,
      url: entry.url,
      availability: availabilityOf(entry, options.stockQuantity(entry.variant.id)),
    };
  });
}
