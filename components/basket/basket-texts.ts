import type { Dictionary, DictionaryKey } from '@/lib/content/dictionary-defaults';
import { pickTexts } from '@/lib/content/translate';
import { fillTemplate } from '@/lib/format';

/**
 * The dictionary texts the basket, gift-wrapping, checkout and order client components show. Server
 * components pick them (`pickBasketTexts`) and pass them as a prop, so the browser gets only these.
 */
export const BASKET_TEXT_KEYS = [
  'loading',
  'basket',
  'basketCount',
  'basketCountOne',
  'priceLabel',
  'originalPrice',
  'inStock',
  'lowStock',
  'lowStockCount',
  'soldOut',
  'preorder',
  'notOrderable',
  'noPrice',
  'maxInBasket',
  'stockLimit',
  'addToBasket',
  'addedToBasket',
  'addToBasketError',
  'addToBasketValidation',
  'viewBasket',
  'giftCardAmount',
  'giftCardAmountHint',
  'giftCardValidation',
  'basketEmpty',
  'continueShopping',
  'basketItems',
  'quantity',
  'quantityOf',
  'increaseQuantityOf',
  'decreaseQuantityOf',
  'removeItem',
  'remove',
  'itemRemoved',
  'quantityChanged',
  'basketChangeError',
  'unitPrice',
  'lineTotal',
  'filterSize',
  'subtotal',
  'discount',
  'total',
  'toCheckout',
  'relatedProducts',
  'discountCode',
  'applyDiscountCode',
  'discountCodeNotFound',
  'discountCodeConflict',
  'discountCodeAlreadyApplied',
  'discountCodeNeedsItems',
  'discountCodeMinimum',
  'discountCodeError',
  'discountCodeApplied',
  'discountCodeRemoved',
  'discountCodeRemoveError',
  'discountCodeNotValid',
  'discountCodeValidation',
  'appliedDiscountCodes',
  'removeDiscountCode',
  'basketComment',
  'saveComment',
  'commentSaved',
  'commentError',
  'commentHint',
  'giftWrapping',
  'chooseGiftWrapping',
  'addGiftWrapping',
  'giftWrappingAdded',
  'giftWrappingValidation',
  'giftWrappingInBasket',
  'giftWrappingNeedsItems',
  'free',
  'backToBasket',
  'checkout',
  'checkoutError',
  'checkoutConflict',
  'orderSummary',
  'orderNumber',
  'orderError',
  'orderMissing',
  'orderMissingTitle',
  'orderEmailSent',
  'shipping',
  'freeShipping',
  'freeShippingLeft',
  'freeShippingReached',
  'freeShippingProgress',
  'changeGiftWrapping',
  'giftWrappingChanged',
  'vatIncluded',
  'itemsCount',
  'payment',
  'tryAgain',
] as const satisfies readonly DictionaryKey[];

export type BasketTextKey = (typeof BASKET_TEXT_KEYS)[number];
export type BasketTexts = Pick<Dictionary, BasketTextKey>;

export function pickBasketTexts(dictionary: Dictionary): BasketTexts {
  return pickTexts(dictionary, BASKET_TEXT_KEYS);
}

/** A text with its `{placeholders}` filled. */
export function say(texts: BasketTexts, key: BasketTextKey, values?: Record<string, string | number>): string {
  return values ? fillTemplate(texts[key], values) : texts[key];
}
