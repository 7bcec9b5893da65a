import * as z from 'zod/mini';
import { parseQuantity } from './quantity';

/**
 * The commerce API's answers (docs/shop.md, The commerce API the storefront calls), one schema each: the schema is the check the client runs on
 * an answer and, through `z.output`, the type the storefront and the local commerce service use. `zod/mini`
 * because the client runs in the browser and its functions tree-shake; the client loads this module with its
 * first call (`commerce-request.ts`), so it is not in any page's first-load JavaScript.
 *
 * Money is in SEK as numbers with at most two decimals, except `Order.orderAmountExTax`, which is in öre
 * (minor units), as the tracking contract asks.
 */

export const availabilitySchema = z.enum(['in_stock', 'low_stock', 'sold_out', 'preorder']);

export const productImageSchema = z.object({
  /** Public path served by the storefront, e.g. `/media/demo/ring-guld-1.webp`. */
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});

/** A quantity as the API may send it, a number or a string of digits (docs/shop.md, The basket), read as an integer. */
const quantitySchema = z.pipe(
  z.union([z.number(), z.string().check(z.refine((value) => parseQuantity(value) !== undefined))]),
  z.transform((value) => parseQuantity(value) ?? 0),
);

/** One filled slot of a bundle line. */
const bundleComponentSchema = z.object({ variantId: z.string(), sku: z.string(), name: z.string() });

export const basketItemSchema = z.object({
  /** The line's own id (stable while the line exists). */
  id: z.string(),
  variantId: z.string(),
  /** 1–99. */
  quantity: quantitySchema,
  /** Price per unit before discounts, SEK. For gift cards the chosen amount. */
  unitPrice: z.number(),
  /** Discount per unit, SEK (0 when the variant is not discounted). */
  unitDiscount: z.number(),
  isGiftCard: z.boolean(),
  isGiftWrapping: z.boolean(),
  /** Bundle slots, e.g. `{ stone: { variantId: '123', … } }`; `{}` for a plain line. */
  bundleProducts: z.record(z.string(), bundleComponentSchema),
  /** (unitPrice − unitDiscount) × quantity, SEK. */
  lineTotal: z.number(),
  sku: z.string(),
  /** The variant's name. */
  name: z.string(),
  familyId: z.string(),
  familyName: z.string(),
  familySlug: z.string(),
  categorySlug: z.string(),
  brand: z.string(),
  /** Product link, `/{category}/{family}/?variantId={id}`. */
  url: z.string(),
  image: z.nullable(productImageSchema),
  /** Display sizes, e.g. `['17 mm']`. */
  sizes: z.array(z.string()),
  /**
   * The variant's colours ("guld") and what it is made of ("14K guld"), so a line names what tells it from the
   * family's other variants. Optional: the original API does not list them, and a commerce API may leave them out.
   */
  colours: z.optional(z.array(z.string())),
  materials: z.optional(z.array(z.string())),
  availability: availabilitySchema,
});

export const basketCouponSchema = z.object({
  code: z.string(),
  /** Discount this coupon gives the basket now, SEK (0 while `valid` is false). */
  amount: z.number(),
  /** False when the basket no longer meets the coupon's minimum total. */
  valid: z.boolean(),
  description: z.string(),
});

/** The answer of `POST /Basket`. */
export const basketIdentitySchema = z.object({ basketId: z.string(), userId: z.string() });

