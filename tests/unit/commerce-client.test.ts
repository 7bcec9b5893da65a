import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '@/lib/commerce/commerce-client';
import { errorForStatus } from '@/lib/commerce/result';
import type { Basket } from '@/lib/commerce/types';

/** The commerce client against a fake fetch: only the HTTP boundary is faked. */

interface Recorded {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeFetch(answer: (request: Recorded) => Response | Promise<Response>) {
  const calls: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const recorded: Recorded = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(recorded);
    if (init?.signal?.aborted) throw init.signal.reason;
    return answer(recorded);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const basket: Basket = {
  basketId: 'b1',
  userId: 'u1',
  items: [
    {
      id: 'i1',
      variantId: '101',
      quantity: 2,
      unitPrice: 100,
      unitDiscount: 0,
      isGiftCard: false,
      isGiftWrapping: false,
      bundleProducts: {},
      lineTotal: 200,
      sku: 'S',
      name: 'Ring',
      familyId: 'f',
      familyName: 'F',
      familySlug: 'f',
      categorySlug: 'ringar',
      brand: 'B',
      url: '/ringar/f/?variantId=101',
      image: null,
      sizes: [],
      availability: 'in_stock',
    },
  ],
  coupons: [],
  itemCount: 2,
  subtotal: 200,
  discountTotal: 0,
  total: 200,
  currency: 'SEK',
  comment: null,
  status: 'open',
  createdAt: '',
  updatedAt: '',
};

function client(answer: (request: Recorded) => Response | Promise<Response>, extra: { salesChannelId?: string; timeoutMs?: number } = {}) {
  const fake = fakeFetch(answer);
  return {
    ...fake,
    commerce: createCommerceClient({ baseUrl: 'http://commerce.test/', salesChannelName: 'Glans Sverige', fetch: fake.fetch, ...extra }),
  };
}

describe('commerce client: requests', () => {
  it('sends culture sv-SE and the sales channel name on every call, and the channel id when given', async () => {
    const { commerce, calls } = client(() => json(200, basket), { salesChannelId: 'ch-se' });
    await commerce.getBasket('b1');
    expect(calls[0]!.headers).toMatchObject({ culture: 'sv-SE', saleschannelname: 'Glans Sverige', saleschannelid: 'ch-se' });
    const without = client(() => json(200, basket));
    await without.commerce.getBasket('b1');
    expect(without.calls[0]!.headers.saleschannelid).toBeUndefined();
  });

  it('loads the basket with GET /Basket?basketId=', async () => {
    const { commerce, calls } = client(() => json(200, basket));
    const result = await commerce.getBasket('b 1');
    expect(result).toEqual({ ok: true, data: basket });
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url.pathname).toBe('/Basket');
    expect(calls[0]!.url.searchParams.get('basketId')).toBe('b 1');
  });

  it('skips the basket and related-products loads without a basket id (result null, no call)', async () => {
    const { commerce, calls } = client(() => json(200, basket));
    expect(await commerce.getBasket(null)).toEqual({ ok: true, data: null });
    expect(await commerce.getBasket('')).toEqual({ ok: true, data: null });
    expect(await commerce.getRelatedProducts(undefined)).toEqual({ ok: true, data: null });
    expect(calls).toHaveLength(0);
  });

  it('creates a basket with POST /Basket and a JSON body', async () => {
    const { commerce, calls } = client(() => json(201, { basketId: 'b1', userId: 'u1' }));
    expect(await commerce.createBasket()).toEqual({ ok: true, data: { basketId: 'b1', userId: 'u1' } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: {} });
    expect(calls[0]!.headers['content-type']).toBe('application/json');
  });

  it('changes a quantity with the full payload (userId and relatedItemId null)', async () => {
    const { commerce, calls } = client(() => json(200, basket));
    await commerce.changeQuantity({ basketId: 'b1', variantId: '101', quantity: 2, bundleProducts: { stone: '301' } });
    expect(calls[0]!.url.pathname).toBe('/Basket/changequantity');
    expect(calls[0]!.body).toEqual({
      basketId: 'b1',
      userId: null,
      variantId: '101',
      quantity: 2,
      unitPrice: null,
      bundleProducts: { stone: '301' },
      relatedItemId: null,
    });
    await commerce.changeQuantity({ variantId: '901', quantity: 1, unitPrice: 500 });
    expect(calls[1]!.body).toMatchObject({ basketId: null, unitPrice: 500, bundleProducts: null });
  });

  it('asks for stock with one comma-separated variantIds parameter, and not at all for no ids', async () => {
    const { commerce, calls } = client(() =>
      json(200, [{ variantId: '1', stockQuantity: 3, availability: 'low_stock', allowOrdering: true, orderableQuantity: 3 }]),
    );
    expect((await commerce.getStockInformation(['1', '2'])).ok).toBe(true);
    expect(calls[0]!.url.pathname).toBe('/StockInformation');
    expect(calls[0]!.url.searchParams.get('variantIds')).toBe('1,2');
    expect(await commerce.getStockInformation([])).toEqual({ ok: true, data: [] });
    expect(calls).toHaveLength(1);
  });

  it('escapes path segments of coupons, comments, checkout and orders', async () => {
    const { commerce, calls } = client((request) => (request.url.pathname.includes('coupon') ? json(200, 1) : json(200, basket)));
    await commerce.addCoupon('b1', 'A/B');
    await commerce.addComment('b1', 'Hej');
    expect(calls[0]!.url.pathname).toBe('/Basket/b1/coupon/A%2FB');
    expect(calls[1]).toMatchObject({ method: 'POST', body: { message: 'Hej' } });
    expect(calls[1]!.url.pathname).toBe('/Basket/b1/comment');
  });
});

describe('commerce client: results', () => {
  it('passes a coupon 404 and 409 on as not_found and conflict', async () => {
    const notFound = client(() => json(404, { message: 'Unknown coupon: X' }));
    expect(await notFound.commerce.addCoupon('b1', 'X')).toEqual({
      ok: false,
      error: { kind: 'not_found', status: 404, message: 'Unknown coupon: X', retryable: false },
    });
    const conflict = client(() => json(409, { message: 'Coupon GLANS10 is already applied' }));
    const result = await conflict.commerce.addCoupon('b1', 'GLANS10');
    expect(result.ok === false && result.error).toMatchObject({ kind: 'conflict', status: 409 });
  });

  it('answers removeCoupon with 1 or 0, and 0 on any failure', async () => {
    expect(await client(() => json(200, 1)).commerce.removeCoupon('b1', 'X')).toBe(1);
    expect(await client(() => json(200, 0)).commerce.removeCoupon('b1', 'X')).toBe(0);
    expect(await client(() => json(500, { message: 'boom' })).commerce.removeCoupon('b1', 'X')).toBe(0);
    expect(
      await client(() => {
        throw new TypeError('fetch failed');
      }).commerce.removeCoupon('b1', 'X'),
    ).toBe(0);
  });

  it('reports stock 404 as not_found with status 404', async () => {
    const result = await client(() => json(404, { message: 'Unknown variant: 9' })).commerce.getStockInformation(['9']);
    expect(result).toEqual({ ok: false, error: { kind: 'not_found', status: 404, message: 'Unknown variant: 9', retryable: false } });
  });

  it('turns a network failure into a retryable unavailable error, never a throw', async () => {
    const result = await client(() => {
      throw new TypeError('fetch failed');
    }).commerce.getCheckout('b1');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ kind: 'unavailable', status: 503, retryable: true });
  });

