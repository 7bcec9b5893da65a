import { randomUUID } from 'node:crypto';
import type { Checkout, Order } from '../../lib/commerce/types';
import { HttpError } from '../shared/http-service';
import type { PricedBasket } from './basket-pricing';
import { requireOpen, shortageMessage, type BasketService } from './basket-service';
import type { StoredBasket } from './basket-state';
import type { BasketStore } from './basket-store';
import type { ResolvedChannel } from './catalogue-index';
import { checkoutTotals } from './checkout-totals';
import { toSek } from './money';
import type { NewOrder, OrderStore } from './order-store';
import { paymentSnippet, type PaymentSummary } from './payment-page';
import { demandByVariant } from './stock-rules';
import type { StockStore } from './stock-store';

/**
 * Checkout and the demo payment: a checkout per basket (same id on every load), paying it once creates the
 * order, reserves stock and closes the basket, all in one transaction under the basket's lock. Paying again
 * answers the same order.
 */

export class CheckoutService {
  constructor(
    private readonly baskets: BasketService,
    private readonly store: BasketStore,
    private readonly stock: StockStore,
    private readonly orders: OrderStore,
    private readonly storefrontUrl: string,
  ) {}

  /** Where the shopper lands after paying: the storefront's checkout-completed page. */
  redirectUrl(orderId: string): string {
    return `${this.storefrontUrl}/${this.baskets.catalogue.checkoutCompletedSlug}/?orderId=${encodeURIComponent(orderId)}`;
  }

  async checkout(basketId: string, channel: ResolvedChannel, publicOrigin: string): Promise<Checkout> {
    return this.store.locked(basketId, async (current) => {
      const basket = requireOpen(current, basketId);
      const priced = this.payable(basket, channel);
      const totals = checkoutTotals(priced);
      const checkoutId = await this.orders.saveCheckout(basketId, randomUUID(), {
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
  async paymentState(checkoutId: string): Promise<{ paidOrderId: string } | { summary: PaymentSummary }> {
    const checkout = await this.orders.checkout(checkoutId);
    if (!checkout) throw new HttpError(404, 'Kassan finns inte');
    if (checkout.order_id) return { paidOrderId: checkout.order_id };
    const basket = requireOpen(await this.store.read(checkout.basket_id), checkout.basket_id);
    const priced = this.payable(basket, this.baskets.catalogue.defaultChannel());
    const totals = checkoutTotals(priced);
    return {
      summary: {
        checkoutId,
        lines: priced.basket.items.map((item) => ({ name: item.name, quantity: item.quantity, lineTotal: item.lineTotal })),
        couponTotal: toSek(priced.coupons.reduce((sum, coupon) => sum + coupon.amountOre, 0)),
        shipping: toSek(totals.shippingOre),
        total: toSek(totals.totalOre),
        vatAmount: toSek(totals.vatOre),
      },
    };
  }

  /** Pays a checkout: creates the order once; a second payment answers the same order (`created: false`). */
  async pay(checkoutId: string): Promise<{ order: Order; created: boolean }> {
    const found = await this.orders.checkout(checkoutId);
    if (!found) throw new HttpError(404, 'Kassan finns inte');
    const result = await this.store.locked(found.basket_id, async (current) => {
      const checkout = await this.orders.checkout(checkoutId);
      if (!checkout) throw new HttpError(404, 'Kassan finns inte');
      if (checkout.order_id) return { orderId: checkout.order_id, created: false };
      const basket = requireOpen(current, checkout.basket_id);
      const priced = this.payable(basket, this.baskets.catalogue.defaultChannel());
      const totals = checkoutTotals(priced);
      if (totals.totalOre !== checkout.snapshot.totalOre || priced.basket.itemCount !== checkout.snapshot.itemCount) {
        throw new HttpError(409, 'Varukorgen har ändrats sedan kassan öppnades. Ladda om kassan och försök igen.');
      }
      const order = this.newOrder(checkoutId, basket, priced, totals);
      const { levels, closed } = await this.store.transaction(async (tx) => {
        await this.orders.insertOrder(tx, order);
        const reserved = await this.stock.reserve(tx, demandByVariant(priced.lines.map((line) => line.item)));
        return { levels: reserved, closed: await this.store.markOrdered(tx, basket, order.id) };
      });
      this.stock.commit(levels);
      this.store.remember(closed);
      return { orderId: order.id, created: true };
    });
    return { order: await this.order(result.orderId), created: result.created };
  }

  async order(orderId: string): Promise<Order> {
    const order = await this.orders.order(orderId);
    if (!order) throw new HttpError(404, `Order ${orderId} not found`);
    return order;
  }

  /** The basket priced for paying: not empty, and every line still in stock. */
  private payable(basket: StoredBasket, channel: ResolvedChannel): PricedBasket {
    const priced = this.baskets.price(basket, channel);
    if (priced.lines.length === 0) throw new HttpError(409, 'The basket is empty');
    const shortage = this.stock.shortages(new Map(), demandByVariant(priced.lines.map((line) => line.item)))[0];
    if (shortage)
      throw new HttpError(409, shortageMessage(shortage), { variantId: shortage.variantId, orderableQuantity: shortage.orderable });
    return priced;
  }

  private newOrder(checkoutId: string, basket: StoredBasket, priced: PricedBasket, totals: ReturnType<typeof checkoutTotals>): NewOrder {
    const lines: NewOrder['lines'] = [];
    for (const line of priced.lines) {
      const { variant } = line.entry;
      lines.push({
        variantId: variant.id,
        sku: variant.sku,
        name: variant.name,
        quantity: line.item.quantity,
        unitPriceOre: line.unitPriceOre,
        unitDiscountOre: line.unitDiscountOre,
        lineTotalOre: line.lineTotalOre,
        isGiftCard: variant.isGiftCard,
        bundleOf: null,
      });
      for (const slotVariantId of Object.values(line.item.bundle)) {
        const slot = this.baskets.catalogue.variant(slotVariantId)?.variant;
        lines.push({
          variantId: slotVariantId,
          sku: slot?.sku ?? slotVariantId,
          name: slot?.name ?? '',
          quantity: line.item.quantity,
          unitPriceOre: 0,
          unitDiscountOre: 0,
          lineTotalOre: 0,
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
      lines,
    };
  }
}
