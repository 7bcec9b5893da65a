import type { Brand, Category, ProductFamily, ProductSubtype, ProductType, ProductVariant } from './catalogue-types';
import type { IdSource } from './id-source';
import type { MediaRegistry } from './media-registry';
import { daysBefore } from './random';
import type { ColourKey } from './vocabulary';

/** The shop's own products: the gift wrappings and the gift card, under the shop's own brand. */
export function giftFamilies(
  ids: IdSource,
  media: MediaRegistry,
  accessory: { type: ProductType; subcategories: Category[]; subtypes: ProductSubtype[] },
  brand: Brand,
  referenceDate: string,
  pricing: (price: number, discount: number) => ProductVariant['pricing'],
  nextEan: () => string,
): ProductFamily[] {
  const presents = accessory.subcategories[accessory.subcategories.length - 1]!;
  const subtype = accessory.subtypes[accessory.subtypes.length - 1]!;
  const createdAt = daysBefore(referenceDate, 400);
  const variant = (name: string, sku: string, price: number, colour: ColourKey, flags: Partial<ProductVariant>): ProductVariant => ({
    id: ids.take(),
    sku,
    ean: nextEan(),
    name,
    sizes: [],
    colourIds: [],
    materialIds: [],
    mediaIds: [media.product('gift', colour, null, 0, 0, name)],
    pricing: pricing(price, 0),
    stockQuantity: 10_000,
    availability: 'in_stock',
    allowOrdering: true,
    isGiftCard: false,
    isGiftWrapping: false,
    createdAt,
    ...flags,
  });
  const wrappings = [
    variant('Presentinslagning Klassisk vit', 'GL-GIFT-WRAP-1', 0, 'white', { isGiftWrapping: true }),
    variant('Presentinslagning Guldrosett', 'GL-GIFT-WRAP-2', 29, 'gold', { isGiftWrapping: true }),
    variant('Presentinslagning Sammetsask', 'GL-GIFT-WRAP-3', 49, 'blue', { isGiftWrapping: true }),
  ];
  const card = variant('Presentkort Glans', 'GL-GIFT-CARD', 500, 'black', { isGiftCard: true });
  const family = (name: string, slug: string, description: string, variants: ProductVariant[]): ProductFamily => ({
    id: ids.take(),
    slug,
    name,
    brandId: brand.id,
    categoryId: presents.id,
    productTypeId: accessory.type.id,
    productSubtypeId: subtype.id,
    soldAsSingle: true,
    isOpen: name.startsWith('Presentkort'),
    description,
    mediaIds: [...new Set(variants.flatMap((v) => v.mediaIds))],
    seo: { title: name, description, imageId: variants[0]!.mediaIds[0]! },
    createdAt,
    variants,
  });
  return [
    family('Presentinslagning', 'presentinslagning-glans', 'Låt oss slå in ditt smycke för hand – välj papper och rosett.', wrappings),
    family('Presentkort', 'presentkort-glans', 'Ett presentkort på valfritt belopp mellan 100 och 10 000 kr, giltigt i ett år.', [card]),
  ];
}
