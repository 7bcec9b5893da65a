// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketLink } from '@/components/basket/basket-link';
import { BasketHubProvider, BasketProvider, useBasketHub, type BasketHub } from '@/components/basket/basket-hub';
import { useBasketContext } from '@/components/basket/basket-provider';
import { BASKET_COUNT_KEY, COUNT_UNKNOWN, rememberBasketCount, storedBasketCount } from '@/stores/basket-keys';
import type { BasketStore } from '@/stores/basket-store';
import { basket, bench, item, json, memoryStorage } from './basket-fake-commerce';

/**
 * The header's count before the basket store's code is there (issue 31): drawn from what the browser holds,
 * replaced by the basket's own once the store has read it; one store for the header and the screens.
 */

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

const config = { commerceUrl: 'http://commerce.test', salesChannelName: 'Glans Sverige' };
let current = basket([item({ quantity: 2 })]);
/** Requests wait for this while set (a slow commerce API). */
let hold: Promise<void> | null = null;

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (hold) await hold;
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

const link = () => <BasketLink href="/varukorg/" label="Varukorg" countLabel="{count} varor" countLabelOne="{count} vara" />;
const named = (name: string) => screen.queryByRole('link', { name });

let hub: BasketHub | null = null;
function CaptureHub() {
  const value = useBasketHub();
  useEffect(() => {
    hub = value;
  }, [value]);
  return null;
}
let store: BasketStore | null = null;
function CaptureStore() {
  const { store: value } = useBasketContext();
  useEffect(() => {
    store = value;
  }, [value]);
  return null;
}

const remember = (basketId: string, count: number) => window.localStorage.setItem(BASKET_COUNT_KEY, JSON.stringify({ basketId, count }));
/** The store's first read loads the answers' schemas (a chunk of their own): slow on a loaded machine. */
const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 20_000 });
const tasks = (ms = 30) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  current = basket([item({ quantity: 2 })]);
  hold = null;
  hub = null;
  store = null;
  vi.stubGlobal('fetch', vi.fn(answer));
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header’s basket count', () => {
  it('is drawn from the browser before the basket has been fetched', async () => {
    window.localStorage.setItem('basketId', 'b1');
    remember('b1', 3);
    hold = new Promise(() => {});
    render(
      <BasketProvider {...config}>
        <header>{link()}</header>
      </BasketProvider>,
    );
    await waitFor(() => expect(named('Varukorg 3 varor')).toBeTruthy(), SLOW);
    expect(screen.getByRole('link').getAttribute('data-basket-count')).toBe('3');
  });

  it('in the layout’s hub alone: the stored count first, then the basket’s own (store fetched after the page), announced', async () => {
    window.localStorage.setItem('basketId', 'b1');
    remember('b1', 3);
    let release: () => void = () => {};
    hold = new Promise((resolve) => (release = resolve));
    render(
      <BasketHubProvider {...config}>
        <header>{link()}</header>
        <CaptureHub />
      </BasketHubProvider>,
    );
    await waitFor(() => expect(named('Varukorg 3 varor')).toBeTruthy(), SLOW);
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(hub?.runtime()).toBeTruthy(), SLOW);
    await act(async () => release());
    await waitFor(() => expect(named('Varukorg 2 varor')).toBeTruthy(), SLOW);
    expect(screen.getByRole('status').textContent).toBe('Varukorg, 2 varor');
    expect(JSON.parse(window.localStorage.getItem(BASKET_COUNT_KEY)!)).toEqual({ basketId: 'b1', count: 2 });
  });

  it('with no stored basket: 0, and the store’s code is never fetched', async () => {
    render(
      <BasketHubProvider {...config}>
        <header>{link()}</header>
        <CaptureHub />
      </BasketHubProvider>,
    );
    await waitFor(() => expect(named('Varukorg 0 varor')).toBeTruthy(), SLOW);
    await tasks(100);
    expect(hub?.runtime()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a stored basket whose count is not known (another basket’s count) is read at once', async () => {
    window.localStorage.setItem('basketId', 'b1');
    remember('b0', 5);
    render(
      <BasketHubProvider {...config}>
        <header>{link()}</header>
      </BasketHubProvider>,
    );
    await waitFor(() => expect(named('Varukorg 2 varor')).toBeTruthy(), SLOW);
    expect(named('Varukorg 5 varor')).toBeNull();
  });

  it('follows another tab: a new count stored there is drawn before any store is here', async () => {
    render(
      <BasketHubProvider {...config}>
        <header>{link()}</header>
        <CaptureHub />
      </BasketHubProvider>,
    );
    await waitFor(() => expect(named('Varukorg 0 varor')).toBeTruthy(), SLOW);
    hold = new Promise(() => {});
    window.localStorage.setItem('basketId', 'b7');
    remember('b7', 4);
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: BASKET_COUNT_KEY })));
    expect(named('Varukorg 4 varor')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Varukorg, 4 varor');
  });

  it('a screen’s provider inside the hub makes the one store the header reads: a line added there is counted', async () => {
    window.localStorage.setItem('basketId', 'b1');
    remember('b1', 2);
    render(
      <BasketHubProvider {...config}>
        <header>{link()}</header>
        <CaptureHub />
        <BasketProvider {...config}>
          <CaptureStore />
        </BasketProvider>
      </BasketHubProvider>,
    );
    await waitFor(() => expect(store?.getState().status).toBe('ready'), SLOW);
    expect(hub?.runtime()?.store).toBe(store);
    // The hub's own load (after the page) takes the same store.
    expect((await hub!.load()).store).toBe(store);
    await act(async () => {
      await store!.getState().addItem({ variantId: '101' });
    });
    expect(named('Varukorg 3 varor')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(BASKET_COUNT_KEY)!)).toEqual({ basketId: 'b1', count: 3 });
  });
});

