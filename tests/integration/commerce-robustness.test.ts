import { describe, expect, it } from 'vitest';
import type { Basket, StockInformation } from '../../lib/commerce/types';
import { api, changeQuantity, getBasket, pickVariants, plain } from './commerce-helpers';

/** Bad input never causes a 500 and never writes anything; stock information in all its forms. */

async function basketWithOneLine(): Promise<{ basketId: string; before: Basket; variantId: string }> {
  const [picked] = await pickVariants(1, plain, 2);
  const created = await changeQuantity({ variantId: picked!.variant.id, quantity: 1 });
  return { basketId: created.body.basketId, before: created.body, variantId: picked!.variant.id };
}

describe('bad requests are a 4xx with a JSON message, and nothing is written', () => {
  it.each([
    ['malformed JSON', '{"variantId": "1", "quantity": ', 400],
    ['an empty body', '', 400],
    ['a JSON array', '[1, 2]', 400],
    ['a string quantity that is not a whole number', '{"variantId":"V","quantity":"2 st"}', 400],
    ['a fractional quantity', '{"variantId":"V","quantity":1.5}', 400],
    ['a negative quantity', '{"variantId":"V","quantity":-3}', 400],
    ['a huge quantity', '{"variantId":"V","quantity":100}', 400],
    ['an enormous quantity', '{"variantId":"V","quantity":1e308}', 400],
    ['a variant id object', '{"variantId":{"$gt":""},"quantity":1}', 400],
    ['bundle slots of the wrong type', '{"variantId":"V","quantity":1,"bundleProducts":[1]}', 400],
  ])('%s', async (_name, template, status) => {
    const { basketId, before, variantId } = await basketWithOneLine();
    const rawBody = template.replace('"V"', JSON.stringify(variantId)).replace('{', `{"basketId":"${basketId}",`);
    const answer = await api('/Basket/changequantity', {
      method: 'POST',
      rawBody: template === '' || template.startsWith('[') ? template : rawBody,
    });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(typeof answer.body.message).toBe('string');
    const after = (await getBasket(basketId)).body;
    expect(after.items).toEqual(before.items);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('drops __proto__ keys without polluting anything', async () => {
    const { basketId, variantId } = await basketWithOneLine();
    const rawBody = `{"basketId":"${basketId}","variantId":"${variantId}","quantity":2,"__proto__":{"isGiftCard":true,"quantity":99},"bundleProducts":{"__proto__":"x"}}`;
    const answer = await api<Basket>('/Basket/changequantity', { method: 'POST', rawBody });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toMatchObject([{ variantId, quantity: 2, isGiftCard: false, bundleProducts: {} }]);
    const health = await api('/health');
    expect(health.status).toBe(200);
  });

  it('refuses a body over 64 KB with a 413 and writes nothing', async () => {
    const { basketId, before, variantId } = await basketWithOneLine();
    const rawBody = JSON.stringify({ basketId, variantId, quantity: 2, relatedItemId: 'x'.repeat(70_000) });
    const answer = await api('/Basket/changequantity', { method: 'POST', rawBody });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/larger than 65536 bytes/);
    expect((await getBasket(basketId)).body.items).toEqual(before.items);
    const comment = await api(`/Basket/${basketId}/comment`, { method: 'POST', rawBody: JSON.stringify({ message: 'x'.repeat(70_000) }) });
    expect(comment.status).toBe(413);
  });

  it('refuses a malformed comment and a malformed coupon code', async () => {
    const { basketId } = await basketWithOneLine();
    expect((await api(`/Basket/${basketId}/comment`, { method: 'POST', body: { message: 42 } })).status).toBe(400);
    expect((await api(`/Basket/${basketId}/comment`, { method: 'POST', rawBody: 'not json' })).status).toBe(400);
    expect((await api(`/Basket/${basketId}/coupon/${encodeURIComponent('<script>')}`, { method: 'POST' })).status).toBe(400);
    expect((await api(`/Basket/not-a-uuid/coupon/CODE`, { method: 'POST' })).status).toBe(400);
    expect((await getBasket(basketId)).body.comment).toBeNull();
  });

  it('answers an unknown route with a 404 and a wrong method with a 405, both JSON', async () => {
    const unknown = await api('/Basket/nothing/here/at/all');
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.message).toBe('string');
    const wrong = await api('/Basket/changequantity', { method: 'PUT', body: {} });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('matches paths case-insensitively, whatever their casing', async () => {
    const [picked] = await pickVariants(1, plain, 1);
    expect((await api(`/stockinformation?variantIds=${picked!.variant.id}`)).status).toBe(200);
    expect((await api('/basket/CHANGEQUANTITY', { method: 'POST', body: { variantId: picked!.variant.id, quantity: 1 } })).status).toBe(
      200,
    );
  });
});

describe('GET /StockInformation', () => {
  it('answers stock for ?variantIds= lists and repeated ?variantId=, in the order asked', async () => {
    const picked = await pickVariants(3, () => true);
    const ids = picked.map((entry) => entry.variant.id);
    const list = await api<StockInformation[]>(`/StockInformation?variantIds=${ids.join(',')}`);
    expect(list.status).toBe(200);
    expect(list.body.map((info) => info.variantId)).toEqual(ids);
    for (const info of list.body) {
      expect(Object.keys(info).sort()).toEqual(['allowOrdering', 'availability', 'orderableQuantity', 'stockQuantity', 'variantId']);
      expect(['in_stock', 'low_stock', 'sold_out', 'preorder']).toContain(info.availability);
    }
    const repeated = await api<StockInformation[]>(`/StockInformation?${ids.map((id) => `variantId=${id}`).join('&')}`);
    expect(repeated.body).toEqual(list.body);
  });

  it('reports allowOrdering from the catalogue', async () => {
    const [closed] = await pickVariants(1, (variant) => !variant.allowOrdering);
    expect(closed!.stock).toMatchObject({ allowOrdering: false, orderableQuantity: 0 });
  });

  it('answers 404 when any variant is unknown, and 400 without ids', async () => {
    const [picked] = await pickVariants(1, () => true);
    const answer = await api(`/StockInformation?variantIds=${picked!.variant.id},no-such-variant`);
    expect(answer.status).toBe(404);
    expect(answer.body.variantIds).toEqual(['no-such-variant']);
    expect((await api('/StockInformation')).status).toBe(400);
    expect((await api(`/StockInformation?variantIds=${Array.from({ length: 201 }, (_, index) => `v${index}`).join(',')}`)).status).toBe(
      400,
    );
  });
});
