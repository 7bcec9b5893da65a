// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasketSummary } from '@/components/basket/basket-summary';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { basketShipping } from '@/lib/commerce/shipping';
import { formatMoney } from '@/lib/format';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { basket, bench, item, json } from './basket-fake-commerce';

/** The basket shows shipping before checkout and what is left until it is free (issue 25). */

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(cleanup);

const terms = { fee: 49, freeFrom: 500 };
const texts = pickBasketTexts(DICTIONARY_SV);

describe('shipping of a basket', () => {
  it.each([
    ['under the threshold: the fee, and what is left', [item({ unitPrice: 395, lineTotal: 395 })], { fee: 49, leftUntilFree: 105, total: 444 }],
    ['at the threshold: free', [item({ unitPrice: 500, lineTotal: 500 })], { fee: 0, leftUntilFree: null, total: 500 }],
    ['gift cards only: free, as the checkout charges them', [item({ unitPrice: 300, lineTotal: 300, isGiftCard: true })], { fee: 0, leftUntilFree: null, total: 300 }],
  ])('%s', (_label, items, expected) => {
    expect(basketShipping(basket(items), terms)).toMatchObject(expected);
  });

  it('counts the total after discounts, as the checkout does', () => {
    const discounted = basket([item({ unitPrice: 520, lineTotal: 520 })], { discountTotal: 52, total: 468 });
    expect(basketShipping(discounted, terms)).toMatchObject({ fee: 49, leftUntilFree: 32, total: 517 });
  });

  it('without a threshold the fee always applies and nothing is "left"', () => {
    expect(basketShipping(basket([item({ unitPrice: 5000, lineTotal: 5000 })]), { fee: 49, freeFrom: null })).toMatchObject({ fee: 49, leftUntilFree: null, progress: null, total: 5049 });
  });
});

function summary(items: ReturnType<typeof item>[], shipping: typeof terms | null) {
  const { store } = bench(() => json(404, { message: 'not used' }));
  render(<BasketSummary store={store} basket={basket(items)} texts={texts} shipping={shipping} checkoutHref="/kassa/" giftWrappingHref="/presentinslagning/" continueHref="/" />);
  return screen.getByRole('complementary');
}

describe('the basket summary', () => {
  it('shows shipping, the total the checkout will charge, and what is left until free shipping', () => {
    const aside = summary([item({ unitPrice: 395, lineTotal: 395 })], terms);
    expect(aside.textContent).toContain(`Frakt${formatMoney(49)}`);
    expect(aside.querySelector('[data-basket-total]')?.textContent).toBe(formatMoney(444));
    expect(aside.querySelector("[data-free-shipping-left]")?.textContent).toBe(`Handla för ${formatMoney(105)} till så får du fri frakt`);
    expect(within(aside).getByRole('progressbar', { name: 'På väg mot fri frakt' })).toBeTruthy();
  });

  it('says when shipping is free', () => {
    const aside = summary([item({ unitPrice: 1295, lineTotal: 1295 })], terms);
    expect(aside.textContent).toContain('FraktFri frakt');
    expect(aside.querySelector('[data-basket-total]')?.textContent).toBe(formatMoney(1295));
    expect(within(aside).getByText('Du får fri frakt')).toBeTruthy();
  });

  it('offers to change the gift wrapping once one is chosen, not to add another', () => {
    let aside = summary([item()], terms);
    expect(within(aside).getByRole('link', { name: 'Lägg till presentinslagning' })).toBeTruthy();
    cleanup();
    aside = summary([item(), item({ id: 'wrap', variantId: '900', isGiftWrapping: true, unitPrice: 29, lineTotal: 29 })], terms);
    expect(within(aside).getByRole('link', { name: 'Byt presentinslagning' })).toBeTruthy();
    expect(within(aside).queryByRole('link', { name: 'Lägg till presentinslagning' })).toBeNull();
  });
});
