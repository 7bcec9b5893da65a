import type { PricedBasket } from './basket-pricing';
import { PRICING } from './settings';

/** The checkout's money: shipping (free from a threshold and for gift cards only), total and VAT. */

export interface CheckoutTotals {
  shippingOre: number;
  totalOre: number;
  vatOre: number;
  amountExTaxOre: number;
}

export function checkoutTotals(priced: Pick<PricedBasket, 'totalOre' | 'giftCardsOnly'>): CheckoutTotals {
  const shippingOre = priced.giftCardsOnly || priced.totalOre >= PRICING.freeShippingFromOre ? 0 : PRICING.shippingOre;
  const totalOre = priced.totalOre + shippingOre;
  const amountExTaxOre = Math.round(totalOre / (1 + PRICING.vatRate));
  return { shippingOre, totalOre, vatOre: totalOre - amountExTaxOre, amountExTaxOre };
}
