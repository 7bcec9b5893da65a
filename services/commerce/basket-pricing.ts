import type { Basket, BasketCoupon, BasketItem, BundleComponent } from '../../lib/commerce/types';
import type { Coupon } from '../seed/catalogue-types';
import type { CatalogueIndex, ResolvedChannel, VariantEntry } from './catalogue-index';
import { couponAmounts } from './coupon-rules';
import { toSek } from './money';
import type { StoredBasket, StoredItem } from './basket-state';
import { availabilityOf } from './stock-rules';

/**
 * Prices a stored basket: every price comes from the catalogue for the basket's sales channel (a gift
 * card's chosen amount excepted), then item discounts, coupons and totals. Lines whose variant the
 * catalogue no longer has or no longer prices in the channel are left out.
 */

/** A filled bundle slot, at its variant's own price (per unit of its line). */
export interface PricedSlot {
  slot: string;
  entry: VariantEntry;
  unitPriceOre: number;
  unitDiscountOre: number;
}

export interface PricedLine {
  item: StoredItem;
  entry: VariantEntry;
  /** The line's unit price: its variant's and its filled slots'. */
  unitPriceOre: number;
  unitDiscountOre: number;
  lineTotalOre: number;
  slots: PricedSlot[];
}

export interface PricedBasket {
  basket: Basket;
  lines: PricedLine[];
  subtotalOre: number;
  discountOre: number;
  totalOre: number;
  /** Line totals of everything but gift cards (what coupons discount). */
  discountableOre: number;
  coupons: { code: string; amountOre: number }[];
  giftCardsOnly: boolean;
}

export interface PricingContext {
  catalogue: CatalogueIndex;
  channel: ResolvedChannel;
  stockQuantity: (variantId: string) => number;
}

/**
 * The line's filled slots at their catalogue prices; undefined when the catalogue no longer lets a slot be
 * filled so, or no longer prices its variant in the channel (the line is then left out, as a line whose
 * own variant went is).
 */
function priceSlots(item: StoredItem, entry: VariantEntry, context: PricingContext): PricedSlot[] | undefined {
  const slots: PricedSlot[] = [];
  for (const slot of Object.keys(item.bundle).sort()) {
    const variantId = item.bundle[slot]!;
    const slotEntry = context.catalogue.variant(variantId);
    if (!slotEntry || context.catalogue.bundleSlotRefusal(entry, slot, variantId)) return undefined;
    const price = context.catalogue.price(slotEntry.variant, context.channel);
    if (!price) return undefined;
    slots.push({ slot, entry: slotEntry, unitPriceOre: price.priceOre, unitDiscountOre: price.priceOre - price.discountedOre });
  }
  return slots;
}

function priceLine(item: StoredItem, context: PricingContext): PricedLine | undefined {
  const entry = context.catalogue.variant(item.variantId);
  if (!entry) return undefined;
  const slots = priceSlots(item, entry, context);
  if (!slots) return undefined;
  let ownPriceOre: number;
  let ownDiscountOre = 0;
  if (entry.variant.isGiftCard) {
    if (item.giftCardPriceOre === null) return undefined;
    ownPriceOre = item.giftCardPriceOre;
  } else {
    const price = context.catalogue.price(entry.variant, context.channel);
    if (!price) return undefined;
    ownPriceOre = price.priceOre;
    ownDiscountOre = price.priceOre - price.discountedOre;
  }
  const unitPriceOre = ownPriceOre + slots.reduce((sum, slot) => sum + slot.unitPriceOre, 0);
  const unitDiscountOre = ownDiscountOre + slots.reduce((sum, slot) => sum + slot.unitDiscountOre, 0);
  return { item, entry, unitPriceOre, unitDiscountOre, lineTotalOre: (unitPriceOre - unitDiscountOre) * item.quantity, slots };
}

/** Slots in name order, so the answer is the same before and after a restart (jsonb reorders keys). */
function bundleView(bundle: Record<string, string>, catalogue: CatalogueIndex): Record<string, BundleComponent> {
  const view: Record<string, BundleComponent> = {};
  for (const slot of Object.keys(bundle).sort()) {
    const variantId = bundle[slot]!;
    const variant = catalogue.variant(variantId)?.variant;
    view[slot] = { variantId, sku: variant?.sku ?? '', name: variant?.name ?? '' };
  }
  return view;
}

function itemView(line: PricedLine, context: PricingContext): BasketItem {
  const { entry, item } = line;
  return {
    id: item.id,
    variantId: item.variantId,
    quantity: item.quantity,
    unitPrice: toSek(line.unitPriceOre),
    unitDiscount: toSek(line.unitDiscountOre),
    isGiftCard: entry.variant.isGiftCard,
    isGiftWrapping: entry.variant.isGiftWrapping,
    bundleProducts: bundleView(item.bundle, context.catalogue),
    lineTotal: toSek(line.lineTotalOre),
    sku: entry.variant.sku,
    name: entry.variant.name,
    familyId: entry.family.id,
    familyName: entry.family.name,
    familySlug: entry.family.slug,
    categorySlug: entry.categorySlug,
    brand: entry.brand.name,
    url: entry.url,
    image: entry.image,
    sizes: entry.variant.sizes.map((size) => size.value),
    colours: entry.colours,
    materials: entry.materials,
    availability: availabilityOf(entry, context.stockQuantity(item.variantId)),
  };
}

export function priceBasket(stored: StoredBasket, context: PricingContext): PricedBasket {
  const lines = stored.items.map((item) => priceLine(item, context)).filter((line): line is PricedLine => line !== undefined);
  const subtotalOre = lines.reduce((sum, line) => sum + line.unitPriceOre * line.item.quantity, 0);
  const itemDiscountOre = lines.reduce((sum, line) => sum + line.unitDiscountOre * line.item.quantity, 0);
  const discountableOre = lines.filter((line) => !line.entry.variant.isGiftCard).reduce((sum, line) => sum + line.lineTotalOre, 0);
  const coupons = stored.coupons.map((code) => context.catalogue.coupon(code)).filter((coupon): coupon is Coupon => coupon !== undefined);
  const amounts = couponAmounts(coupons, discountableOre);
  const couponOre = amounts.reduce((sum, amount) => sum + amount.amountOre, 0);
  const discountOre = itemDiscountOre + couponOre;
  const totalOre = subtotalOre - discountOre;
  const couponViews: BasketCoupon[] = amounts.map(({ coupon, amountOre, valid }) => ({
    code: coupon.code,
    amount: toSek(amountOre),
    valid,
    description: coupon.description,
  }));
  return {
    basket: {
      basketId: stored.id,
      userId: stored.userId,
      items: lines.map((line) => itemView(line, context)),
      coupons: couponViews,
      itemCount: lines.reduce((sum, line) => sum + line.item.quantity, 0),
      subtotal: toSek(subtotalOre),
      discountTotal: toSek(discountOre),
      total: toSek(totalOre),
      currency: 'SEK',
      comment: stored.comment,
      status: stored.status,
      createdAt: stored.createdAt,
      updatedAt: stored.updatedAt,
    },
    lines,
    subtotalOre,
    discountOre,
    totalOre,
    discountableOre,
    coupons: amounts.map(({ coupon, amountOre }) => ({ code: coupon.code, amountOre })),
    giftCardsOnly: lines.length > 0 && lines.every((line) => line.entry.variant.isGiftCard),
  };
}
