// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketProvider } from '@/components/basket/basket-hub';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { AddToBasket, blockedReason, type AddToBasketVariant } from '@/components/product/add-to-basket';
import { AddToBasket as FirstLoadAddToBasket } from '@/components/product/add-to-basket-slot';
import { initialGiftCardAmount } from '@/components/product/add-to-basket-rules';
import { GiftCardAmount } from '@/components/product/gift-card-amount';
import type { StockInformation } from '@/lib/commerce/types';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { basket, item, json } from './basket-fake-commerce';

// Links are IntentLinks: they ask the router to prefetch on intent (not exercised here).
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

const texts = pickBasketTexts(DICTIONARY_SV);
const ring: AddToBasketVariant = {
  variantId: '101',
  sku: 'GL-101',
  productName: 'Ring Sol',
  variantLabel: '17 mm',
  brand: 'Glans',
  price: { amount: 1295, original: 1295, percentDiscount: 0, isDiscounted: false },
  availability: 'in_stock',
  allowOrdering: true,
  stockQuantity: 5,
  isGiftCard: false,
};
const giftCard: AddToBasketVariant = { ...ring, variantId: '900', sku: 'GL-GIFT-CARD', productName: 'Presentkort', variantLabel: null, isGiftCard: true, price: { ...ring.price!, amount: 500, original: 500 } };

let stock: StockInformation;
let requests: { path: string; body: unknown }[];

beforeEach(() => {
  stock = { variantId: '101', stockQuantity: 5, availability: 'in_stock', allowOrdering: true, orderableQuantity: 5 };
  requests = [];
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      requests.push({ path: url.pathname, body });
      if (url.pathname === '/StockInformation') return json(200, [{ ...stock, variantId: url.searchParams.get('variantIds') }]);
      if (url.pathname === '/Basket' && init?.method === 'POST') return json(201, { basketId: 'b1', userId: 'u1' });
      if (url.pathname === '/Basket/changequantity') return json(200, basket([item({ variantId: String(body?.variantId), unitPrice: Number(body?.unitPrice ?? 1295) })]));
      return json(404, { message: 'unexpected' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderControl(variant: AddToBasketVariant) {
  render(
    <BasketProvider commerceUrl="http://commerce.test" salesChannelName="Glans Sverige">
      <AddToBasket variant={variant} basketHref="/varukorg/" texts={texts} />
    </BasketProvider>,
  );
  return screen.getByRole('button', { name: 'Lägg i varukorgen' }) as HTMLButtonElement;
}

describe('why a variant cannot be added', () => {
  const live = { availability: 'in_stock' as const, allowOrdering: true, stockQuantity: 5, orderableQuantity: 5 };
  it.each([
    ['no price', { ...ring, price: null }, live, 0, 'noPrice'],
    ['not orderable', ring, { ...live, allowOrdering: false }, 0, 'notOrderable'],
    ['sold out', ring, { ...live, availability: 'sold_out' as const, stockQuantity: 0, orderableQuantity: 0 }, 0, 'soldOut'],
    ['nothing orderable', ring, { ...live, availability: 'preorder' as const, orderableQuantity: 0 }, 0, 'notOrderable'],
    ['all of it in the basket', ring, live, 5, 'maxInBasket'],
    ['orderable', ring, live, 4, null],
    ['a gift card without a catalogue price', { ...giftCard, price: null }, live, 0, null],
  ])('%s', (_name, variant, stockNow, inBasket, reason) => {
    expect(blockedReason(variant, stockNow, inBasket)).toBe(reason);
  });
});

describe('AddToBasket', () => {
  it('shows live stock and is disabled with a visible reason when sold out', async () => {
    stock = { ...stock, availability: 'sold_out', stockQuantity: 0, orderableQuantity: 0 };
    const button = renderControl(ring);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(screen.getAllByText('Slutsåld').length).toBeGreaterThan(0);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Slutsåld');
  });

  it('adds the variant and confirms politely without moving focus', async () => {
    const button = renderControl(ring);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    await waitFor(() => expect(button.closest('form')?.getAttribute('data-stock')).toBe('live'));
    // The live stock agrees with the page's badge: not said twice.
    expect(screen.queryByText('I lager')).toBeNull();
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Tillagd i varukorgen'));
    expect(document.activeElement).toBe(button);
    expect(requests.map((request) => request.path)).toContain('/Basket/changequantity');
  });

  it('a gift card: the amount is validated (100–10 000 kr) with a Swedish message, then sent as unitPrice', async () => {
    const button = renderControl(giftCard);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    const amount = screen.getByLabelText('Belopp (kr)');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText('Välj ett belopp mellan 100 och 10 000 kr.')).toBeTruthy());
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.path === '/Basket/changequantity')).toBe(false);

    fireEvent.change(amount, { target: { value: '750' } });
    fireEvent.click(button);
    await waitFor(() => expect(requests.some((request) => request.path === '/Basket/changequantity')).toBe(true));
    expect(requests.find((request) => request.path === '/Basket/changequantity')?.body).toMatchObject({ variantId: '900', quantity: 1, unitPrice: 750 });
  });

  it('does a press made before its code had arrived once the basket is ready, once, with focus back on the button', async () => {
    render(
      <BasketProvider commerceUrl="http://commerce.test" salesChannelName="Glans Sverige">
        <AddToBasket variant={ring} basketHref="/varukorg/" texts={texts} queued focusOn="submit" />
      </BasketProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Tillagd i varukorgen'));
    expect(requests.filter((request) => request.path === '/Basket/changequantity')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lägg i varukorgen' }));
  });

  it('a gift card starts from the amount typed before its code had arrived', () => {
    render(
      <BasketProvider commerceUrl="http://commerce.test" salesChannelName="Glans Sverige">
        <AddToBasket variant={giftCard} basketHref="/varukorg/" texts={texts} initialAmount="750" focusOn="amount" />
      </BasketProvider>,
    );
    const amount = screen.getByLabelText('Belopp (kr)') as HTMLInputElement;
    expect(amount.value).toBe('750');
    expect(document.activeElement).toBe(amount);
  });
});

describe('AddToBasket as the first load has it (add-to-basket-slot.tsx)', () => {
  it('a gift card: the field the server draws keeps what is typed before the live form arrives, which starts from it', async () => {
    render(
      <BasketProvider commerceUrl="http://commerce.test" salesChannelName="Glans Sverige">
        <FirstLoadAddToBasket
          variant={giftCard}
          basketHref="/varukorg/"
          texts={texts}
          amountField={<GiftCardAmount id="add-to-basket-900" amount={initialGiftCardAmount(giftCard)} texts={texts} />}
        />
      </BasketProvider>,
    );
    const field = screen.getByLabelText('Belopp (kr)') as HTMLInputElement;
    expect(field.value).toBe('500');
    fireEvent.change(field, { target: { value: '750' } });
    await waitFor(() => expect(document.querySelector('[data-gift-card-price="750"]')).toBeTruthy(), { timeout: 15_000 });
    expect((screen.getByLabelText('Belopp (kr)') as HTMLInputElement).value).toBe('750');
  });
});
