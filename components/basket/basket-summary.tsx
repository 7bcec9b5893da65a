'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { basketShipping } from '@/lib/commerce/shipping';
import type { Basket } from '@/lib/commerce/types';
import type { ShippingTerms } from '@/lib/content/types';
import { formatMoney } from '@/lib/format';
import type { BasketStore } from '@/stores/basket-store';
import { say, type BasketTexts } from './basket-texts';
import { CouponForm } from './coupon-form';
import styles from './basket.module.css';

interface BasketSummaryProps {
  store: BasketStore;
  basket: Basket;
  texts: BasketTexts;
  /** The shop's shipping terms (global configuration); null: no shipping line before checkout. */
  shipping: ShippingTerms | null;
  checkoutHref: string;
  giftWrappingHref: string;
  continueHref: string;
}

/** The basket's total as the checkout will charge it: with shipping when the shop's terms are known. */
export function chargedTotal(basket: Basket, shipping: ShippingTerms | null): number {
  return shipping ? basketShipping(basket, shipping).total : basket.total;
}

/**
 * The basket's side column: totals in SEK with shipping (so the total does not change at checkout) and what
 * is left until shipping is free, the way to the checkout, discount codes, and gift wrapping.
 */
export function BasketSummary({ store, basket, texts, shipping, checkoutHref, giftWrappingHref, continueHref }: BasketSummaryProps) {
  const charged = shipping ? basketShipping(basket, shipping) : null;
  const hasWrapping = basket.items.some((item) => item.isGiftWrapping);
  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-heading">
      <h2 id="basket-summary-heading" className={styles.sectionTitle}>
        {texts.orderSummary}
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>{texts.subtotal}</dt>
          <dd>{formatMoney(basket.subtotal)}</dd>
        </div>
        {basket.discountTotal > 0 ? (
          <div className={styles.discountRow}>
            <dt>{texts.discount}</dt>
            <dd data-basket-discount={basket.discountTotal}>−{formatMoney(basket.discountTotal)}</dd>
          </div>
        ) : null}
        {charged ? (
          <div>
            <dt>{texts.shipping}</dt>
            <dd data-basket-shipping={charged.fee}>{charged.fee === 0 ? texts.freeShipping : formatMoney(charged.fee)}</dd>
          </div>
        ) : null}
        <div className={styles.totalRow}>
          <dt>{texts.total}</dt>
          <dd data-basket-total={charged?.total ?? basket.total}>{formatMoney(charged?.total ?? basket.total)}</dd>
        </div>
      </dl>
      {charged && charged.progress !== null ? (
        <div className={styles.freeShipping} data-free-shipping-left={charged.leftUntilFree ?? 0}>
          <p className={styles.freeShippingText}>{charged.leftUntilFree !== null ? say(texts, 'freeShippingLeft', { amount: formatMoney(charged.leftUntilFree) }) : texts.freeShippingReached}</p>
          <progress className={styles.freeShippingBar} max={1} value={charged.progress} aria-label={texts.freeShippingProgress} />
        </div>
      ) : null}
      {/* On phones the checkout link is the bar at the foot of the screen (basket-view.tsx). From 960 px it
          follows the totals, before the discount codes, so it stays on the first screen however many codes
          are applied. */}
      <IntentLink className={`button ${styles.summaryCheckout}`} href={checkoutHref}>
        {texts.toCheckout}
      </IntentLink>
      <CouponForm store={store} coupons={basket.coupons} texts={texts} />
      <div className={styles.actions}>
        <IntentLink className="button button-secondary" href={giftWrappingHref}>
          {hasWrapping ? texts.changeGiftWrapping : texts.addGiftWrapping}
        </IntentLink>
        <IntentLink className={styles.continue} href={continueHref}>
          {texts.continueShopping}
        </IntentLink>
      </div>
    </aside>
  );
}
