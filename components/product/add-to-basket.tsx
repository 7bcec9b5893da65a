'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Availability } from '@/lib/commerce/types';
import { formatMoney, formatNumber } from '@/lib/format';
import { track } from '@/lib/tracking/tracker';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT, isValidGiftCardAmount } from '@/lib/commerce/gift-card';
import { useBasket, useBasketContext } from '@/components/basket/basket-provider';
import { say, type BasketTextKey, type BasketTexts } from '@/components/basket/basket-texts';
import { blockedReason, contentStock, countInBasket, initialGiftCardAmount, parseAmount, type AddToBasketVariant, type LiveStock } from './add-to-basket-rules';
import { AddToBasketButton } from './add-to-basket-button';
import { GiftCardAmount } from './gift-card-amount';
import styles from './add-to-basket.module.css';

export { blockedReason, type AddToBasketVariant } from './add-to-basket-rules';

/** What the first load's form (`add-to-basket-slot.tsx`) hands over when this code arrives. */
export interface AddToBasketHandover {
  /** A gift card's amount as typed meanwhile. */
  initialAmount?: string;
  /** The shopper pressed add to basket meanwhile: it is done as soon as the basket is ready. */
  queued?: boolean;
  /** Where focus was in the form meanwhile: it is put back on the same control. */
  focusOn?: 'submit' | 'amount' | null;
}

interface AddToBasketProps extends AddToBasketHandover {
  variant: AddToBasketVariant;
  basketHref: string;
  texts: BasketTexts;
}

function stockText(stock: LiveStock, texts: BasketTexts): string {
  if (!stock.allowOrdering) return texts.notOrderable;
  if (stock.availability === 'low_stock' && stock.stockQuantity > 0) return `${texts.lowStock} – ${say(texts, 'lowStockCount', { count: stock.stockQuantity })}`;
  const keys: Record<Availability, BasketTextKey> = { in_stock: 'inStock', low_stock: 'lowStock', sold_out: 'soldOut', preorder: 'preorder' };
  return texts[keys[stock.availability]];
}

/**
 * Whether the phone's add-to-basket bar shows: while the form's own button is below the screen, so a shopper
 * need not scroll past the gallery, the sizes and the description to buy; not once it is in view or has been
 * passed (the bar would only cover the text and the footer then).
 */
