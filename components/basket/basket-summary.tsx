'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import type { Basket } from '@/lib/commerce/types';
import { formatMoney } from '@/lib/format';
import type { BasketStore } from '@/stores/basket-store';
import type { BasketTexts } from './basket-texts';
import { CouponForm } from './coupon-form';
import styles from './basket.module.css';

interface BasketSummaryProps {
  store: BasketStore;
  basket: Basket;
  texts: BasketTexts;
  checkoutHref: string;
  giftWrappingHref: string;
  continueHref: string;
}

/** The basket's side column: discount codes, totals in SEK, and the way on (checkout, gift wrapping). */
export function BasketSummary({ store, basket, texts, checkoutHref, giftWrappingHref, continueHref }: BasketSummaryProps) {
  return (
    <aside className={styles.summary} aria-labelledby="basket-summary-heading">
      <h2 id="basket-summary-heading" className={styles.sectionTitle}>
        {texts.orderSummary}
      </h2>
      <CouponForm store={store} coupons={basket.coupons} texts={texts} />
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
        <div className={styles.totalRow}>
          <dt>{texts.total}</dt>
          <dd data-basket-total={basket.total}>{formatMoney(basket.total)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <IntentLink className="button" href={checkoutHref}>
          {texts.toCheckout}
        </IntentLink>
        <IntentLink className="button button-secondary" href={giftWrappingHref}>
          {texts.addGiftWrapping}
        </IntentLink>
        <IntentLink className={styles.continue} href={continueHref}>
          {texts.continueShopping}
        </IntentLink>
      </div>
    </aside>
  );
}
