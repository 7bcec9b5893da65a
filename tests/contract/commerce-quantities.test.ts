import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '../../lib/commerce/commerce-client';
import type { Basket } from '../../lib/commerce/types';
import { basketCount } from '../../stores/basket-store';
import { api, changeQuantity, getBasket, pickVariants, plain, testCatalogue } from '../integration/commerce-helpers';
import { serviceUrl } from '../integration/service-urls';

/**
 * Quantities as strings (string quantities are parsed as integers), both ways: the commerce API
 * takes `"2"` where it takes 2, and the storefront's commerce client (lib/commerce) reads baskets whose
 * item quantities come as strings, as a commerce API may send them.
 */

describe('the commerce API takes string quantities', () => {
  it('a basket created with a string quantity, then changed with one: parsed as integers', async () => {
    const [a, b] = await pickVariants(2, plain, 3);
    const created = await api<{ basketId: string }>('/Basket', {
      method: 'POST',
      body: { items: [{ variantId: a!.variant.id, quantity: '2' }] },
    });
    expect(created.status).toBe(201);
    const basketId = created.body.basketId;
    const changed = await changeQuantity({ basketId, variantId: b!.variant.id, quantity: '3' });
    expect(changed.status).toBe(200);
    expect(changed.body.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [a!.variant.id, 2],
      [b!.variant.id, 3],
    ]);
    expect(changed.body.itemCount).toBe(5);
    const removed = await changeQuantity({ basketId, variantId: a!.variant.id, quantity: '0' });
    expect(removed.body.items.map((item) => item.variantId)).toEqual([b!.variant.id]);
  });

  it.each([
    ['a fraction', '1.5'],
    ['a number with a unit', '2 st'],
    ['a negative number', '-1'],
    ['over the line limit', '100'],
    ['empty', ''],
  ])('a string quantity that is %s is a 400 naming quantity, and nothing changes', async (_label, quantity) => {
    const [picked] = await pickVariants(1, plain, 2);
    const created = await changeQuantity({ variantId: picked!.variant.id, quantity: 1 });
    const answer = await changeQuantity({ basketId: created.body.basketId, variantId: picked!.variant.id, quantity });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Invalid quantity: /);
    expect((await getBasket(created.body.basketId)).body.items.map((item) => item.quantity)).toEqual([1]);
  });
});

/** The real service's answers with every basket item's quantity as a string, as a commerce API may send it. */
const stringQuantities: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  if (typeof body === 'object' && body !== null && Array.isArray((body as Basket).items)) {
    const basket = body as Basket;
    body = {
      ...basket,
      itemCount: String(basket.itemCount),
      items: basket.items.map((item) => ({ ...item, quantity: String(item.quantity) })),
    };
  }
  return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
};

describe("the storefront's commerce client reads string quantities", () => {
  it('as integers, in the lines, the item count and the basket count', async () => {
    const config = (await testCatalogue()).global.salesChannelConfig;
    const commerce = createCommerceClient({
      baseUrl: serviceUrl('commerce'),
      salesChannelName: config.salesChannelName,
      salesChannelId: config.salesChannelId,
      fetch: stringQuantities,
    });
    const [a, b] = await pickVariants(2, plain, 3, 2);
    const first = await commerce.changeQuantity({ basketId: null, variantId: a!.variant.id, quantity: 2 });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    await commerce.changeQuantity({ basketId: first.data.basketId, variantId: b!.variant.id, quantity: 1 });
    const loaded = await commerce.getBasket(first.data.basketId);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok || !loaded.data) return;
    expect(loaded.data.items.map((item) => item.quantity)).toEqual([2, 1]);
    expect(loaded.data.itemCount).toBe(3);
    expect(basketCount(loaded.data)).toBe(3);
  });
});

describe('what the local commerce API does not implement', () => {
  it('a relatedItemId other than null is a 501 naming it, and nothing changes', async () => {
    const [picked] = await pickVariants(1, plain, 2);
    const created = await changeQuantity({ variantId: picked!.variant.id, quantity: 1 });
    const answer = await changeQuantity({
      basketId: created.body.basketId,
      variantId: picked!.variant.id,
      quantity: 2,
      relatedItemId: 'line-1',
    });
    expect(answer.status).toBe(501);
    expect(answer.body.message).toContain('relatedItemId');
    expect((await getBasket(created.body.basketId)).body.items.map((item) => item.quantity)).toEqual([1]);
  });
});
