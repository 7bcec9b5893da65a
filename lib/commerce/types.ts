import type * as z from 'zod/mini';
import type {
  availabilitySchema,
  basketCouponSchema,
  basketIdentitySchema,
  basketItemSchema,
  basketSchema,
  checkoutSchema,
  orderLineSchema,
  orderSchema,
  productImageSchema,
  relatedProductSchema,
  stockInformationSchema,
} from './answer-schemas';

/**
 * The commerce API's domain types (docs/shop.md, The commerce API the storefront calls): what the storefront sends and what it gets back.
 * The answers' types come from their schemas in `answer-schemas.ts` (one source for the check and the type);
 * the local commerce service (`services/commerce`) answers with exactly these shapes.
 */

export type Availability = z.output<typeof availabilitySchema>;
export type ProductImage = z.output<typeof productImageSchema>;
export type BasketItem = z.output<typeof basketItemSchema>;
/** One filled slot of a bundle line. */
export type BundleComponent = BasketItem['bundleProducts'][string];
export type BasketCoupon = z.output<typeof basketCouponSchema>;
export type Basket = z.output<typeof basketSchema>;
export type BasketStatus = Basket['status'];
/** The answer of `POST /Basket`. */
export type BasketIdentity = z.output<typeof basketIdentitySchema>;
export type RelatedProduct = z.output<typeof relatedProductSchema>;
export type StockInformation = z.output<typeof stockInformationSchema>;
export type Checkout = z.output<typeof checkoutSchema>;
export type OrderLine = z.output<typeof orderLineSchema>;
export type Order = z.output<typeof orderSchema>;
/** How the shopper chose to pay in the payment step. */
export type PaymentMethod = NonNullable<Order['paymentMethod']>;
/** Where the order goes, as the payment step took it (postcode `NNN NN`). */
export type DeliveryAddress = NonNullable<Order['deliveryAddress']>;

export interface BasketLineInput {
  variantId: string;
  quantity: number;
  /** Only for gift cards: the chosen amount, 100–10 000 SEK. Ignored for other variants. */
  unitPrice?: number | null;
  /** Bundle slots: slot name → variant id. */
  bundleProducts?: Record<string, string> | null;
}

/** `POST /Basket`; `{}` makes an empty basket. */
export interface CreateBasketRequest {
  userId?: string | null;
  items?: BasketLineInput[];
}

/** `POST /Basket/changequantity`. A null basketId creates the basket. */
export interface ChangeQuantityRequest extends BasketLineInput {
  basketId: string | null;
  userId: string | null;
  relatedItemId: string | null;
}

/** The body of every 4xx/5xx answer. */
export interface CommerceErrorBody {
  message: string;
  status?: number;
  [key: string]: unknown;
}
