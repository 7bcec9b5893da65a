import type { PricedBasket } from './basket-pricing';
import { PRICING } from './settings';

/**
 * The ways the shop delivers, as the demo payment step offers them (in the provider's own Swedish words,
 * like the rest of the step): each with its fee in öre and the delivery time promised. The fee follows the
 * basket's shipping rule: waived from `PRICING.freeShippingFromOre` and for baskets of gift cards only. The
 * service prices a delivery from this table only; a request names an option by its id, and an id not here
 * is refused (payment-details.ts).
 */

export type DeliveryOptionId = 'ombud' | 'hemleverans';

export interface DeliveryOption {
  id: DeliveryOptionId;
  label: string;
  estimate: string;
  priceOre: number;
}

export const DELIVERY_OPTIONS: readonly DeliveryOption[] = [
  { id: 'ombud', label: 'PostNord, hämta hos ombud', estimate: '1–3 arbetsdagar', priceOre: PRICING.shippingOre },
  { id: 'hemleverans', label: 'PostNord, hemleverans', estimate: '1–2 arbetsdagar', priceOre: 79_00 },
];

/** What the checkout shows before the shopper chooses: the basket's own shipping fee (collect at an ombud). */
export const DEFAULT_DELIVERY: DeliveryOption = DELIVERY_OPTIONS[0]!;

export function deliveryOption(id: string): DeliveryOption | undefined {
  return DELIVERY_OPTIONS.find((option) => option.id === id);
}

/** The option's fee for this basket, in öre. */
export function deliveryFeeOre(option: DeliveryOption, priced: Pick<PricedBasket, 'totalOre' | 'giftCardsOnly'>): number {
  return priced.giftCardsOnly || priced.totalOre >= PRICING.freeShippingFromOre ? 0 : option.priceOre;
}
