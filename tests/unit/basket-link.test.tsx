// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketLink, countPhrase } from '@/components/basket/basket-link';
import { BasketProvider } from '@/components/basket/basket-hub';
import { useBasketContext } from '@/components/basket/basket-provider';
import type { BasketStore } from '@/stores/basket-store';
import { basket, item, json } from './basket-fake-commerce';

// Next's app router is not mounted in a unit test; the link's prefetch on intent goes nowhere.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

// The store's first read loads the answers' schemas (a chunk of their own): slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

let current = basket([item({ quantity: 2 })]);

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = new URL(String(input));
  if (url.pathname === '/Basket' && (init?.method ?? 'GET') === 'GET') return json(200, current);
  if (url.pathname === '/Basket/GetRelatedProducts') return json(200, []);
  if (url.pathname === '/Basket/changequantity') {
    const body = JSON.parse(String(init?.body)) as { quantity: number };
    current = basket([item({ quantity: body.quantity })]);
    return json(200, current);
  }
  return json(404, { message: 'unexpected' });
}

let store: BasketStore | null = null;
const keepStore = (value: BasketStore) => {
  store = value;
};
function CaptureStore({ onStore }: { onStore: (value: BasketStore) => void }) {
  const { store: value } = useBasketContext();
  useEffect(() => onStore(value), [value, onStore]);
  return null;
}

function renderLink() {
  return render(
    <BasketProvider commerceUrl="http://commerce.test" salesChannelName="Glans Sverige">
      <header>
        <BasketLink href="/varukorg/" label="Varukorg" countLabel="{count} varor" countLabelOne="{count} vara" />
      </header>
      <CaptureStore onStore={keepStore} />
    </BasketProvider>,
  );
}

beforeEach(() => {
  current = basket([item({ quantity: 2 })]);
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(input, init)));
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BasketLink', () => {
  it('shows the live count in the badge and the link name, and announces changes only', async () => {
    window.localStorage.setItem('basketId', 'b1');
    renderLink();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/varukorg\/?$/);
    // The name is the link's own text (what is seen, then the count in words): WCAG 2.5.3.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Varukorg 2 varor' })).toBe(link), { timeout: 15_000 });
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent).toContain('2');
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    // The first count read is not announced.
    expect(live.textContent).toBe('');

    await act(async () => {
      await store!.getState().addItem({ variantId: '101' });
    });
    expect(screen.getByRole('link', { name: 'Varukorg 3 varor' })).toBe(link);
    expect(live.textContent).toBe('Varukorg, 3 varor');
  });

  it('with no stored basket: count 0 and no call', async () => {
    renderLink();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Varukorg 0 varor' })).toBeTruthy());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts in Swedish: 1 vara, 2 varor', () => {
    expect(countPhrase(1, '{count} varor', '{count} vara')).toBe('1 vara');
    expect(countPhrase(2, '{count} varor', '{count} vara')).toBe('2 varor');
    expect(countPhrase(0, '{count} varor', '{count} vara')).toBe('0 varor');
  });

  it('outside a provider it is still a link to the basket, named by its label', () => {
    render(<BasketLink href="/varukorg/" label="Varukorg" countLabel="{count} varor" countLabelOne="{count} vara" />);
    expect(screen.getByRole('link', { name: 'Varukorg' })).toBeTruthy();
  });
});
