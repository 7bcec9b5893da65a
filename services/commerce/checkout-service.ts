import { randomUUID } from 'node:crypto';
import type { Checkout, Order, OrderLine } from '../../lib/commerce/types';
import { HttpError } from '../shared/http-service';
import type { PricedBasket } from './basket-pricing';
import { lockOpenBasket, requireOpen, type BasketService } from './basket-service';
import type { StoredBasket } from './basket-state';
import { loadBasket, lockBasket, markOrdered } from './basket-store';
import type { ResolvedChannel } from './catalogue-index';
import { checkoutTotals } from './checkout-totals';
import { DEFAULT_DELIVERY, deliveryOption, DELIVERY_OPTIONS, type DeliveryOption } from './delivery-options';
import { redeemCoupon } from './coupon-uses';
import { sqlState, type Database, type Session } from './database';
import { toSek } from './money';
import type { NewOrder, OrderStore } from './order-store';
import type { PaymentDetails } from './payment-details';
import { paymentSnippet, type PaymentSummary } from './payment-page';
import { demandByVariant } from './stock-rules';
import { shortageError, type StockLevels, type StockStore } from './stock-store';

/**
 * Checkout and the demo payment: a checkout per basket (same id on every load). Paying it creates the
 * order, takes the stock and closes the basket in one transaction that holds the basket's row lock, so
 * the same payment confirmed on two instances at once makes one order: the second waits for the lock,
 * then finds the order and answers it. The unique constraint on `orders.checkout_id` backs this up.
 */

export class CheckoutService {
  constructor(
    private readonly baskets: BasketService,
    private readonly db: Database,
    private readonly stock: StockStore,
    private readonly orders: OrderStore,
    private readonly storefrontUrl: string,
  ) {}

  /** The storefront's terms page, which the payment step links to. */
  termsUrl(): string {
    return `${this.storefrontUrl}/${this.baskets.catalogue.termsSlug}/`;
  }

  /** Where the shopper lands after paying: the storefront's checkout-completed page. */
  redirectUrl(orderId: string): string {
    return `${this.storefrontUrl}/${this.baskets.catalogue.checkoutCompletedSlug}/?orderId=${encodeURIComponent(orderId)}`;
  }

  async checkout(basketId: string, channel: ResolvedChannel, publicOrigin: string): Promise<Checkout> {
    return this.db.transaction(async (tx) => {
      const { basket, stock } = await lockOpenBasket(tx, basketId);
      const priced = this.payable(basket, channel, stock);
      const totals = checkoutTotals(priced);
      const checkoutId = await this.orders.saveCheckout(tx, basketId, randomUUID(), {
        totalOre: totals.totalOre,
        itemCount: priced.basket.itemCount,
      });
      const paymentUrl = `${publicOrigin}/payment/${checkoutId}`;
      return {
        checkoutId,
        basketId,
        lines: priced.basket.items,
        coupons: priced.basket.coupons,
        itemCount: priced.basket.itemCount,
        subtotal: priced.basket.subtotal,
        discountTotal: priced.basket.discountTotal,
        shipping: toSek(totals.shippingOre),
        total: toSek(totals.totalOre),
        vatAmount: toSek(totals.vatOre),
        currency: 'SEK',
        paymentUrl,
        paymentSnippet: paymentSnippet(paymentUrl, checkoutId, this.baskets.catalogue.checkoutCompletedSlug),
      };
    });
  }

