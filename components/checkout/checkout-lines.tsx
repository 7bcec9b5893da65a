import type { BasketCoupon } from '@/lib/commerce/types';
import { formatMoney } from '@/lib/format';
import { say, type BasketTexts } from '@/components/basket/basket-texts';
import styles from './checkout.module.css';

export interface SummaryLine {
  key: string;
  name: string;
  detail: string;
  quantity: number;
  lineTotal: number;
}

export interface SummaryTotals {
  subtotal: number;
  discountTotal: number;
  shipping: number;
  total: number;
  vatAmount: number;
}

/** An order or checkout summary: lines, discount codes, subtotal, discount, shipping, total and VAT. */
export function CheckoutLines({ lines, coupons, totals, texts }: { lines: SummaryLine[]; coupons: Pick<BasketCoupon, 'code' | 'amount'>[]; totals: SummaryTotals; texts: BasketTexts }) {
  const applied = coupons.filter((coupon) => coupon.amount > 0);
  // The discount total holds the items' own discounts and the coupons; the coupons are listed by code.
  const itemDiscounts = Math.max(0, Math.round((totals.discountTotal - applied.reduce((sum, coupon) => sum + coupon.amount, 0)) * 100) / 100);
  return (
    <div className={styles.summaryBody}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <span className={styles.lineName}>
              {line.name}
              {line.detail ? <span className={styles.lineDetail}>{line.detail}</span> : null}
            </span>
            <span className={styles.lineQuantity}>
              <span className="visually-hidden">{texts.quantity}: </span>× {line.quantity}
            </span>
            <span className={styles.amount}>{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{texts.subtotal}</dt>
          <dd>{formatMoney(totals.subtotal)}</dd>
        </div>
        {itemDiscounts > 0 ? (
          <div className={styles.discount}>
            <dt>{texts.discount}</dt>
            <dd>−{formatMoney(itemDiscounts)}</dd>
          </div>
        ) : null}
        {applied.map((coupon) => (
          <div key={coupon.code} className={styles.discount}>
            <dt>
              {texts.discountCode} {coupon.code}
            </dt>
            <dd>−{formatMoney(coupon.amount)}</dd>
          </div>
        ))}
        <div>
          <dt>{texts.shipping}</dt>
          <dd>{totals.shipping === 0 ? texts.freeShipping : formatMoney(totals.shipping)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{texts.total}</dt>
          <dd data-total={totals.total}>{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      <p className={styles.vat}>{say(texts, 'vatIncluded', { amount: formatMoney(totals.vatAmount) })}</p>
    </div>
  );
}
