// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasketLine } from '@/components/basket/basket-line';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { GIFT_CARD_MAX_QUANTITY, giftCardMaxQuantity } from '@/lib/commerce/gift-card';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { item } from './basket-fake-commerce';

/** A gift card line stops where the commerce API stops it (issue 42): 10 cards, 20,000 kr together. */

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(cleanup);
const texts = pickBasketTexts(DICTIONARY_SV);

function increase(quantity: number, unitPrice: number): HTMLElement {
  const card = item({
    id: 'g',
    variantId: '950',
    isGiftCard: true,
    name: 'Presentkort Glans',
    familyName: 'Presentkort',
    quantity,
    unitPrice,
    lineTotal: quantity * unitPrice,
  });
  render(
    <ul>
      <BasketLine
        item={card}
        texts={texts}
        busy={false}
        maxQuantity={99}
        onQuantity={() => {}}
        onRemove={() => {}}
        giftWrappingHref="/presentinslagning/"
      />
    </ul>,
  );
  return within(screen.getByRole('listitem')).getByRole('button', { name: /Öka antal/ });
}

describe('a gift card line', () => {
  it('offers no more cards than the line may hold', () => {
    expect(giftCardMaxQuantity(100)).toBe(GIFT_CARD_MAX_QUANTITY);
    expect(giftCardMaxQuantity(10_000)).toBe(2);
    expect(giftCardMaxQuantity(3_000)).toBe(6);
    expect(increase(2, 10_000).getAttribute('aria-disabled')).toBe('true');
    cleanup();
    expect(increase(1, 10_000).getAttribute('aria-disabled')).toBeNull();
    cleanup();
    expect(increase(GIFT_CARD_MAX_QUANTITY, 500).getAttribute('aria-disabled')).toBe('true');
  });
});
