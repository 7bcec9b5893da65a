import { parseQuantity } from '@/lib/commerce/quantity';

/**
 * The basket count: the sum of item quantities, string quantities parsed as integers (docs/shop.md, The basket). It counts
 * products ("2 varor" for two rings): a gift wrapping line is a service for the order, not a "vara". A module
 * of its own, so a screen's first load (the basket's frame) counts without the store's code.
 */
export function basketCount(basket: { items: readonly { quantity: number | string; isGiftWrapping?: boolean }[] } | null | undefined): number {
  if (!basket) return 0;
  return basket.items.reduce((sum, item) => sum + (item.isGiftWrapping ? 0 : (parseQuantity(item.quantity) ?? 0)), 0);
}