  /** What the payment page shows, or the order when the checkout is paid already. */
  async paymentState(checkoutId: string): Promise<{ paid: Order } | { summary: PaymentSummary }> {
    const checkout = await this.orders.checkout(this.db, checkoutId);
    if (!checkout) throw new HttpError(404, 'Kassan finns inte');
    if (checkout.order_id) return { paid: await this.order(checkout.order_id) };
    const { basket, stock } = requireOpen(await loadBasket(this.db, checkout.basket_id), checkout.basket_id);
    const priced = this.payable(basket, this.baskets.catalogue.defaultChannel(), stock);
    const totals = checkoutTotals(priced);
    return {
      summary: {
        checkoutId,
        lines: priced.basket.items.map((item) => ({ name: item.name, quantity: item.quantity, lineTotal: item.lineTotal })),
        couponTotal: toSek(priced.coupons.reduce((sum, coupon) => sum + coupon.amountOre, 0)),
        shipping: toSek(totals.shippingOre),
        total: toSek(totals.totalOre),
        vatAmount: toSek(totals.vatOre),
        choices: {
          delivery: DELIVERY_OPTIONS.map((option) => {
            const withOption = checkoutTotals(priced, option);
            return { ...option, fee: toSek(withOption.shippingOre), total: toSek(withOption.totalOre), vat: toSek(withOption.vatOre) };
          }),
          defaultDelivery: DEFAULT_DELIVERY.id,
          termsUrl: this.termsUrl(),
        },
      },
    };
  }

  /**
   * Pays a checkout: creates the order once, with what the payment step took (checked by
   * `checkPaymentInput`, whichever way it was posted) and the chosen delivery's fee from the service's own
   * table; a second payment answers the same order (`created: false`). The basket is compared with what
   * the checkout showed at its default delivery, the fee the shopper chose then added.
   */
  async pay(checkoutId: string, customer: PaymentDetails): Promise<{ order: Order; created: boolean }> {
    const found = await this.orders.checkout(this.db, checkoutId);
    if (!found) throw new HttpError(404, 'Kassan finns inte');
    const result = await this.db
      .transaction(async (tx) => {
        await lockBasket(tx, found.basket_id);
        // Read after the lock: a payment that held it before has committed its order by now.
        const checkout = await this.orders.checkout(tx, checkoutId);
        if (!checkout) throw new HttpError(404, 'Kassan finns inte');
        if (checkout.order_id) return { orderId: checkout.order_id, created: false };
        const { basket, stock } = requireOpen(await loadBasket(tx, checkout.basket_id), checkout.basket_id);
        const priced = this.payable(basket, this.baskets.catalogue.defaultChannel(), stock);
        const shown = checkoutTotals(priced);
        if (shown.totalOre !== checkout.snapshot.totalOre || priced.basket.itemCount !== checkout.snapshot.itemCount) {
          throw new HttpError(409, 'Varukorgen har ändrats sedan kassan öppnades. Ladda om kassan och försök igen.');
        }
        const delivery = deliveryOption(customer.delivery);
        if (!delivery) throw new HttpError(400, 'Okänt leveranssätt');
        const totals = checkoutTotals(priced, delivery);
        const order = this.newOrder(checkoutId, basket, priced, totals, customer, delivery);
        await this.orders.insertOrder(tx, order);
        await this.redeemCoupons(tx, order, priced);
        await this.stock.reserve(tx, demandByVariant(priced.lines.map((line) => line.item)));
        await markOrdered(tx, basket, order.id);
        return { orderId: order.id, created: true };
      })
      .catch(async (error: unknown) => {
        // orders.checkout_id is unique: when another transaction made this checkout's order first, answer it.
        if (sqlState(error) !== '23505') throw error;
        const paid = await this.orders.checkout(this.db, checkoutId);
        if (!paid?.order_id) throw error;
        return { orderId: paid.order_id, created: false };
      });
    return { order: await this.order(result.orderId), created: result.created };
  }

  async order(orderId: string): Promise<Order> {
    const order = await this.orders.order(this.db, orderId);
    if (!order) throw new HttpError(404, `Order ${orderId} not found`);
    return { ...order, orderLines: order.orderLines.map((line) => this.withVariantFacts(line)) };
  }

