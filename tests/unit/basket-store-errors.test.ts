import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StockInformation } from '@/lib/commerce/types';
import { BASKET_ID_KEY, isValidGiftCardAmount } from '@/stores/basket-store';
import { basket, bench, item, json, type RecordedRequest } from './basket-fake-commerce';

/** Commerce failures (docs/shop.md, When something fails): stock information, coupons, comments. */

function withBasket(extra: (request: RecordedRequest) => Response | undefined) {
  return (request: RecordedRequest) => {
    const special = extra(request);
    if (special) return special;
    if (request.method === 'GET' && request.path === '/Basket') return json(200, basket([item()]));
    if (request.path === '/Basket/GetRelatedProducts') return json(200, []);
    return json(500, { message: 'unexpected' });
  };
}

async function readyBench(extra: (request: RecordedRequest) => Response | undefined) {
  const test = bench(withBasket(extra), { [BASKET_ID_KEY]: 'b1' });
  await test.store.getState().init();
  test.requests.length = 0;
  return test;
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('stock information', () => {
  const stock: StockInformation = { variantId: '101', stockQuantity: 3, availability: 'low_stock', allowOrdering: true, orderableQuantity: 3 };

  it('answers the data for the variants asked', async () => {
    const { store, requests } = await readyBench((request) => (request.path === '/StockInformation' ? json(200, [stock]) : undefined));
    expect(await store.getState().getStockInformation(['101'])).toEqual({ success: true, data: [stock] });
    expect(requests[0]!.query).toEqual({ variantIds: '101' });
  });

  it('HTTP 404: success false with status 404', async () => {
    const { store } = await readyBench((request) => (request.path === '/StockInformation' ? json(404, { message: 'Unknown variant', variantIds: ['x'] }) : undefined));
    expect(await store.getState().getStockInformation(['x'])).toEqual({ success: false, status: 404 });
  });

  it('any other error: success false with the error', async () => {
    const { store } = await readyBench((request) => (request.path === '/StockInformation' ? json(500, { message: 'down' }) : undefined));
    const result = await store.getState().getStockInformation(['101']);
    expect(result).toMatchObject({ success: false, error: { status: 500, message: 'down' } });
  });
});

describe('coupons', () => {
  it('applied: status 200 and the basket is reloaded', async () => {
    const { store, paths } = await readyBench((request) => (request.path === '/Basket/b1/coupon/GLANS10' ? json(200, 1) : undefined));
    expect(await store.getState().addCoupon(' GLANS10 ')).toEqual({ status: 200 });
    expect(paths()).toEqual(['POST /Basket/b1/coupon/GLANS10', 'GET /Basket', 'GET /Basket/GetRelatedProducts']);
  });

  it.each([
    [404, 'not found'],
    [409, 'conflict (already applied or not valid)'],
    [400, 'another status, passed through'],
    [422, 'another status, passed through'],
  ])('HTTP %i: %s', async (status) => {
    const { store, paths } = await readyBench((request) => (request.path.includes('/coupon/') ? json(status, { message: 'no' }) : undefined));
    expect(await store.getState().addCoupon('FINNSINTE')).toEqual({ status });
    expect(paths()).toEqual(['POST /Basket/b1/coupon/FINNSINTE']);
  });

  it('no HTTP answer: the status the client gives it for it is passed on (503 unreachable), never a success', async () => {
    const { store } = await readyBench((request) => {
      if (request.path.includes('/coupon/')) throw new TypeError('fetch failed');
      return undefined;
    });
    expect(await store.getState().addCoupon('X')).toEqual({ status: 503 });
  });

  it('without a basket there is nothing to apply a code to: 500, no call', async () => {
    const { store, requests } = bench(() => json(500, {}));
    await store.getState().init();
    expect(await store.getState().addCoupon('GLANS10')).toEqual({ status: 500 });
    expect(requests).toEqual([]);
  });

  it('removing: 1 and a reload when removed; 0 when it fails', async () => {
    const removed = await readyBench((request) => (request.method === 'DELETE' ? json(200, 1) : undefined));
    expect(await removed.store.getState().removeCoupon('GLANS10')).toBe(1);
    expect(removed.paths()).toEqual(['DELETE /Basket/b1/coupon/GLANS10', 'GET /Basket', 'GET /Basket/GetRelatedProducts']);

    const failed = await readyBench((request) => (request.method === 'DELETE' ? json(500, { message: 'down' }) : undefined));
    expect(await failed.store.getState().removeCoupon('GLANS10')).toBe(0);
    expect(failed.paths()).toEqual(['DELETE /Basket/b1/coupon/GLANS10']);
  });
});

describe('comment', () => {
  it('posts the message to the basket; the answer is not used further', async () => {
    const { store, requests } = await readyBench((request) => (request.path === '/Basket/b1/comment' ? json(200, basket([], { comment: 'Hej' })) : undefined));
    const before = store.getState().basket;
    expect(await store.getState().addComment('Hej')).toBe(true);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { message: 'Hej' } });
    expect(store.getState().basket).toBe(before);
  });

  it('a failure answers false and keeps the basket id', async () => {
    const { store, storage } = await readyBench((request) => (request.path === '/Basket/b1/comment' ? json(400, { message: 'too long' }) : undefined));
    expect(await store.getState().addComment('x'.repeat(2000))).toBe(false);
    expect(storage.getItem(BASKET_ID_KEY)).toBe('b1');
  });
});

describe('gift card amount', () => {
  it.each([
    [100, true],
    [10_000, true],
    [499.5, true],
    [99.99, false],
    [10_000.01, false],
    [250.555, false],
    [Number.NaN, false],
  ])('%s kr is valid: %s', (amount, valid) => {
    expect(isValidGiftCardAmount(amount)).toBe(valid);
  });
});
