/**
 * The shop's tracking events: what happened, in the storefront's terms. Adapters
 * (`tracking-adapters.ts`) turn each into the payload an advertising, analytics or ecommerce service
 * expects. Money is SEK including VAT unless a field says otherwise.
 */

export interface TrackedProduct {
  variantId: string;
  sku: string;
  name: string;
  brand: string;
  /** What the shopper pays per unit, SEK incl. VAT. */
  price: number;
  quantity: number;
  /** Size or variant label, when there is one. */
  variant?: string | null;
}

/** The order as tracking reads it (the fields the adapters read). */
export interface TrackedOrder {
  /** The order guid. */
  orderId: string;
  /** Total excluding VAT, in öre (minor units). */
  orderAmountExTax: number;
  purchaseCurrency: string;
  orderLines: { sku: string; quantity: number; name?: string; unitPrice?: number; variantId?: string }[];
}

export type TrackingEvent =
  | { type: 'view_content'; product: TrackedProduct }
  | { type: 'add_to_cart'; product: TrackedProduct }
  | { type: 'initiate_checkout'; checkoutId: string; value: number; items: TrackedProduct[] }
  | { type: 'add_payment_info'; checkoutId: string; value: number; items: TrackedProduct[] }
  | { type: 'purchase'; order: TrackedOrder };

export type TrackingEventType = TrackingEvent['type'];

export type TrackingChannel = 'advertising' | 'analytics' | 'ecommerce';

/** One message for one service: what a transport delivers (the demo pushes it to `window.dataLayer`). */
export interface TrackingPayload {
  channel: TrackingChannel;
  event: string;
  data: Record<string, unknown>;
}

/** Turns an event into its service's payload, or null when that service does not take the event. */
export type TrackingAdapter = (event: TrackingEvent) => TrackingPayload | null;

/** Delivers payloads (a tag manager's data layer, a pixel, a beacon…). */
export type TrackingTransport = (payload: TrackingPayload) => void;

/** Rounds money to öre precision. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The sum of price × quantity of products, SEK. */
export function productsValue(products: readonly TrackedProduct[]): number {
  return roundMoney(products.reduce((sum, product) => sum + product.price * product.quantity, 0));
}
