import type { PricedBasket } from './basket-pricing';
import { DEFAULT_DELIVERY, deliveryFeeOre, type DeliveryOption } from './delivery-options';
import { PRICING } from './settings';

/**
 * The checkout's money: shipping (the delivery option's fee, free from a threshold and for gift cards only),
 * total and VAT. Without a chosen option, the default one's (what the checkout shows before the payment step).
 */

export interface CheckoutTotals {
  shippingOre: number;
  totalOre: number;
  vatOre: number;
  amountExTaxOre: number;
}

export function checkoutTotals(
  priced: Pick<PricedBasket, 'totalOre' | 'giftCardsOnly'>,
  delivery: DeliveryOption = DEFAULT_DELIVERY,
): CheckoutTotals {
  const shippingOre = deliveryFeeOre(delivery, priced);
  const totalOre = priced.totalOre + shippingOre;
  const amountExTaxOre = Math.round(totalOre / (1 + PRICING.vatRate));
  return { shippingOre, totalOre, vatOre: totalOre - amountExTaxOre, amountExTaxOre };
}
