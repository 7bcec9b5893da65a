/**
 * A gift card's amount rules, apart from the basket store so that the product page's first load
 * (the gift card's amount field) does not bring the store and the commerce client with it.
 */

/**
 * A gift card's amount is the shopper's choice within these bounds (SEK), as the commerce API enforces (the
 * local commerce service reads these same figures: services/commerce/settings.ts).
 */
export const GIFT_CARD_MIN_AMOUNT = 100;
export const GIFT_CARD_MAX_AMOUNT = 10_000;
/**
 * A basket's gift card line holds at most this many cards, worth at most this much together (SEK): gift
 * cards are money, and a shop caps what one order may turn into them.
 */
export const GIFT_CARD_MAX_QUANTITY = 10;
export const GIFT_CARD_MAX_LINE_AMOUNT = 20_000;

/** How many gift cards of `amount` SEK one line may hold. */
export function giftCardMaxQuantity(amount: number): number {
  return Math.max(1, Math.min(GIFT_CARD_MAX_QUANTITY, Math.floor(GIFT_CARD_MAX_LINE_AMOUNT / Math.max(amount, GIFT_CARD_MIN_AMOUNT))));
}

/** A gift card amount the commerce API accepts: 100–10,000 SEK with at most two decimals. */
export function isValidGiftCardAmount(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= GIFT_CARD_MIN_AMOUNT &&
    amount <= GIFT_CARD_MAX_AMOUNT &&
    Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6
  );
}
