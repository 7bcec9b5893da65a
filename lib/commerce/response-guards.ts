import type { Basket, BasketIdentity, Checkout, Order, RelatedProduct, StockInformation } from './types';
import { isRecord } from '../is-record';
import { parseQuantity } from './quantity';

/**
 * Shape checks of the commerce API's answers: enough to be sure the fields the storefront relies on are
 * there with the right types, so an unexpected answer becomes an error result instead of a crash later.
 * A basket item's quantity may be a number or a string (spec 3); `withParsedQuantities` makes it a number.
 */

type Guard<T> = (value: unknown) => value is T;

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(guard);
}

export const isBasketIdentity: Guard<BasketIdentity> = (value): value is BasketIdentity =>
  isRecord(value) && isString(value.basketId) && isString(value.userId);

export const isBasket: Guard<Basket> = (value): value is Basket =>
  isBasketIdentity(value) &&
  isRecord(value) &&
  Array.isArray(value.items) &&
  value.items.every(
    (item) => isRecord(item) && isString(item.variantId) && parseQuantity(item.quantity) !== undefined && isNumber(item.unitPrice),
  ) &&
  Array.isArray(value.coupons) &&
  isNumber(value.total);

/**
 * The basket with every item's quantity (and the item count) as a number: the API may send them as strings
 * (spec 3), the storefront works with integers.
 */
export function withParsedQuantities(basket: Basket): Basket {
  const items = basket.items.map((item) => ({ ...item, quantity: parseQuantity(item.quantity as unknown) ?? 0 }));
  return { ...basket, items, itemCount: items.reduce((sum, item) => sum + item.quantity, 0) };
}

export const isRelatedProduct: Guard<RelatedProduct> = (value): value is RelatedProduct =>
  isRecord(value) && isString(value.variantId) && isString(value.name) && isNumber(value.price) && isString(value.url);

export const isStockInformation: Guard<StockInformation> = (value): value is StockInformation =>
  isRecord(value) &&
  isString(value.variantId) &&
  isNumber(value.stockQuantity) &&
  isString(value.availability) &&
  typeof value.allowOrdering === 'boolean';

export const isCheckout: Guard<Checkout> = (value): value is Checkout =>
  isRecord(value) &&
  isString(value.checkoutId) &&
  isString(value.basketId) &&
  Array.isArray(value.lines) &&
  isNumber(value.total) &&
  isString(value.paymentSnippet);

const isOptionalString = (value: unknown): boolean => value === undefined || value === null || isString(value);

export const isOrder: Guard<Order> = (value): value is Order =>
  isRecord(value) &&
  isString(value.orderId) &&
  isOptionalString(value.email) &&
  Array.isArray(value.orderLines) &&
  isNumber(value.orderAmountExTax) &&
  isString(value.purchaseCurrency);

export const isStatusNumber: Guard<number> = (value): value is number => isNumber(value);
