'use client';

import { useId, useState, useSyncExternalStore, type FocusEvent, type FormEvent } from 'react';
import { deferred, prefetchDeferred, useDeferred } from '@/components/layout/deferred';
import { useBasketHub, type BasketHub } from '@/components/basket/basket-hub';
import type { BasketTexts } from '@/components/basket/basket-texts';
import { blockedReason, contentStock, countInBasket, initialGiftCardAmount, type AddToBasketVariant } from './add-to-basket-rules';
import { GiftCardAmount } from './gift-card-amount';
import styles from './add-to-basket.module.css';

/** The live form (`add-to-basket.tsx`): live stock, adding, the confirmation, the phone's bar. */
const liveForm = deferred(() => import('./add-to-basket'));
const prefetchLive = () => prefetchDeferred(liveForm);

const noSubscription = () => () => {};

/**
 * The basket's state once the page's store exists, null before: read through the hub, so the store's code
 * (zustand, the commerce client) is not in the product page's first load; the live form makes the store.
 */
function useBasketSnapshot(hub: BasketHub | null) {
  return useSyncExternalStore(hub ? hub.subscribe : noSubscription, () => hub?.runtime()?.store.getState() ?? null, () => null);
}

interface AddToBasketProps {
  variant: AddToBasketVariant;
  basketHref: string;
  texts: BasketTexts;
}

/**
 * Add to basket as the product page's first load has it: the form the server draws (the button, a gift
 * card's amount, the reason a variant cannot be ordered by what the content says), while its code
 * (`add-to-basket.tsx`) is fetched after the page has loaded, or at once when the shopper points at,
 * touches or focuses the form. A press on the button before that code has arrived is kept and done when it
 * arrives (as soon as the basket is ready); an amount typed meanwhile and the focus carry over to the live form.
 */
export function AddToBasket({ variant, basketHref, texts }: AddToBasketProps) {
  const basket = useBasketSnapshot(useBasketHub());
  const inBasket = basket ? countInBasket(basket, variant.variantId) : 0;
  const ready = basket?.status === 'ready';
  const [amount, setAmount] = useState(() => initialGiftCardAmount(variant));
  const [queued, setQueued] = useState(false);
  const [focusOn, setFocusOn] = useState<'submit' | 'amount' | null>(null);
  const live = useDeferred(liveForm, queued);
  const id = useId();

  if (live) return <live.AddToBasket variant={variant} basketHref={basketHref} texts={texts} initialAmount={amount} queued={queued} focusOn={focusOn} />;

  const reason = blockedReason(variant, contentStock(variant), inBasket);
  const reasonId = `${id}-reason`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason === null) setQueued(true);
  };
  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    prefetchLive();
    setFocusOn(event.target instanceof HTMLInputElement ? 'amount' : event.target instanceof HTMLButtonElement ? 'submit' : null);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusOn(null);
  };
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-variant-id={variant.variantId}
      data-stock="content"
      onPointerEnter={prefetchLive}
      onTouchStart={prefetchLive}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {variant.isGiftCard ? <GiftCardAmount id={id} amount={amount} onAmount={setAmount} texts={texts} /> : null}
      <button
        type="submit"
        className={`button ${styles.submit}`}
        disabled={reason !== null}
        aria-disabled={queued || !ready ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
      >
        {texts.addToBasket}
      </button>
      {reason ? (
        <p id={reasonId} className={styles.reason}>
          {texts[reason]}
        </p>
      ) : null}
      <div className={styles.feedback}>
        <p role="status" aria-live="polite" className={styles.empty} />
        <p role="alert" className={styles.empty} />
      </div>
    </form>
  );
}
