/**
 * Pure product rules (docs/shop.md, New products and Listing rules): the order of a family's variants, the new-product marker, which
 * variant a product page shows, and what a variant's availability means for a shopper. No I/O, no React.
 */
import { NEW_PRODUCT_WINDOW_DAYS } from '@/lib/constants';
import type { Availability } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first number in a text ("17 mm" → 17, "Längd 45,5 cm" → 45.5, "S" → null). */
export function firstNumberIn(text: string): number | null {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * The sort key of a variant: its first size value, taken as a number when it is one, otherwise
 * the first number found in its text. A variant without a size (or without a number in it) has no key.
 */
export function variantSortKey(variant: { sizes: readonly { value: string }[] }): number | null {
  const first = variant.sizes[0];
  if (!first) return null;
  // A plain number ("17", "16,5") is its own first number, so one rule covers a number and a text alike.
  return firstNumberIn(first.value);
}

/**
 * Variants ordered by their first size value, ascending. The sort is stable: variants with equal
 * keys keep the content service's order, and variants without a key come last in their original order.
 * Returns a new array.
 */
export function orderVariants<V extends { sizes: readonly { value: string }[] }>(variants: readonly V[]): V[] {
  return variants
    .map((variant, index) => ({ variant, index, key: variantSortKey(variant) }))
    .sort((a, b) => {
      if (a.key === null && b.key === null) return a.index - b.index;
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      return a.key - b.key || a.index - b.index;
    })
    .map((entry) => entry.variant);
}

/**
 * A product counts as new when it was created less than 30 days before `now`. A creation date
 * that cannot be read is not new; one slightly in the future (clock skew) is.
 */
export function isNew(createdAt: string | Date, now: Date | number | string): boolean {
  const created = new Date(createdAt).getTime();
  const reference = new Date(now).getTime();
  if (Number.isNaN(created) || Number.isNaN(reference)) return false;
  return reference - created < NEW_PRODUCT_WINDOW_DAYS * DAY_MS;
}

interface OrderableVariant {
  id: string;
  availability: Availability;
  allowOrdering: boolean;
  stockQuantity: number;
}

/** What the shopper is told about a variant: its availability, or that it cannot be ordered at all. */
export type AvailabilityStatus = Availability | 'not_orderable';

export function availabilityStatus(variant: Pick<OrderableVariant, 'availability' | 'allowOrdering'>): AvailabilityStatus {
  if (!variant.allowOrdering) return 'not_orderable';
  return variant.availability;
}

/** A variant a shopper can put in the basket now: ordering allowed and not sold out. */
export function isOrderable(variant: Pick<OrderableVariant, 'availability' | 'allowOrdering'>): boolean {
  return variant.allowOrdering && variant.availability !== 'sold_out';
}

/** Orderable and physically in stock (in stock or few left, with units on hand). */
export function isOrderableInStock(variant: OrderableVariant): boolean {
  return isOrderable(variant) && (variant.availability === 'in_stock' || variant.availability === 'low_stock') && variant.stockQuantity > 0;
}

/**
 * The variant a product page shows: the one named by `?variantId=` when the family has it; otherwise the
 * first orderable variant in stock, then the first orderable one (pre-order), then the first variant.
 * `variants` is expected in display order. Null only for a family without variants.
 */
export function chooseVariant<V extends OrderableVariant>(variants: readonly V[], variantId?: string | null): V | null {
  if (variantId) {
    const requested = variants.find((variant) => variant.id === variantId);
    if (requested) return requested;
  }
  return variants.find(isOrderableInStock) ?? variants.find(isOrderable) ?? variants[0] ?? null;
}

/** The product page URL with `?variantId=` set (any query or hash on `familyHref` is replaced). */
export function variantHref(familyHref: string, variantId: string): string {
  const base = familyHref.split(/[?#]/, 1)[0] ?? familyHref;
  return `${base}?variantId=${encodeURIComponent(variantId)}`;
}
