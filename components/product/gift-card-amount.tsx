import type { ChangeEvent, Ref } from 'react';
import { formatMoney, formatNumber } from '@/lib/format';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT, isValidGiftCardAmount } from '@/lib/commerce/gift-card';
import { say, type BasketTexts } from '@/components/basket/basket-texts';
import { parseAmount } from './add-to-basket-rules';
import styles from './add-to-basket.module.css';

interface GiftCardAmountProps {
  /** The form's id prefix (`useId`). */
  id: string;
  amount: string;
  /** Called as the amount is typed (the live form). Without it the field keeps what is typed itself: the first
   * load's form, where the server draws the field and the form reads what is typed (`add-to-basket-slot.tsx`). */
  onAmount?: (amount: string) => void;
  /** The validation message, or '' while the amount is fine. */
  amountError?: string;
  inputRef?: Ref<HTMLInputElement>;
  texts: BasketTexts;
}

/**
 * A gift card's amount, with its price shown as it is typed (the line's unitPrice in the basket): the live
 * form's field, and the field the server draws in the first load's form (`add-to-basket-slot.tsx`), so the
 * first load carries neither this module nor the number formatting; the live form starts from what was typed
 * in the first, and shows its price from then on.
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
        {...(onAmount ? { value: amount, onChange: (event: ChangeEvent<HTMLInputElement>) => onAmount(event.target.value) } : { defaultValue: amount })}
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
