import { createCommerceClient } from '@/lib/commerce/commerce-client';
import type { Basket, BasketItem } from '@/lib/commerce/types';
import { createBasketStore, type KeyValueStorage } from '@/stores/basket-store';

/**
 * The basket store's test bench: the real commerce client over a fake `fetch` (only the HTTP boundary is
 * faked) and an in-memory storage. `answer` decides each HTTP answer; every request is recorded.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = (request: RecordedRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export function item(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    id: `line-${overrides.variantId ?? '101'}`,
    variantId: '101',
    quantity: 1,
    unitPrice: 1000,
    unitDiscount: 0,
    isGiftCard: false,
    isGiftWrapping: false,
    bundleProducts: {},
    lineTotal: 1000,
    sku: 'GL-101',
    name: 'Ring Sol 17 mm',
    familyId: 'f1',
    familyName: 'Ring Sol',
    familySlug: 'ring-sol',
    categorySlug: 'ringar',
    brand: 'Glans',
    url: '/ringar/ring-sol/?variantId=101',
    image: null,
    sizes: ['17 mm'],
    availability: 'in_stock',
    ...overrides,
  };
}

export function basket(items: BasketItem[], overrides: Partial<Basket> = {}): Basket {
  const subtotal = items.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return {
    basketId: 'b1',
    userId: 'u1',
    items,
    coupons: [],
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discountTotal: 0,
    total: subtotal,
    currency: 'SEK',
    comment: null,
    status: 'open',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function bench(answer: Answer, stored: Record<string, string> = {}) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams.entries()),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return answer(request);
  };
  const storage = memoryStorage(stored);
  const client = createCommerceClient({ baseUrl: 'http://commerce.test', salesChannelName: 'Glans Sverige', salesChannelId: '100001', fetch: fetch as typeof globalThis.fetch });
  const store = createBasketStore({ client, storage });
  return { store, storage, requests, paths: () => requests.map((request) => `${request.method} ${request.path}`) };
}
