/**
 * A basket as stored, and the pure rules of changing its lines. A line is identified by its variant and
 * its bundle composition: the same variant with other slot variants is another line. A gift card line
 * carries the amount the shopper chose.
 */

export interface StoredItem {
  id: string;
  variantId: string;
  quantity: number;
  /** Gift cards only: the chosen amount, öre. */
  giftCardPriceOre: number | null;
  /** Bundle slots: slot → variant id. */
  bundle: Record<string, string>;
  bundleKey: string;
}

export interface StoredBasket {
  id: string;
  userId: string;
  status: 'open' | 'ordered';
  salesChannelId: string;
  orderId: string | null;
  comment: string | null;
  /** Applied coupon codes, in the order they were added. */
  coupons: string[];
  /** Lines in the order they were added. */
  items: StoredItem[];
  createdAt: string;
  updatedAt: string;
}

export interface LineChange {
  variantId: string;
  quantity: number;
  giftCardPriceOre: number | null;
  /** Null: no bundle given (with quantity 0 that removes every line of the variant). */
  bundle: Record<string, string> | null;
}

export type ItemMutation = { kind: 'none' } | { kind: 'upsert'; item: StoredItem; isNew: boolean } | { kind: 'delete'; itemIds: string[] };

/** A canonical key of a bundle composition: `slot=variant` pairs sorted by slot. */
export function bundleKeyOf(bundle: Record<string, string>): string {
  return Object.keys(bundle)
    .sort()
    .map((slot) => `${slot}=${bundle[slot]}`)
    .join('&');
}

/** The lines after setting one line's quantity (0 removes it), and the one write that makes it so. */
export function planLineChange(
  items: readonly StoredItem[],
  change: LineChange,
  newId: () => string,
): { items: StoredItem[]; mutation: ItemMutation } {
  if (change.quantity === 0 && change.bundle === null) {
    const removed = items.filter((item) => item.variantId === change.variantId);
    if (removed.length === 0) return { items: [...items], mutation: { kind: 'none' } };
    return {
      items: items.filter((item) => item.variantId !== change.variantId),
      mutation: { kind: 'delete', itemIds: removed.map((item) => item.id) },
    };
  }
  const bundle = change.bundle ?? {};
  const bundleKey = bundleKeyOf(bundle);
  const existing = items.find((item) => item.variantId === change.variantId && item.bundleKey === bundleKey);
  if (change.quantity === 0) {
    if (!existing) return { items: [...items], mutation: { kind: 'none' } };
    return { items: items.filter((item) => item !== existing), mutation: { kind: 'delete', itemIds: [existing.id] } };
  }
  if (existing) {
    const item: StoredItem = {
      ...existing,
      quantity: change.quantity,
      giftCardPriceOre: change.giftCardPriceOre ?? existing.giftCardPriceOre,
    };
    return {
      items: items.map((candidate) => (candidate === existing ? item : candidate)),
      mutation: { kind: 'upsert', item, isNew: false },
    };
  }
  const item: StoredItem = {
    id: newId(),
    variantId: change.variantId,
    quantity: change.quantity,
    giftCardPriceOre: change.giftCardPriceOre,
    bundle: { ...bundle },
    bundleKey,
  };
  return { items: [...items, item], mutation: { kind: 'upsert', item, isNew: true } };
}

/** A basket's next `updatedAt`: now, but always later than the previous one, so answers can be ordered. */
export function nextTimestamp(previous: string, now = new Date()): string {
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) ? now.getTime() : Math.max(now.getTime(), last + 1)).toISOString();
}