function useBarWhileBelow(target: RefObject<HTMLElement | null>): boolean {
  // Known only once observed: the server's HTML and a browser without IntersectionObserver have no bar.
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The bar steps aside a little before the button comes into view (the bar's own height and more), so
    // the two never share the foot of the screen.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
      },
      { rootMargin: '0px 0px 160px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return below;
}

/**
 * Add to basket for the chosen variant: live stock from `GET /StockInformation`, disabled with a visible
 * reason when it cannot be ordered, the amount for a gift card, and a confirmation in a polite live region
 * that leaves focus where it is.
 */
export function AddToBasket({ variant, basketHref, texts, initialAmount, queued = false, focusOn = null }: AddToBasketProps) {
  const { store } = useBasketContext();
  const ready = useBasket((state) => state.status === 'ready');
  const inBasket = useBasket((state) => countInBasket(state, variant.variantId));
  const [stock, setStock] = useState<LiveStock | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState('');
  const [amount, setAmount] = useState(initialAmount ?? initialGiftCardAmount(variant));
  const [amountError, setAmountError] = useState('');
  const amountRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const barShown = useBarWhileBelow(submitRef);
  const viewed = useRef<string | null>(null);
  const pressed = useRef(queued);
  const id = useId();

  // The form replaces the first load's: focus goes back where it was.
  useEffect(() => {
    if (focusOn === 'submit') submitRef.current?.focus();
    else if (focusOn === 'amount') amountRef.current?.focus();
  }, [focusOn]);

  useEffect(() => {
    let current = true;
    void store
      .getState()
      .getStockInformation([variant.variantId])
      .then((result) => {
        if (!current) return;
        if (result.success && result.data[0]) setStock(result.data[0]);
        else if (!result.success) console.error('[basket] Stock information could not be loaded.', 'error' in result ? result.error : result.status);
      });
    return () => {
      current = false;
    };
  }, [store, variant.variantId]);

  useEffect(() => {
    if (viewed.current === variant.variantId) return;
    viewed.current = variant.variantId;
    track({ type: 'view_content', product: { variantId: variant.variantId, sku: variant.sku, name: variant.productName, brand: variant.brand, price: variant.price?.amount ?? 0, quantity: 1, variant: variant.variantLabel } });
  }, [variant]);

  const fromContent = contentStock(variant);
  const live = stock ?? fromContent;
  const reason = blockedReason(variant, live, inBasket);
  // The page's badge already says what the content knows; the live stock is shown when it says more.
  const liveText = stockText(live, texts);
  const showStock = stock !== null && !variant.isGiftCard && liveText !== stockText(fromContent, texts);

  async function add() {
    if (pending || reason || !ready) return;
    setConfirmation('');
    setError('');
    let unitPrice: number | null = null;
    if (variant.isGiftCard) {
      const parsed = parseAmount(amount);
      if (!isValidGiftCardAmount(parsed)) {
        setAmountError(say(texts, 'giftCardValidation', { min: formatNumber(GIFT_CARD_MIN_AMOUNT), max: formatNumber(GIFT_CARD_MAX_AMOUNT) }));
        amountRef.current?.focus();
        return;
      }
      setAmountError('');
      unitPrice = parsed;
    }
    setPending(true);
    const result = await store.getState().addItem({ variantId: variant.variantId, quantity: 1, unitPrice });
    setPending(false);
    if (!result.basket) {
      setError(texts.addToBasketError);
      return;
    }
    setConfirmation(`${texts.addedToBasket}: ${variant.productName}${variant.variantLabel ? `, ${variant.variantLabel}` : ''}`);
    track({
      type: 'add_to_cart',
      product: { variantId: variant.variantId, sku: variant.sku, name: variant.productName, brand: variant.brand, price: unitPrice ?? variant.price?.amount ?? 0, quantity: 1, variant: variant.variantLabel },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void add();
  }

  // A press made before this code had arrived is done once the basket is ready (once).
  useEffect(() => {
    if (!pressed.current || !ready) return;
    pressed.current = false;
    void add();
  });

  const reasonId = `${id}-reason`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-variant-id={variant.variantId} data-stock={stock ? 'live' : 'content'}>
      {showStock ? (
        <p className={styles.stock} data-availability={live.allowOrdering ? live.availability : 'not_orderable'}>
          <span className={styles.dot} aria-hidden="true" />
          {liveText}
        </p>
      ) : null}

      {variant.isGiftCard ? <GiftCardAmount id={id} amount={amount} onAmount={setAmount} amountError={amountError} inputRef={amountRef} texts={texts} /> : null}

      <AddToBasketButton reason={reason} reasonId={reasonId} busy={pending || !ready} texts={texts} buttonRef={submitRef} />

      <div className={styles.feedback}>
        <p role="status" aria-live="polite" className={confirmation ? styles.confirmation : styles.empty}>
          {confirmation ? (
            <>
              <CheckIcon />
              <span>{confirmation}</span>
              <IntentLink href={basketHref}>{texts.viewBasket}</IntentLink>
            </>
          ) : null}
        </p>
        <p role="alert" className={error ? styles.error : styles.empty}>
          {error}
        </p>
      </div>

      {/* Phones: the same submit at the foot of the screen while the button above is out of sight below. */}
      {reason === null && !variant.isGiftCard && barShown ? (
        <div className={styles.bar} data-shown="">
          <p className={styles.barText}>
            <span className={styles.barName}>{variant.productName}</span>
            {confirmation ? (
              <IntentLink href={basketHref}>{texts.viewBasket}</IntentLink>
            ) : variant.price ? (
              <span className={styles.barPrice}>{formatMoney(variant.price.amount)}</span>
            ) : null}
          </p>
          <button type="submit" className="button" aria-disabled={pending || !ready ? true : undefined}>
            {texts.addToBasket}
          </button>
        </div>
      ) : null}
    </form>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.check}>
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
