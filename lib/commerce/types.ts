/**
 * The commerce API's domain types (spec 3 and 7.1): what the storefront sends and what it gets back.
 * The local commerce service (`services/commerce`) answers with exactly these shapes.
 *
 * Money is in SEK as numbers with at most two decimals, except `Order.orderAmountExTax`, which is in öre
 * (minor units), as the tracking contract asks.
 */

export type Availability = 'in_stock' | 'low_stock' | 'sold_out' | 'preorder';

export interface ProductImage {
  /** Public path served by the storefront, e.g. `/media/demo/ring-guld-1.webp`. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** One filled slot of a bundle line. */
export interface BundleComponent {
  variantId: string;
  sku: string;
  name: string;
}

export interface BasketItem {
  /** The line's own id (stable while the line exists). */
  id: string;
  variantId: string;
  /** 1–99. */
  quantity: number;
  /** Price per unit before discounts, SEK. For gift cards the chosen amount. */
  unitPrice: number;
  /** Discount per unit, SEK (0 when the variant is not discounted). */
  unitDiscount: number;
  isGiftCard: boolean;
  isGiftWrapping: boolean;
  /** Bundle slots, e.g. `{ stone: { variantId: '123', … } }`; `{}` for a plain line. */
  bundleProducts: Record<string, BundleComponent>;
  /** (unitPrice − unitDiscount) × quantity, SEK. */
  lineTotal: number;
  sku: string;
  /** The variant's name. */
  name: string;
  familyId: string;
  familyName: string;
  familySlug: string;
  categorySlug: string;
  brand: string;
  /** Product link, `/{category}/{family}/?variantId={id}`. */
  url: string;
  image: ProductImage | null;
  /** Display sizes, e.g. `['17 mm']`. */
  sizes: string[];
  availability: Availability;
}

export interface BasketCoupon {
  code: string;
  /** Discount this coupon gives the basket now, SEK (0 while `valid` is false). */
  amount: number;
  /** False when the basket no longer meets the coupon's minimum total. */
  valid: boolean;
  description: string;
}

export type BasketStatus = 'open' | 'ordered';

export interface Basket {
  basketId: string;
  userId: string;
  items: BasketItem[];
  coupons: BasketCoupon[];
  /** Sum of item quantities (the header's basket count). */
  itemCount: number;
  /** Sum of unitPrice × quantity, SEK. */
  subtotal: number;
  /** Item discounts plus coupon amounts, SEK. */
  discountTotal: number;
  /** subtotal − discountTotal, SEK. */
  total: number;
  currency: 'SEK';
  comment: string | null;
  status: BasketStatus;
  createdAt: string;
  updatedAt: string;
}

/** The answer of `POST /Basket`. */
export interface BasketIdentity {
  basketId: string;
  userId: string;
}

export interface RelatedProduct {
  variantId: string;
  familyId: string;
  /** The variant's name. */
  name: string;
  familyName: string;
  brand: string;
  /** What the shopper pays, SEK (the discounted price when discounted). */
  price: number;
  /** The price before discount, SEK. */
  originalPrice: number;
  percentDiscount: number;
  image: ProductImage | null;
  url: string;
  availability: Availability;
}

export interface StockInformation {
  variantId: string;
  stockQuantity: number;
  availability: Availability;
  allowOrdering: boolean;
  /** How many units a basket may hold now: stock plus the brand's stock credit, 0 when not orderable. */
  orderableQuantity: number;
}

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

/** `POST /Basket/changequantity` (spec 7.1). A null basketId creates the basket. */
export interface ChangeQuantityRequest extends BasketLineInput {
  basketId: string | null;
  userId: string | null;
  relatedItemId: string | null;
}

export interface Checkout {
  checkoutId: string;
  basketId: string;
  lines: BasketItem[];
  coupons: BasketCoupon[];
  itemCount: number;
  subtotal: number;
  discountTotal: number;
  shipping: number;
  total: number;
  /** The 25 % VAT included in `total`, SEK. */
  vatAmount: number;
  currency: 'SEK';
  /** The payment step's page (for an iframe of the storefront's own). */
  paymentUrl: string;
  /** Ready-made HTML of the payment step: an iframe plus a small script that follows the payment's redirect. */
  paymentSnippet: string;
}

export interface OrderLine {
  variantId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPrice: number;
  unitDiscount: number;
  lineTotal: number;
  isGiftCard: boolean;
  /** For a bundle's slot variant: the sku of the line it belongs to. */
  bundleOf: string | null;
}

/** How the shopper chose to pay in the payment step. */
export type PaymentMethod = 'kort' | 'swish' | 'faktura';

/** Where the order goes, as the payment step took it (postcode `NNN NN`). */
export interface DeliveryAddress {
  name: string;
  street: string;
  postcode: string;
  town: string;
}

export interface Order {
  orderId: string;
  /** A number a person can read out on the phone, when the API gives one (else the page shows `orderId`). */
  orderNumber?: string | null;
  /** The shopper's e-mail address, when the payment step took one: the confirmation went there. */
  email?: string | null;
  /** The delivery address, when the payment step took one. */
  deliveryAddress?: DeliveryAddress | null;
  /** The shopper's phone number, when given (optional in the payment step). */
  phone?: string | null;
  paymentMethod?: PaymentMethod | null;
  checkoutId: string;
  basketId: string;
  status: 'paid';
  createdAt: string;
  orderLines: OrderLine[];
  coupons: { code: string; amount: number }[];
  subtotal: number;
  discountTotal: number;
  shipping: number;
  total: number;
  vatAmount: number;
  /** Total excluding 25 % VAT, in öre (minor units). */
  orderAmountExTax: number;
  purchaseCurrency: 'SEK';
}

/** The body of every 4xx/5xx answer. */
export interface CommerceErrorBody {
  message: string;
  status?: number;
  [key: string]: unknown;
}