  /**
   * A line with its variant's colours, materials and sizes from the catalogue, read when the order is answered
   * (the stored line keeps only its name); a variant the catalogue no longer has keeps the name alone.
   */
  private withVariantFacts(line: OrderLine): OrderLine {
    const entry = this.baskets.catalogue.variant(line.variantId);
    if (!entry) return line;
    return { ...line, colours: entry.colours, materials: entry.materials, sizes: entry.variant.sizes.map((size) => size.value) };
  }

  /** The order's use of each code that takes something off, checked against its use limits again (coupon-uses.ts). */
  private async redeemCoupons(tx: Session, order: NewOrder, priced: PricedBasket): Promise<void> {
    for (const { code, amountOre } of priced.coupons) {
      const coupon = this.baskets.catalogue.coupon(code);
      if (!coupon || amountOre <= 0) continue;
      await redeemCoupon(tx, { orderId: order.id, userId: order.userId, email: order.customer?.email ?? null, coupon });
    }
  }

  /** The basket priced for paying: not empty, and every line in stock as last read (`reserve` decides). */
  private payable(basket: StoredBasket, channel: ResolvedChannel, stock: StockLevels): PricedBasket {
    const priced = this.baskets.price(basket, channel, stock);
    if (priced.lines.length === 0) throw new HttpError(409, 'The basket is empty');
    const shortage = this.stock.shortages(stock, new Map(), demandByVariant(priced.lines.map((line) => line.item)))[0];
    if (shortage) throw shortageError(shortage);
    return priced;
  }

  private newOrder(
    checkoutId: string,
    basket: StoredBasket,
    priced: PricedBasket,
    totals: ReturnType<typeof checkoutTotals>,
    customer: PaymentDetails,
    delivery: DeliveryOption,
  ): NewOrder {
    const lines: NewOrder['lines'] = [];
    for (const line of priced.lines) {
      const { variant } = line.entry;
      const { quantity } = line.item;
      // The line's own variant at its own price, then each filled slot at its own (the line's price is their sum).
      const slotsPriceOre = line.slots.reduce((sum, slot) => sum + slot.unitPriceOre, 0);
      const slotsDiscountOre = line.slots.reduce((sum, slot) => sum + slot.unitDiscountOre, 0);
      const ownPriceOre = line.unitPriceOre - slotsPriceOre;
      const ownDiscountOre = line.unitDiscountOre - slotsDiscountOre;
      lines.push({
        variantId: variant.id,
        sku: variant.sku,
        name: variant.name,
        quantity,
        unitPriceOre: ownPriceOre,
        unitDiscountOre: ownDiscountOre,
        lineTotalOre: (ownPriceOre - ownDiscountOre) * quantity,
        isGiftCard: variant.isGiftCard,
        bundleOf: null,
      });
      for (const slot of line.slots) {
        lines.push({
          variantId: slot.entry.variant.id,
          sku: slot.entry.variant.sku,
          name: slot.entry.variant.name,
          quantity,
          unitPriceOre: slot.unitPriceOre,
          unitDiscountOre: slot.unitDiscountOre,
          lineTotalOre: (slot.unitPriceOre - slot.unitDiscountOre) * quantity,
          isGiftCard: false,
          bundleOf: variant.sku,
        });
      }
    }
    return {
      id: randomUUID(),
      checkoutId,
      basketId: basket.id,
      userId: basket.userId,
      salesChannelId: basket.salesChannelId,
      subtotalOre: priced.subtotalOre,
      discountOre: priced.discountOre,
      shippingOre: totals.shippingOre,
      totalOre: totals.totalOre,
      amountExTaxOre: totals.amountExTaxOre,
      vatOre: totals.vatOre,
      coupons: priced.coupons.map((coupon) => ({ code: coupon.code, amount: toSek(coupon.amountOre) })),
      comment: basket.comment,
      customer,
      delivery: { id: delivery.id, label: delivery.label, estimate: delivery.estimate },
      lines,
    };
  }
}
