import type { Availability, StockInformation } from '@/lib/commerce/types';
import type { Money } from '@/lib/content/types';
import type { BasketTextKey } from '@/components/basket/basket-texts';
import type { BasketState } from '@/stores/basket-store';

/** The chosen variant as the control needs it (from the product page, i.e. `?variantId=`). */
export interface AddToBasketVariant {
  variantId: string;
  sku: string;
  /** The family's name (what the shopper calls the product). */
  productName: string;
  /** Size or variant label, when the family has several. */
  variantLabel: string | null;
  brand: string;
  price: Money | null;
  availability: Availability;
  allowOrdering: boolean;
  stockQuantity: number;
  isGiftCard: boolean;
}

export type LiveStock = Pick<StockInformation, 'availability' | 'allowOrdering' | 'stockQuantity'> & { orderableQuantity: number | null };

/** The variant's stock as the content says it (before the commerce service's live stock has been read). */
export function contentStock(variant: AddToBasketVariant): LiveStock {
  return { availability: variant.availability, allowOrdering: variant.allowOrdering, stockQuantity: variant.stockQuantity, orderableQuantity: null };
}

/** Why the variant cannot be added now, or null when it can. */
export function blockedReason(variant: AddToBasketVariant, stock: LiveStock, inBasket: number): BasketTextKey | null {
  if (!variant.isGiftCard && !variant.price) return 'noPrice';
  if (!stock.allowOrdering) return 'notOrderable';
  if (stock.availability === 'sold_out') return 'soldOut';
  if (stock.orderableQuantity !== null && stock.orderableQuantity <= 0) return 'notOrderable';
  if (stock.orderableQuantity !== null && inBasket >= stock.orderableQuantity) return 'maxInBasket';
  return null;
}

/** How many of the variant the basket holds (its own lines, not bundles). */
export function countInBasket(state: Pick<BasketState, 'basket'>, variantId: string): number {
  return (state.basket?.items ?? []).filter((item) => item.variantId === variantId && Object.keys(item.bundleProducts).length === 0).reduce((sum, item) => sum + item.quantity, 0);
}

/** A gift card's amount as typed (spaces and a decimal comma allowed); NaN when empty. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The amount a gift card's field starts with. */
export function initialGiftCardAmount(variant: AddToBasketVariant): string {
  return String(variant.price?.amount ?? 500);
}
