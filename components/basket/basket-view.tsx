'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { useEffect, useRef, useState } from 'react';
import type { BasketItem } from '@/lib/commerce/types';
import { basketCount } from '@/stores/basket-store';
import type { ShippingTerms } from '@/lib/content/types';
import { formatMoney } from '@/lib/format';
import { BasketComment } from './basket-comment';
import { BasketLine, MAX_LINE_QUANTITY } from './basket-line';
import { useBasket, useBasketContext } from './basket-provider';
import { BasketSummary, chargedTotal } from './basket-summary';
import { say, type BasketTexts } from './basket-texts';
import { RelatedProducts } from './related-products';
import styles from './basket.module.css';

export interface BasketViewProps {
  texts: BasketTexts;
  /** The shop's shipping terms (global configuration), shown before checkout. */
  shipping?: ShippingTerms | null;
  checkoutHref: string;
  giftWrappingHref: string;
  continueHref: string;
}

/** How many of each variant the basket may hold now (`GET /StockInformation` for the basket's variants). */
function useOrderableQuantities(variantIds: string[]): Record<string, number> {
  const { store } = useBasketContext();
  const [limits, setLimits] = useState<Record<string, number>>({});
  const key = [...new Set(variantIds)].sort().join(',');
  useEffect(() => {
    if (key === '') return;
    let current = true;
    void store
      .getState()
      .getStockInformation(key.split(','))
      .then((result) => {
        if (current && result.success) setLimits(Object.fromEntries(result.data.map((stock) => [stock.variantId, stock.orderableQuantity])));
      });
    return () => {
      current = false;
    };
  }, [store, key]);
  return limits;
}

/**
 * The basket screen: lines with quantity steppers, discount codes, a message to the shop, totals in SEK,
 * the way on to gift wrapping and checkout, related products, and an empty state. Changes are announced
 * politely, failures as an alert; the live regions stay in place whatever the basket shows.
 */
export function BasketView({ texts, shipping = null, checkoutHref, giftWrappingHref, continueHref }: BasketViewProps) {
  const { store } = useBasketContext();
  const status = useBasket((state) => state.status);
  const basket = useBasket((state) => state.basket);
  const related = useBasket((state) => state.relatedProducts);
  const busy = useBasket((state) => state.busy);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = basket?.items ?? [];
  const limits = useOrderableQuantities(items.map((item) => item.variantId));

  // Opened with a basket already in memory (the layout's provider): load it afresh, with related products.
  useEffect(() => {
    if (store.getState().status === 'ready') void store.getState().refresh();
  }, [store]);

  // After a removal the line and its buttons are gone: keep the keyboard in the basket.
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  async function changeQuantity(item: BasketItem, quantity: number) {
    setError('');
    const result = await store.getState().setLineQuantity(item, quantity);
    if (result.basket) setAnnouncement(say(texts, 'quantityChanged', { name: item.familyName || item.name, count: quantity }));
    else setError(texts.basketChangeError);
  }

  async function remove(item: BasketItem) {
    setError('');
    const result = await store.getState().removeLine(item);
    if (result.basket) setAnnouncement(say(texts, 'itemRemoved', { name: item.familyName || item.name }));
    else setError(texts.basketChangeError);
    setFocusRequest((count) => count + 1);
  }

  const state = status !== 'ready' ? 'loading' : !basket || items.length === 0 ? 'empty' : 'filled';
  const count = basketCount(basket);
  return (
    <div className={styles.basket} data-basket-state={state} data-basket-count={count} aria-busy={state === 'loading' ? true : undefined}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <p role="alert" className={styles.errorText}>
        {error}
      </p>

      {state === 'loading' ? <p className={styles.loading}>{texts.loading}</p> : null}

      {state === 'empty' ? (
        <div className={styles.empty}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
            {texts.basketEmpty}
          </h2>
          <IntentLink className="button" href={continueHref}>
            {texts.continueShopping}
          </IntentLink>
        </div>
      ) : null}

      {state === 'filled' && basket ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
              {texts.basketItems} <span className={styles.count}>({say(texts, 'itemsCount', { count })})</span>
            </h2>
            <ul className={styles.lines} aria-busy={busy ? true : undefined}>
              {items.map((item) => (
                <BasketLine
                  key={item.id}
                  item={item}
                  texts={texts}
                  busy={busy}
                  maxQuantity={limits[item.variantId] ?? MAX_LINE_QUANTITY}
                  onQuantity={(line, quantity) => void changeQuantity(line, quantity)}
                  onRemove={(line) => void remove(line)}
                  giftWrappingHref={giftWrappingHref}
                />
              ))}
            </ul>
          </div>
          <BasketSummary store={store} basket={basket} texts={texts} shipping={shipping} checkoutHref={checkoutHref} giftWrappingHref={giftWrappingHref} continueHref={continueHref} />
          {/* After the summary on phones, beside the lines from 960 px: the message is optional, the way to
              the checkout is not. */}
          <div className={styles.commentArea}>
            <BasketComment key={basket.basketId} store={store} initial={basket.comment ?? ''} texts={texts} />
          </div>
          {/* Phones: the total and the checkout at the foot of the screen while the basket is in view. */}
          <div className={styles.checkoutBar}>
            <p className={styles.checkoutBarTotal}>
              <span>{texts.total}</span> <strong>{formatMoney(chargedTotal(basket, shipping))}</strong>
            </p>
            <IntentLink className="button" href={checkoutHref}>
              {texts.toCheckout}
            </IntentLink>
          </div>
        </div>
      ) : null}

      {state !== 'loading' && related && related.length > 0 ? <RelatedProducts products={related} texts={texts} /> : null}
    </div>
  );
}
