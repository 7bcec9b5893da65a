'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import type { CommerceResult } from '@/lib/commerce/result';
import type { Order, OrderLine } from '@/lib/commerce/types';
import { trackPurchaseOnce } from '@/lib/tracking/tracker';
import type { TrackedOrder } from '@/lib/tracking/tracking-events';
import { useBasketContext } from '@/components/basket/basket-provider';
import { browserStorage } from '@/components/basket/browser-storage';
import { say, type BasketTexts } from '@/components/basket/basket-texts';
import { variantDescription, type VariantFactTexts } from '@/components/basket/basket-line';
import { CheckoutLines } from './checkout-lines';
import styles from './checkout.module.css';

export function trackedOrder(order: Order): TrackedOrder {
  return {
    orderId: order.orderId,
    orderAmountExTax: order.orderAmountExTax,
    purchaseCurrency: order.purchaseCurrency,
    orderLines: order.orderLines.map((line) => ({ sku: line.sku, quantity: line.quantity, name: line.name, unitPrice: line.unitPrice - line.unitDiscount, variantId: line.variantId })),
  };
}

/** The order-complete page's own words from the content: its neutral title, the thank-you and its intro. */
export interface OrderPageTexts {
  title: string;
  thanks: string;
  intro: string;
}

interface OrderConfirmationProps {
  texts: BasketTexts;
  page: OrderPageTexts;
  /** The page's content (what happens next), shown with an order. */
  children?: ReactNode;
}

/**
 * What distinguishes an order line's variant, labelled as the basket and the checkout label it ("Färg: guld ·
 * Material: 14K guld · Storlek: 17 mm"); nothing when the API names no facts, as the line's name then says it.
 */
export function orderLineDetail(line: Pick<OrderLine, 'name' | 'colours' | 'materials' | 'sizes'>, texts: VariantFactTexts): string {
  return variantDescription({ name: line.name, familyName: line.name, colours: line.colours, materials: line.materials, sizes: line.sizes ?? [] }, texts);
}

/** The number a shopper reads out to customer service: the API's order number when it has one, else its id. */
export function orderNumberOf(order: Pick<Order, 'orderId' | 'orderNumber'>): string {
  return order.orderNumber?.trim() || order.orderId;
}

/**
 * The order-complete screen: reads `?orderId=`, loads `GET /Order/{id}`, shows the summary, forgets the
 * ordered basket's id and tracks the purchase once (a reload does not count it again). The page thanks the
 * shopper only for an order it shows, and says a confirmation was e-mailed only when the order has an
 * address; without an order it says there is none.
 */
export function OrderConfirmation({ texts, page, children }: OrderConfirmationProps) {
  return (
    <Suspense fallback={<Heading title={page.title} />}>
      <OrderFromAddress texts={texts} page={page}>
        {children}
      </OrderFromAddress>
    </Suspense>
  );
}

function Heading({ title, intro, thanked = false }: { title: string; intro?: string; thanked?: boolean }) {
  return <PageHero title={title} intro={intro} layout="centered" eyebrow={thanked ? <CheckIcon /> : undefined} />;
}

function OrderFromAddress({ texts, page, children }: OrderConfirmationProps) {
  const orderId = useSearchParams().get('orderId');
  const { client, store } = useBasketContext();
  const [loaded, setLoaded] = useState<{ orderId: string; result: CommerceResult<Order> } | null>(null);

  useEffect(() => {
    if (!orderId) return;
    let current = true;
    void client.getOrder(orderId).then((result) => {
      if (!current) return;
      setLoaded({ orderId, result });
      if (!result.ok) return;
      store.getState().clear(result.data.basketId);
      trackPurchaseOnce(trackedOrder(result.data), browserStorage());
    });
    return () => {
      current = false;
    };
  }, [client, store, orderId]);

  if (!orderId) return <Heading title={texts.orderMissingTitle} intro={texts.orderMissing} />;
  if (loaded?.orderId !== orderId) {
    return (
      <>
        <Heading title={page.title} />
        <p className={styles.note} aria-busy="true">
          {texts.loading}
        </p>
      </>
    );
  }
  if (!loaded.result.ok) {
    return (
      <>
        <Heading title={page.title} />
        <p role="alert" className={styles.message}>
          {texts.orderError}
        </p>
      </>
    );
  }
  const order = loaded.result.data;
  const email = order.email?.trim();
  return (
    <>
      <Heading title={page.thanks} intro={page.intro} thanked />
      {email ? <p className={styles.emailNote}>{say(texts, 'orderEmailSent', { email })}</p> : null}
      {order.delivery ? (
        <p className={styles.emailNote} data-order-delivery="">
          {say(texts, 'orderDelivery', { delivery: order.delivery.label, estimate: order.delivery.estimate })}
        </p>
      ) : null}
      <div className={styles.order} data-order-id={order.orderId}>
        <p className={styles.orderNumber}>
          {texts.orderNumber}: <strong data-order-number="">{orderNumberOf(order)}</strong>
        </p>
        <CheckoutLines
          lines={order.orderLines.map((line, index) => ({ key: `${line.sku}-${index}`, name: line.name, detail: orderLineDetail(line, texts), quantity: line.quantity, lineTotal: line.lineTotal }))}
          coupons={order.coupons}
          totals={order}
          texts={texts}
        />
      </div>
      {children}
    </>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