/** The basket; its `itemCount` is the sum of the parsed quantities, whatever the API sent. */
export const basketSchema = z.pipe(
  z.object({
    basketId: z.string(),
    userId: z.string(),
    items: z.array(basketItemSchema),
    coupons: z.array(basketCouponSchema),
    /** Sum of item quantities (the header's basket count). */
    itemCount: z.optional(z.unknown()),
    /** Sum of unitPrice × quantity, SEK. */
    subtotal: z.number(),
    /** Item discounts plus coupon amounts, SEK. */
    discountTotal: z.number(),
    /** subtotal − discountTotal, SEK. */
    total: z.number(),
    currency: z.literal('SEK'),
    comment: z.nullable(z.string()),
    status: z.enum(['open', 'ordered']),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  z.transform((basket) => ({ ...basket, itemCount: basket.items.reduce((sum, item) => sum + item.quantity, 0) })),
);

export const relatedProductSchema = z.object({
  variantId: z.string(),
  familyId: z.string(),
  /** The variant's name. */
  name: z.string(),
  familyName: z.string(),
  brand: z.string(),
  /** What the shopper pays, SEK (the discounted price when discounted). */
  price: z.number(),
  /** The price before discount, SEK. */
  originalPrice: z.number(),
  percentDiscount: z.number(),
  image: z.nullable(productImageSchema),
  /**
   * What the piece is made of ("18K guld", "diamant") and its colours ("guld"), so two suggestions of one name
   * can be told apart. Optional: the original API does not document this answer's shape, and a commerce API may leave them out.
   */
  materials: z.optional(z.array(z.string())),
  colours: z.optional(z.array(z.string())),
  url: z.string(),
  availability: availabilitySchema,
});

export const relatedProductsSchema = z.array(relatedProductSchema);

export const stockInformationSchema = z.object({
  variantId: z.string(),
  stockQuantity: z.number(),
  availability: availabilitySchema,
  allowOrdering: z.boolean(),
  /** How many units a basket may hold now: stock plus the brand's stock credit, 0 when not orderable. */
  orderableQuantity: z.number(),
});

export const checkoutSchema = z.object({
  checkoutId: z.string(),
  basketId: z.string(),
  lines: z.array(basketItemSchema),
  coupons: z.array(basketCouponSchema),
  itemCount: z.number(),
  subtotal: z.number(),
  discountTotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  /** The 25 % VAT included in `total`, SEK. */
  vatAmount: z.number(),
  currency: z.literal('SEK'),
  /** The payment step's page (for an iframe of the storefront's own). */
  paymentUrl: z.string(),
  /** Ready-made HTML of the payment step: an iframe plus a small script that follows the payment's redirect. */
  paymentSnippet: z.string(),
});

export const orderLineSchema = z.object({
  variantId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  unitDiscount: z.number(),
  lineTotal: z.number(),
  isGiftCard: z.boolean(),
  /** For a bundle's slot variant: the sku of the line it belongs to. */
  bundleOf: z.nullable(z.string()),
  /**
   * The variant's colours, materials and display sizes, so the confirmation names what tells it apart as the
   * basket does; optional, as a retailer's API may give only the line's name.
   */
  colours: z.optional(z.array(z.string())),
  materials: z.optional(z.array(z.string())),
  sizes: z.optional(z.array(z.string())),
});

export const orderSchema = z.object({
  orderId: z.string(),
  /** A number a person can read out on the phone, when the API gives one (else the page shows `orderId`). */
  orderNumber: z.optional(z.nullable(z.string())),
  /** The shopper's e-mail address, when the payment step took one: the confirmation went there. */
  email: z.optional(z.nullable(z.string())),
  /** The delivery address, when the payment step took one (postcode `NNN NN`). */
  deliveryAddress: z.optional(z.nullable(z.object({ name: z.string(), street: z.string(), postcode: z.string(), town: z.string() }))),
  /** The shopper's phone number, when given (optional in the payment step). */
  phone: z.optional(z.nullable(z.string())),
  /** How the shopper chose to pay in the payment step. */
  paymentMethod: z.optional(z.nullable(z.enum(['kort', 'swish', 'faktura']))),
  /** The delivery option chosen in the payment step, in its words (its fee is `shipping`). */
  delivery: z.optional(z.nullable(z.object({ id: z.string(), label: z.string(), estimate: z.string() }))),
  /** When the shopper accepted the shop's terms in the payment step. */
  termsAcceptedAt: z.optional(z.nullable(z.string())),
  checkoutId: z.string(),
  basketId: z.string(),
  status: z.literal('paid'),
  createdAt: z.string(),
  orderLines: z.array(orderLineSchema),
  coupons: z.array(z.object({ code: z.string(), amount: z.number() })),
  subtotal: z.number(),
  discountTotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  vatAmount: z.number(),
  /** Total excluding 25 % VAT, in öre (minor units). */
  orderAmountExTax: z.number(),
  purchaseCurrency: z.literal('SEK'),
});

export const stockInformationListSchema = z.array(stockInformationSchema);

/** The answer of the coupon calls: a status number. */
export const statusNumberSchema = z.number();