describe('the remembered count (stores/basket-keys.ts)', () => {
  it('is 0 with no basket, the count of the same basket, else unknown', () => {
    const storage = memoryStorage();
    expect(storedBasketCount(storage)).toBe(0);
    storage.setItem('basketId', 'b1');
    expect(storedBasketCount(storage)).toBe(COUNT_UNKNOWN);
    rememberBasketCount(storage, 'b1', 4);
    expect(storedBasketCount(storage)).toBe(4);
    storage.setItem('basketId', 'b2');
    expect(storedBasketCount(storage)).toBe(COUNT_UNKNOWN);
    for (const damaged of ['{', '{"basketId":"b2","count":-1}', '{"basketId":"b2","count":"2"}', '[]', 'null']) {
      storage.setItem(BASKET_COUNT_KEY, damaged);
      expect(storedBasketCount(storage)).toBe(COUNT_UNKNOWN);
    }
  });

  it('is written by the store when it reads or changes the basket, and removed with the basket id', async () => {
    const { store: basketStore, storage } = bench(
      ({ method, path }) => {
        if (method === 'GET' && path === '/Basket') return json(200, basket([item({ quantity: 2 })]));
        if (path === '/Basket/GetRelatedProducts') return json(200, []);
        if (path === '/Basket/changequantity') return json(200, basket([item({ quantity: 5 })]));
        return json(404, {});
      },
      { basketId: 'b1' },
    );
    await basketStore.getState().init();
    expect(storedBasketCount(storage)).toBe(2);
    await basketStore.getState().addItem({ variantId: '101', quantity: 3 });
    expect(storedBasketCount(storage)).toBe(5);
    basketStore.getState().clear();
    expect(storage.getItem(BASKET_COUNT_KEY)).toBeNull();
    expect(storedBasketCount(storage)).toBe(0);
  });

  it('is removed when the stored basket cannot be loaded', async () => {
    const { store: basketStore, storage } = bench(() => json(404, { message: 'no basket' }), { basketId: 'b1', [BASKET_COUNT_KEY]: '{"basketId":"b1","count":3}' });
    await basketStore.getState().init();
    expect(storage.getItem(BASKET_COUNT_KEY)).toBeNull();
    expect(storedBasketCount(storage)).toBe(0);
  });
});
