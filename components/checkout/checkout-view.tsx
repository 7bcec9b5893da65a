'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { useEffect, useState } from 'react';
import type { CommerceResult } from '@/lib/commerce/result';
import type { BasketItem, Checkout } from '@/lib/commerce/types';
import { track } from '@/lib/tracking/tracker';
import type { TrackedProduct } from '@/lib/tracking/tracking-events';
import { useBasket, useBasketContext } from '@/components/basket/basket-provider';
import { say, type BasketTexts } from '@/components/basket/basket-texts';
import { variantDescription, variantFacts } from '@/components/basket/basket-line';
import { giftWrappingLabel } from '@/components/basket/gift-wrapping-label';
import { basketCount } from '@/stores/basket-store';
import { CheckoutLines, type SummaryLine } from './checkout-lines';
import { PaymentSnippet } from './payment-snippet';
import styles from './checkout.module.css';

const PAYMENT_COMPLETED = 'glans:payment-completed';
const PAYMENT_DELIVERY = 'glans:payment-delivery';
/** An amount beyond any basket's: a message with more is not the payment step's. */
const MAX_AMOUNT = 10_000_000;

/** The chosen delivery's figures (kronor) from the payment step's message, or null if it is not one. */
export interface DeliveryFigures {
  shipping: number;
  total: number;
  /** The VAT the total with this delivery holds: the summary's "moms ingår" line follows the choice too. */
  vat: number;
}

export function deliveryFigures(data: unknown): DeliveryFigures | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== PAYMENT_DELIVERY) return null;
  const { shipping, total, vat } = data as { shipping?: unknown; total?: unknown; vat?: unknown };
  const amount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT;
  return amount(shipping) && amount(total) && amount(vat) && shipping <= total && vat <= total ? { shipping, total, vat } : null;
}

/** Checkouts whose start has been tracked on this page (once each, whatever React re-runs). */
const initiated = new Set<string>();

export function trackedItems(lines: readonly BasketItem[]): TrackedProduct[] {
  return lines.map((line) => ({
    variantId: line.variantId,
    sku: line.sku,
    name: line.familyName || line.name,
    brand: line.brand,
    price: line.unitPrice - line.unitDiscount,
    quantity: line.quantity,
    variant: variantFacts(line).map((fact) => fact.value).join(', ') || null,
  }));
}

/**
 * A checkout line as the summary shows it: a product by its family and variant; a gift wrapping named once,
 * "Presentinslagning" and which one ("Sammetsask"), as the basket shows it.
 */
export function summaryLine(line: BasketItem, texts: BasketTexts): SummaryLine {
  if (line.isGiftWrapping) return { key: line.id, name: texts.giftWrapping, detail: giftWrappingLabel(line.name, line.familyName), quantity: line.quantity, lineTotal: line.lineTotal };
  return { key: line.id, name: line.familyName || line.name, detail: variantDescription(line, texts), quantity: line.quantity, lineTotal: line.lineTotal };
}

interface CheckoutViewProps {
  texts: BasketTexts;
  basketHref: string;
  continueHref: string;
}

/**
 * The checkout: loads `GET /Checkout/{basketId}` (the id is in the browser's storage), shows the order
 * summary and mounts the payment step. Paying sends the shopper to the order-complete page.
 */
export function CheckoutView({ texts, basketHref, continueHref }: CheckoutViewProps) {
  const { client } = useBasketContext();
  const ready = useBasket((state) => state.status === 'ready');
  const basketId = useBasket((state) => state.basketId);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; result: CommerceResult<Checkout> } | null>(null);
  const [delivery, setDelivery] = useState<({ checkoutId: string } & DeliveryFigures) | null>(null);
  const key = `${basketId}:${attempt}`;

  useEffect(() => {
    if (!ready || !basketId) return;
    let current = true;
    void client.getCheckout(basketId).then((result) => {
      if (!current) return;
      setLoaded({ key: `${basketId}:${attempt}`, result });
      if (result.ok && !initiated.has(result.data.checkoutId)) {
        initiated.add(result.data.checkoutId);
        track({ type: 'initiate_checkout', checkoutId: result.data.checkoutId, value: result.data.total, items: trackedItems(result.data.lines) });
      }
    });
    return () => {
      current = false;
    };
  }, [client, ready, basketId, attempt]);

  const checkout = loaded?.key === key && loaded.result.ok ? loaded.result.data : null;

  // The payment step tells its parent the delivery chosen (its shipping and total) and when the shopper has
  // paid (the snippet's own script navigates).
  useEffect(() => {
    if (!checkout) return;
    const origin = new URL(checkout.paymentUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== origin) return;
      const figures = deliveryFigures(data);
      if (figures) {
        setDelivery({ checkoutId: checkout.checkoutId, ...figures });
        return;
      }
      if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== PAYMENT_COMPLETED) return;
      track({ type: 'add_payment_info', checkoutId: checkout.checkoutId, value: checkout.total, items: trackedItems(checkout.lines) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [checkout]);

  if (!ready || (basketId && loaded?.key !== key)) {
    return (
      <p className={styles.note} aria-busy="true">
        {texts.loading}
      </p>
    );
  }

  if (!basketId) {
    return (
      <div className={styles.message} data-checkout-state="empty">
        <p>{texts.basketEmpty}</p>
        <IntentLink className="button" href={continueHref}>
          {texts.continueShopping}
        </IntentLink>
      </div>
    );
  }

  if (!checkout) {
    const conflict = loaded && !loaded.result.ok && loaded.result.error.status === 409;
    return (
      <div className={styles.message} data-checkout-state="error">
        <p role="alert">{conflict ? texts.checkoutConflict : texts.checkoutError}</p>
        <div className={styles.actions}>
          {conflict ? null : (
            <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
              {texts.tryAgain}
            </button>
          )}
          <IntentLink className={conflict ? 'button' : 'button button-secondary'} href={basketHref}>
            {texts.backToBasket}
          </IntentLink>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.checkout} data-checkout-state="ready" data-checkout-id={checkout.checkoutId}>
      <section className={styles.summary} aria-labelledby="checkout-summary-heading">
        <h2 id="checkout-summary-heading" className={styles.title}>
          {texts.orderSummary} <span className={styles.count}>({say(texts, 'itemsCount', { count: basketCount({ items: checkout.lines }) })})</span>
        </h2>
        <CheckoutLines
          lines={checkout.lines.map((line) => summaryLine(line, texts))}
          coupons={checkout.coupons.filter((coupon) => coupon.valid)}
          totals={delivery?.checkoutId === checkout.checkoutId ? { ...checkout, shipping: delivery.shipping, total: delivery.total, vatAmount: delivery.vat } : checkout}
          texts={texts}
        />
        <IntentLink className={styles.back} href={basketHref}>
          {texts.backToBasket}
        </IntentLink>
      </section>
      <section className={styles.payment} aria-labelledby="checkout-payment-heading">
        <h2 id="checkout-payment-heading" className={styles.title}>
          {texts.payment}
        </h2>
        <PaymentSnippet html={checkout.paymentSnippet} checkoutId={checkout.checkoutId} className={styles.snippet} />
      </section>
    </div>
  );
}
