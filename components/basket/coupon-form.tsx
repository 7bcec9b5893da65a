'use client';

import { useId, useState, type FormEvent } from 'react';
import type { BasketCoupon } from '@/lib/commerce/types';
import { formatMoney } from '@/lib/format';
import type { BasketStore, CouponResult } from '@/stores/basket-store';
import { say, type BasketTextKey, type BasketTexts } from './basket-texts';
import styles from './basket-forms.module.css';

/** The shopper's message for a coupon answer (404 not found, 409 conflict, 429 too many wrong codes, anything else). */
export function couponMessageKey(status: number): BasketTextKey {
  if (status === 200) return 'discountCodeApplied';
  if (status === 404) return 'discountCodeNotFound';
  if (status === 409) return 'discountCodeConflict';
  if (status === 429) return 'discountCodeTooManyTries';
  return 'discountCodeError';
}

/** The shopper's message for a coupon answer, saying why a 409 refused it when the API says. */
export function couponMessage(texts: BasketTexts, result: CouponResult): string {
  const refusal = result.refusal;
  if (result.status === 409 && refusal) {
    if (refusal.kind === 'already_applied') return texts.discountCodeAlreadyApplied;
    if (refusal.kind === 'needs_items') return texts.discountCodeNeedsItems;
    if (refusal.kind === 'not_combinable') return texts.discountCodeNotCombinable;
    if (refusal.kind === 'already_used') return texts.discountCodeAlreadyUsed;
    if (refusal.kind === 'used_up') return texts.discountCodeUsedUp;
    if (refusal.kind === 'minimum') return say(texts, 'discountCodeMinimum', { amount: formatMoney(refusal.minimum) });
  }
  return texts[couponMessageKey(result.status)];
}

/** How long the form waits after a 429 when the API named no time. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** When the form may send a code again after this answer (ms since the epoch); 0 at once. */
export function couponRetryAt(result: CouponResult, now: number): number {
  if (result.status !== 429) return 0;
  const seconds = result.refusal?.kind === 'too_many_tries' ? result.refusal.retryAfterSeconds : null;
  return now + (seconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000;
}

/** Discount codes: add one (with the API's answers as Swedish messages), see and remove the applied ones. */
export function CouponForm({ store, coupons, texts }: { store: BasketStore; coupons: BasketCoupon[]; texts: BasketTexts }) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  // After a 429 the form sends nothing until the API's Retry-After has passed: another try would only be refused.
  const [retryAt, setRetryAt] = useState(0);
  const id = useId();

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setStatus('');
    setError('');
    const trimmed = code.trim();
    if (trimmed === '') {
      setError(texts.discountCodeValidation);
      return;
    }
    if (Date.now() < retryAt) {
      setError(texts.discountCodeTooManyTries);
      return;
    }
    setPending(true);
    const result = await store.getState().addCoupon(trimmed);
    setPending(false);
    setRetryAt(couponRetryAt(result, Date.now()));
    const message = couponMessage(texts, result);
    if (result.status === 200) {
      setStatus(message);
      setCode('');
    } else setError(message);
  }

  async function remove(coupon: BasketCoupon) {
    if (pending) return;
    setStatus('');
    setError('');
    setPending(true);
    const removed = await store.getState().removeCoupon(coupon.code);
    setPending(false);
    if (removed === 1) setStatus(say(texts, 'discountCodeRemoved', { code: coupon.code }));
    else setError(say(texts, 'discountCodeRemoveError', { code: coupon.code }));
  }

  const errorId = `${id}-error`;
  return (
    <div className={styles.coupons}>
      <form className={styles.couponForm} onSubmit={apply} noValidate>
        <label htmlFor={`${id}-code`} className={styles.fieldLabel}>
          {texts.discountCode}
        </label>
        <div className={styles.inline}>
          <input
            id={`${id}-code`}
            name="code"
            className={styles.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="button button-secondary" aria-disabled={pending ? true : undefined}>
            {texts.applyDiscountCode}
          </button>
        </div>
      </form>
      <p role="status" className={styles.success}>
        {status}
      </p>
      <p role="alert" id={errorId} className={styles.errorText}>
        {error}
      </p>
      {coupons.length > 0 ? (
        <ul className={styles.couponList} aria-label={texts.appliedDiscountCodes}>
          {coupons.map((coupon) => (
            <li key={coupon.code} className={styles.coupon} data-coupon={coupon.code}>
              <span className={styles.couponCode}>{coupon.code}</span>
              <span className={styles.couponText}>{coupon.valid ? coupon.description : texts.discountCodeNotValid}</span>
              {coupon.valid && coupon.amount > 0 ? <span className={styles.couponAmount}>−{formatMoney(coupon.amount)}</span> : null}
              <button type="button" className={styles.couponRemove} aria-label={say(texts, 'removeDiscountCode', { code: coupon.code })} onClick={() => void remove(coupon)}>
                {texts.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
