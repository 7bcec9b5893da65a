import type { Ref } from 'react';
import { formatMoney, formatNumber } from '@/lib/format';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT, isValidGiftCardAmount } from '@/lib/commerce/gift-card';
import { say, type BasketTexts } from '@/components/basket/basket-texts';
import { parseAmount } from './add-to-basket-rules';
import styles from './add-to-basket.module.css';

interface GiftCardAmountProps {
  /** The form's id prefix (`useId`). */
  id: string;
  amount: string;
  onAmount: (amount: string) => void;
  /** The validation message, or '' while the amount is fine. */
  amountError?: string;
  inputRef?: Ref<HTMLInputElement>;
  texts: BasketTexts;
}

/**
 * A gift card's amount, with its price shown as it is typed (the line's unitPrice in the basket): the same
 * field in the first load's form (`add-to-basket-slot.tsx`) and in the live one, which starts from what was
 * typed in the first.
 */
export function GiftCardAmount({ id, amount, onAmount, amountError = '', inputRef, texts }: GiftCardAmountProps) {
  const parsed = parseAmount(amount);
  const valid = isValidGiftCardAmount(parsed);
  const hintId = `${id}-hint`;
  const amountErrorId = `${id}-amount-error`;
  return (
    <div className={styles.amount}>
      <p className={styles.giftCardPrice} data-gift-card-price={valid ? parsed : ''}>
        <span className="visually-hidden">{texts.priceLabel}: </span>
        {valid ? formatMoney(parsed) : '–'}
      </p>
      <label htmlFor={`${id}-amount`}>{texts.giftCardAmount}</label>
      <input
        ref={inputRef}
        id={`${id}-amount`}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => onAmount(event.target.value)}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={amountError ? `${hintId} ${amountErrorId}` : hintId}
      />
      <p id={hintId} className={styles.hint}>
        {say(texts, 'giftCardAmountHint', { min: formatNumber(GIFT_CARD_MIN_AMOUNT), max: formatNumber(GIFT_CARD_MAX_AMOUNT) })}
      </p>
      {amountError ? (
        <p id={amountErrorId} className={styles.error}>
          {amountError}
        </p>
      ) : null}
    </div>
  );
}
