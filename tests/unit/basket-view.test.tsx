// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketProvider, useBasketHub, type BasketHub } from '@/components/basket/basket-hub';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { BasketView } from '@/components/basket/basket-view';
import { BASKET_COUNT_KEY } from '@/stores/basket-keys';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { basket, item, json } from './basket-fake-commerce';

/**
 * The basket screen's frame reads the basket through the page's hub (issue 31): the store's code is not in the
 * basket page's first load. With no basket in the browser the basket is empty at once, with no store made and
 * nothing asked of the commerce API; with one, the store's code comes after the page has loaded and reads it.
 */

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

const config = { commerceUrl: 'http://commerce.test', salesChannelName: 'Glans Sverige' };
const texts = pickBasketTexts(DICTIONARY_SV);
/** The store's and the contents' code are chunks of their own: slow on a loaded machine. */
const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 20_000 });
const tasks = (ms = 30) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  if (url.pathname === '/Basket' && (init?.method ?? 'GET') === 'GET') return json(200, basket([item({ quantity: 2 })]));
  if (url.pathname === '/Basket/GetRelatedProducts') return json(200, []);
  if (url.pathname === '/StockInformation') return json(200, []);
  return json(404, { message: 'unexpected' });
}

let hub: BasketHub | null = null;
function CaptureHub() {
  const value = useBasketHub();
  useEffect(() => {
    hub = value;
  }, [value]);
  return null;
}

function renderBasket() {
  render(
    <BasketProvider {...config}>
      <BasketView texts={texts} checkoutHref="/kassa/" giftWrappingHref="/presentinslagning/" continueHref="/" />
      <CaptureHub />
    </BasketProvider>,
  );
  return () => document.querySelector('[data-basket-state]');
}

beforeEach(() => {
  hub = null;
  vi.stubGlobal('fetch', vi.fn(answer));
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the basket screen’s frame', () => {
  it('with no basket in the browser: empty at once, with no store made and nothing fetched', async () => {
    const view = renderBasket();
    expect(view()?.getAttribute('data-basket-state')).toBe('loading');
    await waitFor(() => expect(view()?.getAttribute('data-basket-state')).toBe('empty'), SLOW);
    expect(screen.getByRole('heading', { name: texts.basketEmpty })).toBeTruthy();
    await tasks(100);
    expect(hub?.runtime()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a basket in the browser: loading until the store’s code has read it, then its lines', async () => {
    window.localStorage.setItem('basketId', 'b1');
    window.localStorage.setItem(BASKET_COUNT_KEY, JSON.stringify({ basketId: 'b1', count: 2 }));
    const view = renderBasket();
    expect(view()?.getAttribute('data-basket-state')).toBe('loading');
    expect(view()?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(view()?.getAttribute('data-basket-state')).toBe('filled'), SLOW);
    expect(view()?.getAttribute('data-basket-count')).toBe('2');
    expect(hub?.runtime()?.store.getState().basket?.basketId).toBe('b1');
    expect(screen.getByText('Ring Sol', { exact: false })).toBeTruthy();
  });

  it('a basket another tab makes while the page shows it empty is read and drawn', async () => {
    const view = renderBasket();
    await waitFor(() => expect(view()?.getAttribute('data-basket-state')).toBe('empty'), SLOW);
    window.localStorage.setItem('basketId', 'b1');
    window.localStorage.setItem(BASKET_COUNT_KEY, JSON.stringify({ basketId: 'b1', count: 2 }));
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: BASKET_COUNT_KEY })));
    await waitFor(() => expect(view()?.getAttribute('data-basket-state')).toBe('filled'), SLOW);
  });
});
