import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Basket, RelatedProduct } from '@/lib/commerce/types';
import { BASKET_ID_KEY, USER_ID_KEY, basketCount } from '@/stores/basket-store';
import { basket, bench, item, json, type RecordedRequest } from './basket-fake-commerce';

const related: RelatedProduct[] = [
  { variantId: '202', familyId: 'f2', name: 'Örhänge', familyName: 'Örhänge Måne', brand: 'Glans', price: 495, originalPrice: 495, percentDiscount: 0, image: null, url: '/orhangen/mane/?variantId=202', availability: 'in_stock' },
];

/** A commerce API that answers a stored basket; `changes` records the change bodies. */
function api(current: { basket: Basket }, extra: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return (request: RecordedRequest) => {
    const special = extra(request);
    if (special) return special;
    if (request.method === 'GET' && request.path === '/Basket') return json(200, current.basket);
    if (request.path === '/Basket/GetRelatedProducts') return json(200, related);
    if (request.method === 'POST' && request.path === '/Basket') return json(201, { basketId: 'b1', userId: 'u1' });
    if (request.path === '/Basket/changequantity') {
      const body = request.body as { variantId: string; quantity: number };
      const others = current.basket.items.filter((line) => line.variantId !== body.variantId);
      const items = body.quantity > 0 ? [...others, item({ variantId: body.variantId, quantity: body.quantity })] : others;
      current.basket = basket(items, { updatedAt: new Date().toISOString() });
      return json(200, current.basket);
    }
    return json(404, { message: 'unexpected' });
  };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('basket count (the sum of quantities, strings read as integers)', () => {
  it('sums the quantities, parsing string quantities as integers', () => {
    expect(basketCount({ items: [{ quantity: 2 }, { quantity: '3' }, { quantity: '1' }] })).toBe(6);
    expect(basketCount({ items: [{ quantity: '2 st' }, { quantity: 'x' }] })).toBe(2);
    expect(basketCount(null)).toBe(0);
    // Products are counted; a gift wrapping is not a "vara".
    expect(basketCount({ items: [{ quantity: 2 }, { quantity: 1, isGiftWrapping: true }] })).toBe(2);
  });
});

describe('basket id lifecycle and loading', () => {
  it('with no stored basket id: empty basket, count 0, and no call at all', async () => {
    const { store, requests } = bench(() => json(500, {}));
    await store.getState().init();
    expect(store.getState()).toMatchObject({ status: 'ready', basket: null, count: 0, basketId: null, relatedProducts: null });
    expect(requests).toEqual([]);
  });

  it('with a stored basket id: loads the basket and the related products together, with the commerce headers', async () => {
    const gates: Array<() => void> = [];
    const current = { basket: basket([item({ quantity: 2 }), item({ variantId: '102', quantity: 1 })]) };
    const answer = api(current);
    const { store, requests } = bench(
      (request) => new Promise<Response>((resolve) => gates.push(() => resolve(answer(request)))),
      { [BASKET_ID_KEY]: 'b1', [USER_ID_KEY]: 'u1' },
    );
    const loading = store.getState().init();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    // Both calls are under way before either has answered.
    expect(requests.map((request) => [request.path, request.query.basketId])).toEqual([
      ['/Basket', 'b1'],
      ['/Basket/GetRelatedProducts', 'b1'],
    ]);
    expect(requests[0]!.headers).toMatchObject({ culture: 'sv-SE', saleschannelname: 'Glans Sverige', saleschannelid: '100001' });
    gates.forEach((open) => open());
    await loading;
    expect(store.getState()).toMatchObject({ status: 'ready', basketId: 'b1', userId: 'u1', count: 3, relatedProducts: related });
  });

  it('a failed basket load: empty basket, count 0, the stored id cleared, logged only', async () => {
    const { store, storage } = bench((request) => (request.path === '/Basket' ? json(404, { message: 'Basket b1 not found' }) : json(200, related)), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    expect(store.getState()).toMatchObject({ basket: null, count: 0, basketId: null, relatedProducts: null, status: 'ready' });
    expect(storage.getItem(BASKET_ID_KEY)).toBeNull();
    expect(errors).toHaveBeenCalled();
  });

  it('failing related products: null and logged; the basket and its id stay', async () => {
    const current = { basket: basket([item()]) };
    const { store, storage } = bench(api(current, (request) => (request.path === '/Basket/GetRelatedProducts' ? json(500, { message: 'down' }) : undefined)), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    expect(store.getState()).toMatchObject({ relatedProducts: null, count: 1, basketId: 'b1' });
    expect(storage.getItem(BASKET_ID_KEY)).toBe('b1');
    expect(errors).toHaveBeenCalled();
  });

  it('the first add creates the basket (POST /Basket), stores its ids, then sets the quantity', async () => {
    const current = { basket: basket([]) };
    const { store, storage, requests, paths } = bench(api(current));
    await store.getState().init();
    const result = await store.getState().addItem({ variantId: '101' });
    expect(paths()).toEqual(['POST /Basket', 'POST /Basket/changequantity']);
    expect(requests[1]!.body).toEqual({ basketId: 'b1', userId: null, variantId: '101', quantity: 1, unitPrice: null, bundleProducts: {}, relatedItemId: null });
    expect(storage.getItem(BASKET_ID_KEY)).toBe('b1');
    expect(storage.getItem(USER_ID_KEY)).toBe('u1');
    expect(result.status).toBe(200);
    expect(store.getState()).toMatchObject({ count: 1, lastAddedVariantId: '101', basketId: 'b1' });
  });

  it('creating the basket fails: the HTTP status with a null basket, nothing stored, no change made', async () => {
    const { store, storage, paths } = bench(() => json(503, { message: 'busy' }));
    const result = await store.getState().addItem({ variantId: '101' });
    expect(result).toEqual({ status: 503, basket: null });
    expect(storage.getItem(BASKET_ID_KEY)).toBeNull();
    expect(paths()).toEqual(['POST /Basket']);
    expect(await store.getState().createBasket()).toEqual({ status: 503, basket: null });
  });

  it('adding again adds to the line already in the basket', async () => {
    const current = { basket: basket([item({ quantity: 2 })]) };
    const { store, requests } = bench(api(current), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    await store.getState().addItem({ variantId: '101' });
    expect(requests.at(-1)!.body).toMatchObject({ basketId: 'b1', variantId: '101', quantity: 3 });
    expect(store.getState().count).toBe(3);
  });

  it('changes run one after the other: two quick adds make quantity 2', async () => {
    const current = { basket: basket([]) };
    const { store, requests } = bench(api(current), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    await Promise.all([store.getState().addItem({ variantId: '101' }), store.getState().addItem({ variantId: '101' })]);
    expect(requests.filter((request) => request.path === '/Basket/changequantity').map((request) => (request.body as { quantity: number }).quantity)).toEqual([1, 2]);
    expect(store.getState().count).toBe(2);
  });

  it('every change replaces the basket with the answer', async () => {
    const answered = basket([item({ variantId: '300', quantity: 4 })], { basketId: 'b1', userId: 'u9', total: 4000 });
    const { store, storage } = bench((request) => (request.path === '/Basket/changequantity' ? json(200, answered) : json(200, request.path === '/Basket' ? basket([]) : [])), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    const result = await store.getState().changeQuantity({ variantId: '101', quantity: 1 });
    expect(result).toEqual({ status: 200, basket: answered });
    expect(store.getState()).toMatchObject({ basket: answered, count: 4, userId: 'u9' });
    expect(storage.getItem(USER_ID_KEY)).toBe('u9');
  });

  it('removing a line sets its quantity to 0, then reloads the basket and related products', async () => {
    const line = item({ quantity: 2 });
    const current = { basket: basket([line, item({ variantId: '102' })]) };
    const { store, requests, paths } = bench(api(current), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    requests.length = 0;
    await store.getState().removeLine(line);
    expect(paths()).toEqual(['POST /Basket/changequantity', 'GET /Basket', 'GET /Basket/GetRelatedProducts']);
    expect(requests[0]!.body).toMatchObject({ variantId: '101', quantity: 0, bundleProducts: {} });
    expect(store.getState().count).toBe(1);
  });

  it('a failed change clears the basket id and answers status 500 with a null basket', async () => {
    const current = { basket: basket([item()]) };
    const { store, storage } = bench(api(current, (request) => (request.path === '/Basket/changequantity' ? json(409, { message: 'Only 1 can be ordered' }) : undefined)), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    const result = await store.getState().changeQuantity({ variantId: '101', quantity: 5 });
    expect(result).toMatchObject({ status: 500, basket: null });
    expect(result.error?.status).toBe(409);
    expect(storage.getItem(BASKET_ID_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ basketId: null, basket: null, count: 0 });
  });

  it('a change answering a basket without a basketId removes the stored id', async () => {
    const current = { basket: basket([item()]) };
    const { store, storage } = bench(
      api(current, (request) => (request.path === '/Basket/changequantity' ? json(200, { ...basket([item({ quantity: 2 })]), basketId: undefined }) : undefined)),
      { [BASKET_ID_KEY]: 'b1' },
    );
    await store.getState().init();
    await store.getState().changeQuantity({ variantId: '101', quantity: 2 });
    expect(storage.getItem(BASKET_ID_KEY)).toBeNull();
    expect(store.getState().basketId).toBeNull();
  });

  it('a gift card line keeps its amount when its quantity changes', async () => {
    const card = item({ variantId: '900', isGiftCard: true, unitPrice: 750 });
    const current = { basket: basket([card]) };
    const { store, requests } = bench(api(current), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    await store.getState().setLineQuantity(card, 2);
    expect(requests.at(-1)!.body).toMatchObject({ variantId: '900', quantity: 2, unitPrice: 750 });
    await store.getState().addItem({ variantId: '901', unitPrice: 250 });
    expect(requests.at(-1)!.body).toMatchObject({ variantId: '901', quantity: 1, unitPrice: 250 });
  });

  it('after an order only the ordered basket is forgotten', async () => {
    const current = { basket: basket([item()]) };
    const { store, storage } = bench(api(current), { [BASKET_ID_KEY]: 'b1' });
    await store.getState().init();
    store.getState().clear('another-basket');
    expect(storage.getItem(BASKET_ID_KEY)).toBe('b1');
    store.getState().clear('b1');
    expect(storage.getItem(BASKET_ID_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ basket: null, count: 0, basketId: null });
  });
});
