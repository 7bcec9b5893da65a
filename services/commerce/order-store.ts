import type { Order, OrderLine } from '../../lib/commerce/types';
import type { PaymentDetails } from './payment-details';
import type { Session } from './database';
import { toSek } from './money';
import { drawOrderNumber, formatOrderNumber } from './order-number';

/** Draws of an order number before giving up (each a fresh number; see insertOrder). */
const ORDER_NUMBER_DRAWS = 5;

/** Checkouts and orders in the database; every call names the session (the pool, or a transaction) it runs in. */

export interface CheckoutRow {
  id: string;
  basket_id: string;
  status: 'open' | 'paid';
  snapshot: CheckoutSnapshot;
  order_id: string | null;
}

/** What the shopper was shown when the checkout was last loaded. */
export interface CheckoutSnapshot {
  totalOre: number;
  itemCount: number;
}

export interface NewOrder {
  id: string;
  checkoutId: string;
  basketId: string;
  userId: string;
  salesChannelId: string;
  subtotalOre: number;
  discountOre: number;
  shippingOre: number;
  totalOre: number;
  amountExTaxOre: number;
  vatOre: number;
  coupons: { code: string; amount: number }[];
  comment: string | null;
  /** What the payment step took (every path to an order checks it: payment-routes.ts). */
  customer: PaymentDetails;
  /** The delivery option chosen, in the words the shopper read (its fee is `shippingOre`). */
  delivery: OrderDelivery;
  lines: {
    variantId: string;
    sku: string;
    name: string;
    quantity: number;
    unitPriceOre: number;
    unitDiscountOre: number;
    lineTotalOre: number;
    isGiftCard: boolean;
    bundleOf: string | null;
  }[];
}

type OrderDelivery = NonNullable<Order['delivery']>;

/** The customer column: the shopper's details; the delivery and the terms acceptance have their own columns. */
type StoredCustomer = Omit<PaymentDetails, 'delivery' | 'termsAccepted'>;

interface OrderRow {
  id: string;
  order_number: number;
  checkout_id: string;
  basket_id: string;
  created_at: Date;
  currency: string;
  subtotal_ore: number;
  discount_ore: number;
  shipping_ore: number;
  total_ore: number;
  amount_ex_tax_ore: number;
  vat_ore: number;
  coupons: { code: string; amount: number }[];
  customer: StoredCustomer | null;
  delivery: OrderDelivery | null;
  terms_accepted_at: Date | null;
}

interface OrderLineRow {
  variant_id: string;
  sku: string;
  name: string;
  quantity: number;
  unit_price_ore: number;
  unit_discount_ore: number;
  line_total_ore: number;
  is_gift_card: boolean;
  bundle_of: string | null;
}

function storedCustomer(details: PaymentDetails): StoredCustomer {
  const { email, name, street, postcode, town, phone, paymentMethod } = details;
  return { email, name, street, postcode, town, phone, paymentMethod };
}

export class OrderStore {
  async checkout(db: Session, id: string): Promise<CheckoutRow | undefined> {
    const result = await db.query<CheckoutRow>('SELECT id, basket_id, status, snapshot, order_id FROM checkouts WHERE id = $1', [id]);
    return result.rows[0];
  }

  /** The basket's checkout with a fresh snapshot (made on first call; the id stays the same after). */
  async saveCheckout(tx: Session, basketId: string, newId: string, snapshot: CheckoutSnapshot): Promise<string> {
    const result = await tx.query<{ id: string }>(
      `INSERT INTO checkouts (id, basket_id, snapshot) VALUES ($1, $2, $3)
       ON CONFLICT (basket_id) DO UPDATE SET snapshot = excluded.snapshot, updated_at = now()
       RETURNING id`,
      [newId, basketId, JSON.stringify(snapshot)],
    );
    return result.rows[0]!.id;
  }

