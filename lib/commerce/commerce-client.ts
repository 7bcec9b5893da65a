import { commerceRequest, type CommerceClientOptions } from './commerce-request';
import { success, type CommerceResult } from './result';
import type {
  Basket,
  BasketIdentity,
  BasketLineInput,
  ChangeQuantityRequest,
  Checkout,
  CreateBasketRequest,
  Order,
  RelatedProduct,
  StockInformation,
} from './types';

/**
 * The storefront's commerce client (docs/shop.md, The commerce API the storefront calls), for browser and server. Every function answers a
 * `CommerceResult` (see `result.ts`) and never throws; `removeCoupon` answers 1 or 0 (docs/shop.md, When something fails).
 *
 * `GET /Basket` and `GET /Basket/GetRelatedProducts` send the basket id as a query parameter: browsers
 * cannot send the original API's `{ basketId, culture }` body with a GET (the API accepts both forms).
 */

export type { CommerceClientOptions } from './commerce-request';

export interface CommerceClient {
  createBasket(request?: CreateBasketRequest): Promise<CommerceResult<BasketIdentity>>;
  /** `ok` with `null` (and no call) when there is no basket id. */
  getBasket(basketId: string | null | undefined): Promise<CommerceResult<Basket | null>>;
  /** `ok` with `null` (and no call) when there is no basket id. */
  getRelatedProducts(basketId: string | null | undefined): Promise<CommerceResult<RelatedProduct[] | null>>;
  /** `ok` with `[]` (and no call) for no ids; any unknown id is a `not_found` (404). */
  getStockInformation(variantIds: readonly string[]): Promise<CommerceResult<StockInformation[]>>;
  /** Sets a line's quantity (0 removes it); a null basketId creates the basket. Answers the whole basket. */
  changeQuantity(request: BasketLineInput & { basketId?: string | null }): Promise<CommerceResult<Basket>>;
  /** A status number on success; `not_found` (404) for an unknown code, `conflict` (409) when applied already or not valid. */
  addCoupon(basketId: string, code: string): Promise<CommerceResult<number>>;
  /** 1 when removed, 0 when it was not applied or the call failed. */
  removeCoupon(basketId: string, code: string): Promise<0 | 1>;
  getCheckout(basketId: string): Promise<CommerceResult<Checkout>>;
  addComment(basketId: string, message: string): Promise<CommerceResult<Basket>>;
  getOrder(orderId: string): Promise<CommerceResult<Order>>;
}

const segment = encodeURIComponent;

export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  return {
    createBasket: (request = {}) =>
      commerceRequest(options, { method: 'POST', path: '/Basket', body: request, answer: (schemas) => schemas.basketIdentitySchema }),

    getBasket: async (basketId) => {
      if (!basketId) return success(null);
      return commerceRequest(options, {
        method: 'GET',
        path: '/Basket',
        query: { basketId },
        answer: (schemas) => schemas.basketSchema,
      });
    },

    getRelatedProducts: async (basketId) => {
      if (!basketId) return success(null);
      return commerceRequest(options, {
        method: 'GET',
        path: '/Basket/GetRelatedProducts',
        query: { basketId },
        answer: (schemas) => schemas.relatedProductsSchema,
      });
    },

    getStockInformation: async (variantIds) => {
      if (variantIds.length === 0) return success([]);
      return commerceRequest(options, {
        method: 'GET',
        path: '/StockInformation',
        query: { variantIds: variantIds.join(',') },
        answer: (schemas) => schemas.stockInformationListSchema,
      });
    },

    changeQuantity: (request) => {
      const body: ChangeQuantityRequest = {
        basketId: request.basketId ?? null,
        userId: null,
        variantId: request.variantId,
        quantity: request.quantity,
        unitPrice: request.unitPrice ?? null,
        bundleProducts: request.bundleProducts ?? null,
        relatedItemId: null,
      };
      return commerceRequest(options, {
        method: 'POST',
        path: '/Basket/changequantity',
        body,
        answer: (schemas) => schemas.basketSchema,
      });
    },

    addCoupon: (basketId, code) =>
      commerceRequest(options, {
        method: 'POST',
        path: `/Basket/${segment(basketId)}/coupon/${segment(code)}`,
        answer: (schemas) => schemas.statusNumberSchema,
      }),

    removeCoupon: async (basketId, code) => {
      const result = await commerceRequest(options, {
        method: 'DELETE',
        path: `/Basket/${segment(basketId)}/coupon/${segment(code)}`,
        answer: (schemas) => schemas.statusNumberSchema,
      });
      return result.ok && result.data === 1 ? 1 : 0;
    },

    getCheckout: (basketId) =>
      commerceRequest(options, { method: 'GET', path: `/Checkout/${segment(basketId)}`, answer: (schemas) => schemas.checkoutSchema }),

    addComment: (basketId, message) =>
      commerceRequest(options, {
        method: 'POST',
        path: `/Basket/${segment(basketId)}/comment`,
        body: { message },
        answer: (schemas) => schemas.basketSchema,
      }),

    getOrder: (orderId) =>
      commerceRequest(options, { method: 'GET', path: `/Order/${segment(orderId)}`, answer: (schemas) => schemas.orderSchema }),
  };
}
