/**
 * What the browser keeps of the basket (localStorage): its id, the shopper's id and the basket's count as last
 * read from the commerce API. The header draws its count from these before the basket store's code has arrived
 * (components/basket/basket-hub.tsx), so this module stays small: no store, no commerce client.
 */

export const BASKET_ID_KEY = 'basketId';
export const USER_ID_KEY = 'userId';
/** `{ "basketId": …, "count": … }`: the count of that basket when the store last read or changed it. */
export const BASKET_COUNT_KEY = 'basketCount';

/** A count not known from the browser's storage. */
export const COUNT_UNKNOWN = -1;

export interface StringStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The count the browser holds for the stored basket: 0 with no stored basket (there is nothing to fetch, as the
 * store has it), the remembered count of that same basket, or COUNT_UNKNOWN (a basket id with no count, or the
 * count of another basket).
 */
export function storedBasketCount(storage: StringStorage): number {
  const basketId = storage.getItem(BASKET_ID_KEY);
  if (!basketId) return 0;
  try {
    const remembered = JSON.parse(storage.getItem(BASKET_COUNT_KEY) ?? 'null') as { basketId?: unknown; count?: unknown } | null;
    const count = remembered?.count;
    if (remembered?.basketId === basketId && typeof count === 'number' && Number.isInteger(count) && count >= 0) return count;
  } catch {
    // Not ours, or damaged: unknown, so the basket is read again.
  }
  return COUNT_UNKNOWN;
}

/** Remembers the count of the basket `basketId` (no id: the remembered count is removed). */
export function rememberBasketCount(storage: StringStorage, basketId: string | null, count: number): void {
  if (basketId) storage.setItem(BASKET_COUNT_KEY, JSON.stringify({ basketId, count }));
  else storage.removeItem(BASKET_COUNT_KEY);
}