  async insertOrder(tx: Session, order: NewOrder): Promise<void> {
    // A drawn number already taken inserts nothing (its conflict, and only its, is skipped) and is drawn
    // again; among 900 million numbers a second draw is rare and a fifth never needed.
    for (let draw = 1; !(await this.insertOrderRow(tx, order, drawOrderNumber())); draw += 1) {
      if (draw >= ORDER_NUMBER_DRAWS) throw new Error(`No free order number in ${ORDER_NUMBER_DRAWS} draws`);
    }
    // All lines in one statement: the payment holds its locks for fewer round trips.
    await tx.query(
      `INSERT INTO order_lines (order_id, position, variant_id, sku, name, quantity, unit_price_ore, unit_discount_ore, line_total_ore,
         is_gift_card, bundle_of)
       SELECT $1, line.position, line.variant_id, line.sku, line.name, line.quantity, line.unit_price_ore, line.unit_discount_ore,
         line.line_total_ore, line.is_gift_card, line.bundle_of
       FROM ROWS FROM (jsonb_to_recordset($2::jsonb) AS (variant_id text, sku text, name text, quantity integer, unit_price_ore integer,
         unit_discount_ore integer, line_total_ore integer, is_gift_card boolean, bundle_of text)) WITH ORDINALITY
         AS line (variant_id, sku, name, quantity, unit_price_ore, unit_discount_ore, line_total_ore, is_gift_card, bundle_of, position)`,
      [
        order.id,
        JSON.stringify(
          order.lines.map((line) => ({
            variant_id: line.variantId,
            sku: line.sku,
            name: line.name,
            quantity: line.quantity,
            unit_price_ore: line.unitPriceOre,
            unit_discount_ore: line.unitDiscountOre,
            line_total_ore: line.lineTotalOre,
            is_gift_card: line.isGiftCard,
            bundle_of: line.bundleOf,
          })),
        ),
      ],
    );
    await tx.query("UPDATE checkouts SET status = 'paid', order_id = $2, updated_at = now() WHERE id = $1", [order.checkoutId, order.id]);
  }

  /** Inserts the order's row under `orderNumber`; false when another order has that number. */
  private async insertOrderRow(tx: Session, order: NewOrder, orderNumber: number): Promise<boolean> {
    const result = await tx.query(
      `INSERT INTO orders (id, checkout_id, basket_id, user_id, sales_channel_id, currency, subtotal_ore, discount_ore, shipping_ore,
         total_ore, amount_ex_tax_ore, vat_ore, coupons, comment, customer, order_number, delivery, terms_accepted_at)
       VALUES ($1, $2, $3, $4, $5, 'SEK', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now())
       ON CONFLICT (order_number) DO NOTHING
       RETURNING id`,
      [
        order.id,
        order.checkoutId,
        order.basketId,
        order.userId,
        order.salesChannelId,
        order.subtotalOre,
        order.discountOre,
        order.shippingOre,
        order.totalOre,
        order.amountExTaxOre,
        order.vatOre,
        JSON.stringify(order.coupons),
        order.comment,
        JSON.stringify(storedCustomer(order.customer)),
        orderNumber,
        JSON.stringify(order.delivery),
      ],
    );
    return result.rows.length === 1;
  }

  async order(db: Session, id: string): Promise<Order | undefined> {
    const result = await db.query<OrderRow>(
      `SELECT id, order_number, checkout_id, basket_id, created_at, currency, subtotal_ore, discount_ore, shipping_ore, total_ore, amount_ex_tax_ore, vat_ore, coupons, customer,
         delivery, terms_accepted_at
       FROM orders WHERE id = $1`,
      [id],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    const lines = await db.query<OrderLineRow>(
      `SELECT variant_id, sku, name, quantity, unit_price_ore, unit_discount_ore, line_total_ore, is_gift_card, bundle_of
       FROM order_lines WHERE order_id = $1 ORDER BY position`,
      [id],
    );
    const orderLines: OrderLine[] = lines.rows.map((line) => ({
      variantId: line.variant_id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: toSek(line.unit_price_ore),
      unitDiscount: toSek(line.unit_discount_ore),
      lineTotal: toSek(line.line_total_ore),
      isGiftCard: line.is_gift_card,
      bundleOf: line.bundle_of,
    }));
    const customer = row.customer;
    return {
      orderId: row.id,
      orderNumber: formatOrderNumber(row.order_number),
      email: customer?.email ?? null,
      deliveryAddress: customer ? { name: customer.name, street: customer.street, postcode: customer.postcode, town: customer.town } : null,
      phone: customer?.phone ?? null,
      paymentMethod: customer?.paymentMethod ?? null,
      delivery: row.delivery,
      termsAcceptedAt: row.terms_accepted_at ? new Date(row.terms_accepted_at).toISOString() : null,
      checkoutId: row.checkout_id,
      basketId: row.basket_id,
      status: 'paid',
      createdAt: new Date(row.created_at).toISOString(),
      orderLines,
      coupons: row.coupons,
      subtotal: toSek(row.subtotal_ore),
      discountTotal: toSek(row.discount_ore),
      shipping: toSek(row.shipping_ore),
      total: toSek(row.total_ore),
      vatAmount: toSek(row.vat_ore),
      orderAmountExTax: row.amount_ex_tax_ore,
      purchaseCurrency: 'SEK',
    };
  }
}
