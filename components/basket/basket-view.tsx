'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { deferred, useDeferred } from '@/components/layout/deferred';
import { useCallback, useEffect, useRef, useState } from 'react';
import { basketCount } from '@/stores/basket-store';
import type { ShippingTerms } from '@/lib/content/types';
import { useBasket, useBasketContext } from './basket-provider';
import type { BasketTexts } from './basket-texts';
// The filled basket's styles come with the page's own style sheets, so its deferred code brings none.
import './basket-forms.module.css';
import './related-products.module.css';
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

/**
 * The basket screen: lines with quantity steppers, discount codes, a message to the shop, totals in SEK,
 * the way on to gift wrapping and checkout, related products, and an empty state. Changes are announced
 * politely, failures as an alert; the live regions stay in place whatever the basket shows. The server draws
 * it loading (the basket is the browser's); what a read basket shows is `basket-contents.tsx`, fetched after
 * the page has loaded, or at once when the basket has lines. Until it has arrived the basket reads as loading,
 * so there is no control to press that its code would miss.
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
  const state = status !== 'ready' ? 'loading' : !basket || items.length === 0 ? 'empty' : 'filled';
  const contents = useDeferred(basketContents, state === 'filled');
  const onRemoved = useCallback(() => setFocusRequest((count) => count + 1), []);

  // Opened with a basket already in memory (the layout's provider): load it afresh, with related products.
  useEffect(() => {
    if (store.getState().status === 'ready') void store.getState().refresh();
  }, [store]);

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

      {state !== 'loading' && contents ? (
        <contents.BasketContents
          store={store}
          basket={state === 'filled' ? basket : null}
          related={related}
          busy={busy}
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
