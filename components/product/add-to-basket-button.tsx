import type { RefObject } from 'react';
import type { BasketTextKey, BasketTexts } from '@/components/basket/basket-texts';
import styles from './add-to-basket.module.css';

interface AddToBasketButtonProps {
  /** Why the variant cannot be added (add-to-basket-rules.ts), shown under the button; null when it can. */
  reason: BasketTextKey | null;
  /** The reason's element id, which the button names as its description. */
  reasonId: string;
  /** The button looks unavailable while an add is under way or the basket is not ready, and still takes a press. */
  busy: boolean;
  texts: BasketTexts;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The add-to-basket button and the reason a variant cannot be added, the same in the form the server draws
 * (add-to-basket-slot.tsx) and in the live form that replaces it (add-to-basket.tsx).
 */
export function AddToBasketButton({ reason, reasonId, busy, texts, buttonRef }: AddToBasketButtonProps) {
  return (
    <>
      <button
        ref={buttonRef}
        type="submit"
        className={`button ${styles.submit}`}
        disabled={reason !== null}
        aria-disabled={busy ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
      >
        {texts.addToBasket}
      </button>
      {reason ? (
        <p id={reasonId} className={styles.reason}>
          {texts[reason]}
        </p>
      ) : null}
    </>
  );
}
