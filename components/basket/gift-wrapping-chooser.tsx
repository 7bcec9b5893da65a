'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@/lib/format';
import { useBasket, useBasketContext } from './basket-provider';
import type { BasketTexts } from './basket-texts';
import styles from './gift-wrapping-chooser.module.css';
import { ContentImg } from '@/components/content/content-img';

/** A gift wrapping from the catalogue (a product variant with `isGiftWrapping`). */
export interface GiftWrappingOption {
  variantId: string;
  name: string;
  /** SEK; 0 is free. Null when it has no price in this channel (not offered). */
  price: number | null;
  image: { src: string; alt: string; width: number; height: number } | null;
}

interface GiftWrappingChooserProps {
  options: GiftWrappingOption[];
  texts: BasketTexts;
  basketHref: string;
  checkoutHref: string;
  continueHref: string;
}

/**
 * The wrapping chosen when the page opens: the one in the basket, else the least expensive (the free one in
 * the demo), so a shopper who only wants it wrapped has one press to make.
 */
export function preselectedWrapping(offered: readonly GiftWrappingOption[], current: string | null): string | null {
  if (current && offered.some((option) => option.variantId === current)) return current;
  const cheapest = [...offered].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))[0];
  return cheapest?.variantId ?? null;
}

/**
 * Choose one gift wrapping for the order: the wrappings as radio cards, the one in the basket chosen. A
 * basket holds one wrapping: choosing another changes it (the old one is set to quantity 0, then the new
 * one to 1). The confirmation is polite and leaves focus where it is.
 */
export function GiftWrappingChooser({ options, texts, basketHref, checkoutHref, continueHref }: GiftWrappingChooserProps) {
  const { store } = useBasketContext();
  const status = useBasket((state) => state.status);
  const items = useBasket((state) => state.basket?.items);
  const offered = options.filter((option) => option.price !== null);
  const wrappingIds = new Set(offered.map((option) => option.variantId));
  const inBasket = (items ?? []).filter((item) => item.isGiftWrapping || wrappingIds.has(item.variantId));
  const current = inBasket[0]?.variantId ?? null;
  const hasGoods = (items ?? []).some((item) => !item.isGiftWrapping && !wrappingIds.has(item.variantId));
  const [choice, setChoice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const selected = choice ?? preselectedWrapping(offered, current);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setMessage('');
    setError('');
    if (!selected) {
      setError(texts.giftWrappingValidation);
      return;
    }
    setPending(true);
    let ok = true;
    for (const item of inBasket) {
      if (item.variantId !== selected) ok = ok && Boolean((await store.getState().removeLine(item)).basket);
    }
    if (ok && !inBasket.some((item) => item.variantId === selected)) {
      ok = Boolean((await store.getState().changeQuantity({ variantId: selected, quantity: 1, bundleProducts: {} })).basket);
    }
    setPending(false);
    if (ok) setMessage(current && current !== selected ? texts.giftWrappingChanged : texts.giftWrappingAdded);
    else setError(texts.basketChangeError);
  }

  if (status !== 'ready') return <p className={styles.note}>{texts.loading}</p>;

  if (!hasGoods) {
    return (
      <div className={styles.empty} data-gift-wrapping="needs-items">
        <p>{texts.giftWrappingNeedsItems}</p>
        <IntentLink className="button" href={continueHref}>
          {texts.continueShopping}
        </IntentLink>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.chooser} onSubmit={submit} noValidate>
      <fieldset className={styles.options} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>{texts.chooseGiftWrapping}</legend>
        {offered.map((option) => {
          const inputId = `${id}-${option.variantId}`;
          return (
            // The radio sits beside the name, under the picture: the whole card is its label.
            <label key={option.variantId} htmlFor={inputId} className={styles.card}>
              <span className={styles.image}>{option.image ? <ContentImg src={option.image.src} alt="" width={option.image.width} height={option.image.height} sizes="(max-width: 767px) 40vw, 200px" /> : null}</span>
              <span className={styles.choice}>
                <input
                  type="radio"
                  id={inputId}
                  name="giftWrapping"
                  value={option.variantId}
                  checked={selected === option.variantId}
                  onChange={() => setChoice(option.variantId)}
                  className={styles.radio}
                />
                <span className={styles.name}>{option.name}</span>
              </span>
              <span className={styles.price}>{option.price === 0 ? texts.free : formatMoney(option.price ?? 0)}</span>
              {option.variantId === current ? <span className={styles.current}>{texts.giftWrappingInBasket}</span> : null}
            </label>
          );
        })}
      </fieldset>
      <p role="alert" id={errorId} className={styles.error}>
        {error}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button" aria-disabled={pending ? true : undefined}>
          {current ? texts.changeGiftWrapping : texts.addGiftWrapping}
        </button>
        <IntentLink className="button button-secondary" href={checkoutHref}>
          {texts.toCheckout}
        </IntentLink>
        <IntentLink className={styles.back} href={basketHref}>
          {texts.backToBasket}
        </IntentLink>
      </div>
      <p role="status" className={styles.success}>
        {message}
      </p>
    </form>
  );
}
