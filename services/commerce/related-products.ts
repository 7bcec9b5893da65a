import type { RelatedProduct } from '../../lib/commerce/types';
import type { CatalogueIndex, ResolvedChannel, VariantEntry } from './catalogue-index';
import { toSek } from './money';
import { availabilityOf } from './stock-rules';
import type { ProductFamily } from '../seed/catalogue-types';

/**
 * Products to suggest beside a basket: families of the same brand or product type as the basket's items
 * (both first), not already in the basket, each shown by its first variant that is in stock, orderable and
 * priced in the channel; newest first within a rank. Gift cards and gift wrapping are never suggested.
 * Each names what it is made of and its colours, so two suggestions of one name can be told apart.
 */

function suggestable(entry: VariantEntry): boolean {
  const { variant } = entry;
  return !variant.isGiftCard && !variant.isGiftWrapping && variant.allowOrdering;
}

export interface CandidateOptions {
  catalogue: CatalogueIndex;
  channel: ResolvedChannel;
}

export interface RelatedOptions extends CandidateOptions {
  stockQuantity: (variantId: string) => number;
  limit: number;
}

/**
 * The families that may be suggested, best first, each with its variants that could represent it as far
 * as the catalogue goes (orderable, priced, no gift card or wrapping); stock decides among them later.
 */
export function relatedCandidates(basketEntries: readonly VariantEntry[], options: CandidateOptions): VariantEntry[][] {
  const merchandise = basketEntries.filter((entry) => !entry.variant.isGiftCard && !entry.variant.isGiftWrapping);
  const inBasket = new Set(basketEntries.map((entry) => entry.family.id));
  const brands = new Set(merchandise.map((entry) => entry.brand.id));
  const types = new Set(merchandise.map((entry) => entry.productTypeId));
  if (brands.size === 0) return [];

  const ranked: { rank: number; family: ProductFamily; variants: VariantEntry[] }[] = [];
  for (const family of options.catalogue.catalogue.families) {
    if (inBasket.has(family.id)) continue;
    const rank = (brands.has(family.brandId) ? 1 : 0) + (types.has(family.productTypeId) ? 1 : 0);
    if (rank === 0) continue;
    const variants: VariantEntry[] = [];
    for (const variant of family.variants) {
      const entry = options.catalogue.variant(variant.id);
      if (entry && suggestable(entry) && options.catalogue.price(variant, options.channel)) variants.push(entry);
    }
    if (variants.length > 0) ranked.push({ rank, family, variants });
  }
  ranked.sort((a, b) => b.rank - a.rank || b.family.createdAt.localeCompare(a.family.createdAt) || a.family.id.localeCompare(b.family.id));
  return ranked.map((candidate) => candidate.variants);
}

/** Of the candidate families (in order), the first `limit` with a variant in stock, each by that variant. */
export function pickRelated(candidates: readonly VariantEntry[][], options: RelatedOptions): RelatedProduct[] {
  const picked: RelatedProduct[] = [];
  for (const variants of candidates) {
    if (picked.length >= options.limit) break;
    const entry = variants.find((candidate) => options.stockQuantity(candidate.variant.id) > 0);
    if (!entry) continue;
    const price = options.catalogue.price(entry.variant, options.channel)!;
    picked.push({
      variantId: entry.variant.id,
      familyId: entry.family.id,
      name: entry.variant.name,
      familyName: entry.family.name,
      brand: entry.brand.name,
      price: toSek(price.discountedOre),
      originalPrice: toSek(price.priceOre),
      percentDiscount: price.percentDiscount,
      image: entry.image,
      materials: entry.materials,
      colours: entry.colours,
      url: entry.url,
      availability: availabilityOf(entry, options.stockQuantity(entry.variant.id)),
    });
  }
  return picked;
}

export function relatedProducts(basketEntries: readonly VariantEntry[], options: RelatedOptions): RelatedProduct[] {
  return pickRelated(relatedCandidates(basketEntries, options), options);
}
