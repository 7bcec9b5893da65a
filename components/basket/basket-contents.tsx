'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { useEffect, useState, type RefObject } from 'react';
import type { Basket, BasketItem, RelatedProduct } from '@/lib/commerce/types';
import { basketCount, type BasketStore } from '@/stores/basket-store';
import type { ShippingTerms } from '@/lib/content/types';
import { formatMoney } from '@/lib/format';
import { BasketComment } from './basket-comment';
import { BasketLine, MAX_LINE_QUANTITY } from './basket-line';
import { BasketSummary, chargedTotal } from './basket-summary';
import { say, type BasketTexts } from './basket-texts';
import { RelatedProducts } from './related-products';
import styles from './basket.module.css';

/**
 * What the basket screen draws from the basket once it has been read (`basket-view.tsx` fetches this module
 * after the page has loaded, or at once when the basket read has lines): the lines with their steppers, the
 * totals, discount codes, the message to the shop, the way on, and related products. Its images and forms
 * are none of the page's first paint, which the server draws with the basket still loading; the styles of its
 * forms and related products come with it (a sheet its chunk brings), not with the page's render-blocking sheets.
 */

export interface BasketContentsProps {
  store: BasketStore;
  /** The basket with its lines, or null when it is empty (only related products are drawn then). */
  basket: Basket | null;
  related: RelatedProduct[] | null;
  busy: boolean;
  texts: BasketTexts;
  shipping: ShippingTerms | null;
  checkoutHref: string;
  giftWrappingHref: string;
  continueHref: string;
  /** The basket's heading, where focus goes after a removal. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Said politely (the screen's status region). */
  announce: (text: string) => void;
  /** Said as an alert (the screen's alert region); '' clears it. */
  fail: (text: string) => void;
  /** A line was removed: the screen keeps the keyboard in the basket. */
  onRemoved: () => void;
}

/** How many of each variant the basket may hold now (`GET /StockInformation` for the basket's variants). */
function useOrderableQuantities(store: BasketStore, variantIds: string[]): Record<string, number> {
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

export function BasketContents({ store, basket, related, busy, texts, shipping, checkoutHref, giftWrappingHref, continueHref, headingRef, announce, fail, onRemoved }: BasketContentsProps) {
  const items = basket?.items ?? [];
  const limits = useOrderableQuantities(store, items.map((item) => item.variantId));

  async function changeQuantity(item: BasketItem, quantity: number) {
    fail('');
    const result = await store.getState().setLineQuantity(item, quantity);
    if (result.basket) announce(say(texts, 'quantityChanged', { name: item.familyName || item.name, count: quantity }));
    else fail(texts.basketChangeError);
  }

  async function remove(item: BasketItem) {
    fail('');
    const result = await store.getState().removeLine(item);
    if (result.basket) announce(say(texts, 'itemRemoved', { name: item.familyName || item.name }));
    else fail(texts.basketChangeError);
    onRemoved();
  }

  const count = basketCount(basket);
  return (
    <>
      {basket && items.length > 0 ? (
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

      {related && related.length > 0 ? <RelatedProducts products={related} texts={texts} /> : null}
    </>
  );
}
