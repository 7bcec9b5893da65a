import type { Dictionary } from './dictionary-defaults';
import type { ShippingTerms } from './types';
import { translate } from './translate';
import { formatMoney } from '../format';

/**
 * The shop's shipping and returns promise as the product page and the basket say it: the dictionary's text with
 * the free-shipping threshold filled in from the shipping terms (the global configuration the commerce rule is
 * seeded from), so an editor's wording never names another amount than the one the checkout applies. A shop whose
 * shipping has no threshold promises returns only.
 */
export function shippingPromise(
  dictionary: Pick<Dictionary, 'productShippingReturns' | 'productReturns'>,
  terms: ShippingTerms | null,
): string {
  return terms?.freeFrom != null
    ? translate(dictionary, 'productShippingReturns', { amount: formatMoney(terms.freeFrom) })
    : translate(dictionary, 'productReturns');
}
