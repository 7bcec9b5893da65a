// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketProvider } from '@/components/basket/basket-hub';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { OrderConfirmation, orderLineDetail, orderNumberOf } from '@/components/checkout/order-confirmation';
import type { Order } from '@/lib/commerce/types';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { json } from './basket-fake-commerce';

/**
 * Order complete (issue 25): thanks only for an order it shows, no e-mail claim without an address, and
 * `/orderbekraftelse/` without an order says there is none.
 */

let search = new URLSearchParams();
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: () => search,
  useRouter: () => ({ prefetch: () => {} }),
}));

const texts = pickBasketTexts(DICTIONARY_SV);
const page = { title: 'Orderbekräftelse', thanks: 'Tack för din beställning!', intro: 'Spara ordernumret.' };

function order(overrides: Partial<Order> = {}): Order {
  return {
    orderId: '7d0c2b1e-5f0a-4a8e-9c1b-2f3e4d5a6b7c',
    checkoutId: 'c1',
    basketId: 'b1',
    status: 'paid',
    createdAt: '2026-11-21T10:00:00.000Z',
    orderLines: [{ variantId: '101', sku: 'GL-101', name: 'Ring Sol, guld, 17 mm', quantity: 1, unitPrice: 1295, unitDiscount: 0, lineTotal: 1295, isGiftCard: false, bundleOf: null }],
    coupons: [],
    subtotal: 1295,
    discountTotal: 0,
    shipping: 0,
    total: 1295,
    vatAmount: 259,
    orderAmountExTax: 103600,
    purchaseCurrency: 'SEK',
    ...overrides,
  };
}

let answer: Order = order();
beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => (String(input).includes('/Order/') ? json(200, answer) : json(404, { message: 'none' })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <BasketProvider commerceUrl="http://commerce.test" salesChannelName="Glans Sverige" salesChannelId={null}>
      <OrderConfirmation texts={texts} page={page}>
        <p>Din order packas med omsorg.</p>
      </OrderConfirmation>
    </BasketProvider>,
  );
}

describe('the order-complete page', () => {
  it('without an order says there is none, and does not thank', () => {
    search = new URLSearchParams();
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ingen order att visa');
    expect(document.body.textContent).not.toMatch(/Tack/);
    expect(document.body.textContent).not.toContain('Din order packas');
  });

  it('with an order thanks the shopper and shows its number, without an e-mail claim when no address was given', async () => {
    search = new URLSearchParams({ orderId: answer.orderId });
    show();
    expect((await screen.findByRole('heading', { level: 1, name: 'Tack för din beställning!' })).textContent).toBe('Tack för din beställning!');
    expect(document.body.textContent).toContain(answer.orderId);
    expect(document.body.textContent).not.toMatch(/e-post|orderbekräftelse till/);
    expect(document.body.textContent).toContain('Din order packas med omsorg.');
  });

  it('says where the confirmation went when the order has an address, and reads out the order number when there is one', async () => {
    answer = order({ email: 'anna@example.se', orderNumber: 'GL-100482' });
    search = new URLSearchParams({ orderId: answer.orderId });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Tack för din beställning!' });
    expect(document.body.textContent).toContain('Vi har skickat en orderbekräftelse till anna@example.se.');
    expect(document.querySelector('[data-order-number]')?.textContent).toBe('GL-100482');
  });

  it("names each line's colour, material and size as the basket does, when the order gives them", async () => {
    answer = order({
      orderLines: [{ ...order().orderLines[0]!, colours: ['guld'], materials: ['14K guld'], sizes: ['17 mm'] }],
    });
    search = new URLSearchParams({ orderId: answer.orderId });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Tack för din beställning!' });
    expect(document.body.textContent).toContain('Färg: guld · Material: 14K guld · Storlek: 17 mm');
  });

  it('adds nothing to a line whose order names no facts (a retailer API with the name alone)', () => {
    expect(orderLineDetail({ name: 'Ring Sol, guld, 17 mm' }, texts)).toBe('');
    expect(orderLineDetail({ name: 'Ring Sol', materials: ['14K guld'] }, texts)).toBe('Material: 14K guld');
  });

  it('numbers an order by its id when the API gives no number', () => {
    expect(orderNumberOf({ orderId: 'abc', orderNumber: null })).toBe('abc');
    expect(orderNumberOf({ orderId: 'abc', orderNumber: ' GL-7 ' })).toBe('GL-7');
  });
});