  it('gives up after the time-out', async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const commerce = createCommerceClient({
      baseUrl: 'http://commerce.test',
      salesChannelName: 'Glans Sverige',
      timeoutMs: 20,
      fetch: hanging,
    });
    const result = await commerce.getBasket('b1');
    expect(!result.ok && result.error).toEqual({
      kind: 'unavailable',
      status: 504,
      message: 'The commerce API did not answer within 20 ms',
      retryable: true,
    });
  });

  it('treats an unreadable or wrongly shaped answer as an error', async () => {
    const text = await client(() => new Response('<html>', { status: 200 })).commerce.getBasket('b1');
    expect(!text.ok && text.error).toMatchObject({ kind: 'unknown', status: 502 });
    const shape = await client(() => json(200, { basketId: 5 })).commerce.getBasket('b1');
    expect(!shape.ok && shape.error).toMatchObject({ kind: 'unknown', status: 502 });
  });

  it('checks every field the type promises: a line without its total, a bad availability or stock without orderableQuantity is an error', async () => {
    const lineWithoutTotal: Partial<Basket['items'][number]> = { ...basket.items[0] };
    delete lineWithoutTotal.lineTotal;
    const noTotal = await client(() => json(200, { ...basket, items: [lineWithoutTotal] })).commerce.getBasket('b1');
    expect(!noTotal.ok && noTotal.error).toMatchObject({ kind: 'unknown', status: 502 });
    const badAvailability = await client(() =>
      json(200, { ...basket, items: [{ ...basket.items[0], availability: 'maybe' }] }),
    ).commerce.getBasket('b1');
    expect(!badAvailability.ok && badAvailability.error).toMatchObject({ kind: 'unknown', status: 502 });
    const stock = { variantId: '101', stockQuantity: 3, availability: 'in_stock', allowOrdering: true };
    const noOrderable = await client(() => json(200, [stock])).commerce.getStockInformation(['101']);
    expect(!noOrderable.ok && noOrderable.error).toMatchObject({ kind: 'unknown', status: 502 });
    const withOrderable = await client(() => json(200, [{ ...stock, orderableQuantity: 3 }])).commerce.getStockInformation(['101']);
    expect(withOrderable).toEqual({ ok: true, data: [{ ...stock, orderableQuantity: 3 }] });
  });

  it('reads string quantities as integers and counts the items from them, whatever itemCount the API sent', async () => {
    const answer = {
      ...basket,
      itemCount: '7',
      items: [
        { ...basket.items[0], quantity: '3' },
        { ...basket.items[0], id: 'i2', quantity: 4 },
      ],
    };
    const result = await client(() => json(200, answer)).commerce.getBasket('b1');
    expect(result.ok && result.data?.items.map((item) => item.quantity)).toEqual([3, 4]);
    expect(result.ok && result.data?.itemCount).toBe(7);
    const notANumber = await client(() => json(200, { ...basket, items: [{ ...basket.items[0], quantity: 'två' }] })).commerce.getBasket(
      'b1',
    );
    expect(!notANumber.ok && notANumber.error).toMatchObject({ kind: 'unknown', status: 502 });
  });

  it('uses the answer message, or a default naming the call', async () => {
    const gone = await client(() => json(410, { message: 'Basket b1 has been ordered', orderId: 'o1' })).commerce.getBasket('b1');
    expect(!gone.ok && gone.error).toEqual({ kind: 'not_found', status: 410, message: 'Basket b1 has been ordered', retryable: false });
    const bare = await client(() => new Response('', { status: 500 })).commerce.createBasket();
    expect(!bare.ok && bare.error).toEqual({ kind: 'unknown', status: 500, message: 'POST /Basket failed with HTTP 500', retryable: true });
  });

  it.each([
    [400, 'invalid', false],
    [413, 'invalid', false],
    [404, 'not_found', false],
    [410, 'not_found', false],
    [409, 'conflict', false],
    [429, 'unavailable', true],
    [503, 'unavailable', true],
    [500, 'unknown', true],
  ] as const)('maps HTTP %i to %s (retryable %s)', (status, kind, retryable) => {
    expect(errorForStatus(status, 'x')).toEqual({ kind, status, message: 'x', retryable });
  });
});
