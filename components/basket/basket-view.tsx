'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { afterPageLoad, deferred, useDeferred } from '@/components/layout/deferred';
import { useCallback, useEffect, useRef, useState } from 'react';
import { basketCount } from '@/stores/basket-count';
import type { ShippingTerms } from '@/lib/content/types';
import { useBasketHub, type BasketHub } from './basket-hub';
import { useBasketSnapshot, useNoStoredBasket } from './basket-snapshot';
import type { BasketTexts } from './basket-texts';
import styles from './basket.module.css';

export interface BasketViewProps {
  texts: BasketTexts;
  /** The shop's shipping terms (global configuration), shown before checkout. */
  shipping?: ShippingTerms | null;
  checkoutHref: string;
  giftWrappingHref: string;
  continueHref: string;
}

/** The filled basket's code (`basket-contents.tsx`): lines, forms, totals, related products. */
const basketContents = deferred(() => import('./basket-contents'));

function useRequiredHub(): BasketHub {
  const hub = useBasketHub();
  if (!hub) throw new Error('A basket component is rendered outside <BasketProvider>.');
  return hub;
}

/**
 * The basket screen: lines with quantity steppers, discount codes, a message to the shop, totals in SEK,
 * the way on to gift wrapping and checkout, related products, and an empty state. Changes are announced
 * politely, failures as an alert; the live regions stay in place whatever the basket shows. The server draws
 * it loading (the basket is the browser's). The frame reads the basket through the page's hub
 * (basket-snapshot.ts), so the store's code is not in the page's first load: with no basket in the browser the
 * basket is empty at once; with one, the store's code is fetched after the page has loaded (the hub's, unless
 * it is there already) and reads it. What a read basket shows is `basket-contents.tsx`, fetched after the page
 * has loaded, or at once when the basket has lines. Until both have arrived the basket reads as loading, so
 * there is no control to press that their code would miss.
 */
export function BasketView({ texts, shipping = null, checkoutHref, giftWrappingHref, continueHref }: BasketViewProps) {
  const hub = useRequiredHub();
  const snapshot = useBasketSnapshot(hub);
  const noStoredBasket = useNoStoredBasket(hub);
  const store = snapshot ? (hub.runtime()?.store ?? null) : null;
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const basket = snapshot?.basket ?? null;
  const items = basket?.items ?? [];
  const state = snapshot ? (snapshot.status !== 'ready' ? 'loading' : !basket || items.length === 0 ? 'empty' : 'filled') : noStoredBasket ? 'empty' : 'loading';
  const contents = useDeferred(basketContents, state === 'filled');
  const onRemoved = useCallback(() => setFocusRequest((count) => count + 1), []);
  const waitingForStore = !snapshot && !noStoredBasket;

  // Opened with a basket already in memory (another screen made the store): load it afresh, with related products.
  useEffect(() => {
    const runtime = hub.runtime();
    if (runtime?.store.getState().status === 'ready') void runtime.store.getState().refresh();
  }, [hub]);

  // A basket in the browser (or one another tab has just made): the store's code reads it, after the page has
  // loaded. The browser's storage is read again then, so a page whose hub has not read it yet loads nothing
  // when there is no basket.
  useEffect(() => {
    if (!waitingForStore) return;
    return afterPageLoad(() => {
      hub.readStorage();
      if (hub.hasBasket()) void hub.load().catch(() => {});
    });
  }, [hub, waitingForStore]);

  // After a removal the line and its buttons are gone: keep the keyboard in the basket.
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  const shown = state === 'filled' && !contents ? 'loading' : state;
  const count = basketCount(basket);
  return (
    <div className={styles.basket} data-basket-state={shown} data-basket-count={count} aria-busy={shown === 'loading' ? true : undefined}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <p role="alert" className={styles.errorText}>
        {error}
      </p>

      {shown === 'loading' ? <p className={styles.loading}>{texts.loading}</p> : null}

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

      {state !== 'loading' && store && contents ? (
        <contents.BasketContents
          store={store}
          basket={state === 'filled' ? basket : null}
          related={snapshot?.relatedProducts ?? null}
          busy={snapshot?.busy ?? false}
          texts={texts}
          shipping={shipping}
          checkoutHref={checkoutHref}
          giftWrappingHref={giftWrappingHref}
          continueHref={continueHref}
          headingRef={headingRef}
          announce={setAnnouncement}
          fail={setError}
          onRemoved={onRemoved}
        />
      ) : null}
    </div>
  );
}
