import type { Basket } from './types';

/** What the basket shows of shipping before checkout, by the shop's terms (global configuration). */
export interface BasketShipping {
  /** The fee this basket pays, SEK (0 when free). */
  fee: number;
  /** What is left to spend until shipping is free, SEK; null without a threshold or once it is reached. */
  leftUntilFree: number | null;
  /** How far the basket is towards free shipping, 0–1; null without a threshold. */
  progress: number | null;
  /** The basket total with shipping: what the checkout will charge. */
  total: number;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Shipping as the commerce service charges it at checkout: the fee, waived from the threshold (on the total
 * after discounts) and for a basket of gift cards only.
 */
export function basketShipping(basket: Pick<Basket, 'total' | 'items'>, terms: { fee: number; freeFrom: number | null }): BasketShipping {
  const giftCardsOnly = basket.items.length > 0 && basket.items.every((item) => item.isGiftCard);
  const reached = terms.freeFrom !== null && basket.total >= terms.freeFrom;
  const fee = giftCardsOnly || reached ? 0 : terms.fee;
  const leftUntilFree = terms.freeFrom === null || reached || giftCardsOnly ? null : round(terms.freeFrom - basket.total);
  const progress = terms.freeFrom === null || terms.freeFrom <= 0 ? null : Math.min(1, Math.max(0, basket.total / terms.freeFrom));
  return { fee, leftUntilFree, progress: giftCardsOnly ? null : progress, total: round(basket.total + fee) };
}
