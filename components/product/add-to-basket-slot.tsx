'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { deferred, prefetchDeferred, useDeferred } from '@/components/layout/deferred';
import { useBasketHub } from '@/components/basket/basket-hub';
import { useBasketSnapshot } from '@/components/basket/basket-snapshot';
import type { BasketTexts } from '@/components/basket/basket-texts';
import { blockedReason, contentStock, countInBasket, initialGiftCardAmount, type AddToBasketVariant } from './add-to-basket-rules';
import { AddToBasketButton } from './add-to-basket-button';
import styles from './add-to-basket.module.css';

/** The live form (`add-to-basket.tsx`): live stock, adding, the confirmation, the phone's bar. */
const liveForm = deferred(() => import('./add-to-basket'));
const prefetchLive = () => prefetchDeferred(liveForm);

interface AddToBasketProps {
  variant: AddToBasketVariant;
  basketHref: string;
  texts: BasketTexts;
  /** A gift card's amount field as the server draws it (`GiftCardAmount` without `onAmount`). */
  amountField?: ReactNode;
}

/** The amount field's value as the browser holds it (typed before the page was hydrated, too). */
function typedAmount(form: HTMLFormElement | null): string | null {
  const input = form?.elements.namedItem('amount');
  return input instanceof HTMLInputElement ? input.value : null;
}

/**
 * Add to basket as the product page's first load has it: the form the server draws (the button, a gift
 * card's amount, the reason a variant cannot be ordered by what the content says), while its code
 * (`add-to-basket.tsx`) is fetched after the page has loaded, or at once when the shopper points at,
 * touches or focuses the form. A press on the button before that code has arrived is kept and done when it
 * arrives (as soon as the basket is ready); an amount typed meanwhile and the focus carry over to the live form.
 */
export function AddToBasket({ variant, basketHref, texts, amountField = null }: AddToBasketProps) {
  const basket = useBasketSnapshot(useBasketHub());
  const inBasket = basket ? countInBasket(basket, variant.variantId) : 0;
  const ready = basket?.status === 'ready';
  const [amount, setAmount] = useState(() => initialGiftCardAmount(variant));
  const [queued, setQueued] = useState(false);
  const [focusOn, setFocusOn] = useState<'submit' | 'amount' | null>(null);
  const live = useDeferred(liveForm, queued);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);

  // What was typed into the server's field before the page was hydrated (React saw no change event for it).
  useEffect(() => {
    const typed = typedAmount(form.current);
    if (typed !== null) setAmount(typed);
  }, []);

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
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'amount') setAmount(event.target.value);
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusOn(null);
  };
  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-variant-id={variant.variantId}
      data-stock="content"
      onPointerEnter={prefetchLive}
      onTouchStart={prefetchLive}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={onChange}
    >
      {variant.isGiftCard ? amountField : null}
      <AddToBasketButton reason={reason} reasonId={reasonId} busy={queued || !ready} texts={texts} />
      <div className={styles.feedback}>
        <p role="status" aria-live="polite" className={styles.empty} />
        <p role="alert" className={styles.empty} />
      </div>
    </form>
  );
}
