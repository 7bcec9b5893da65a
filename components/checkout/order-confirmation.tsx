'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import type { CommerceResult } from '@/lib/commerce/result';
import type { Order } from '@/lib/commerce/types';
import { trackPurchaseOnce } from '@/lib/tracking/tracker';
import type { TrackedOrder } from '@/lib/tracking/tracking-events';
import { useBasketContext } from '@/components/basket/basket-provider';
import { browserStorage } from '@/components/basket/browser-storage';
import type { BasketTexts } from '@/components/basket/basket-texts';
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

/**
 * The order-complete screen's order: reads `?orderId=`, loads `GET /Order/{id}`, shows the summary, forgets
 * the ordered basket's id and tracks the purchase once (a reload does not count it again).
 */
export function OrderConfirmation({ texts }: { texts: BasketTexts }) {
  return (
    <Suspense fallback={<p className={styles.note}>{texts.loading}</p>}>
      <OrderFromAddress texts={texts} />
    </Suspense>
  );
}

function OrderFromAddress({ texts }: { texts: BasketTexts }) {
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

  if (!orderId) return <p className={styles.message}>{texts.orderMissing}</p>;
  if (loaded?.orderId !== orderId) {
    return (
      <p className={styles.note} aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  if (!loaded.result.ok) {
    return (
      <p role="alert" className={styles.message}>
        {texts.orderError}
      </p>
    );
  }
  const order = loaded.result.data;
  return (
    <div className={styles.order} data-order-id={order.orderId}>
      <p className={styles.orderNumber}>
        {texts.orderNumber}: <strong>{order.orderId}</strong>
      </p>
      <CheckoutLines
        lines={order.orderLines.map((line, index) => ({ key: `${line.sku}-${index}`, name: line.name, detail: '', quantity: line.quantity, lineTotal: line.lineTotal }))}
        coupons={order.coupons}
        totals={order}
        texts={texts}
      />
    </div>
  );
}
