import { describe, expect, it } from 'vitest';
import { relatedProductsSchema } from '../../lib/commerce/answer-schemas';
import type { Basket, BasketIdentity, RelatedProduct } from '../../lib/commerce/types';
import { api, changeQuantity, getBasket, getWithBody, newBasket, pickBundle, pickVariants, plain, testCatalogue } from './commerce-helpers';

/** The basket calls of the commerce API against the running commerce service. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('commerce headers and CORS', () => {
  it.each(['culture', 'saleschannelname'])('refuses a request without the %s header, naming it', async (missing) => {
    const headers: Record<string, string> = {
      culture: 'sv-SE',
      saleschannelname: (await testCatalogue()).global.salesChannelConfig.salesChannelName,
    };
    delete headers[missing];
    const answer = await api('/Basket', { method: 'POST', body: {}, omitHeaders: true, headers });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Missing header: ${missing}`);
  });

  it('refuses an unknown sales channel', async () => {
    const answer = await api('/Basket', { method: 'POST', body: {}, headers: { saleschannelname: 'Ingen butik' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Unknown sales channel/);
  });

  it('accepts the optional saleschannelid header', async () => {
    const catalogue = await testCatalogue();
    const answer = await api('/Basket', {
      method: 'POST',
      body: {},
      headers: { saleschannelid: catalogue.global.salesChannelConfig.salesChannelId },
    });
    expect(answer.status).toBe(201);
  });

  it('answers a browser preflight allowing the custom headers', async () => {
    const answer = await api('/Basket/changequantity', {
      method: 'OPTIONS',
      omitHeaders: true,
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'culture,saleschannelname,saleschannelid,content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toContain('DELETE');
    for (const header of ['culture', 'saleschannelname', 'saleschannelid', 'content-type'])
      expect(answer.headers.get('access-control-allow-headers')).toContain(header);
  });

  it('puts CORS headers on errors too, so the browser can read them', async () => {
    const answer = await api('/Basket?basketId=00000000-0000-4000-8000-000000000000');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('POST /Basket and GET /Basket', () => {
  it('creates an empty basket with uuid ids, and loads it', async () => {
    const created = await api<BasketIdentity>('/Basket', { method: 'POST', body: {} });
    expect(created.status).toBe(201);
    expect(created.body.basketId).toMatch(UUID);
    expect(created.body.userId).toMatch(UUID);
    const loaded = await getBasket(created.body.basketId);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({
      basketId: created.body.basketId,
      userId: created.body.userId,
      items: [],
      coupons: [],
      total: 0,
      currency: 'SEK',
      status: 'open',
      comment: null,
    });
  });

  it('creates a basket with items, and with no body at all', async () => {
    const [variant] = await pickVariants(1, plain, 2);
    const created = await api<BasketIdentity>('/Basket', {
      method: 'POST',
      body: { items: [{ variantId: variant!.variant.id, quantity: 2 }] },
    });
    expect(created.status).toBe(201);
    expect((await getBasket(created.body.basketId)).body.items).toMatchObject([{ variantId: variant!.variant.id, quantity: 2 }]);
    expect((await api('/Basket', { method: 'POST' })).status).toBe(201);
  });

  it('also takes the payload { basketId, culture } as a GET body', async () => {
    const basketId = await newBasket();
    const answer = await getWithBody('/Basket', { basketId, culture: 'sv-SE' });
    expect(answer.status).toBe(200);
    expect(answer.body.basketId).toBe(basketId);
    const related = await getWithBody('/Basket/GetRelatedProducts', { basketId, culture: 'sv-SE' });
    expect(related.status).toBe(200);
    expect(related.body).toEqual([]);
  });

  it('answers an unknown basket with a JSON 404 and a malformed id with a 400', async () => {
    const unknown = await getBasket('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/not found/);
    expect((await getBasket('not-a-basket')).status).toBe(400);
    expect((await api('/Basket')).status).toBe(400);
  });
});

describe('POST /Basket/changequantity', () => {
  it('creates the basket when basketId is null and answers the whole basket', async () => {
    const [picked] = await pickVariants(1, plain, 1);
    const answer = await changeQuantity({ variantId: picked!.variant.id, quantity: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.basketId).toMatch(UUID);
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body.items[0]).toMatchObject({
      variantId: picked!.variant.id,
      quantity: 1,
      sku: picked!.variant.sku,
      name: picked!.variant.name,
      isGiftCard: false,
    });
    expect(answer.body.items[0]!.url).toMatch(new RegExp(`^/[^/]+/[^/]+/\\?variantId=${picked!.variant.id}$`));
  });

  it('takes prices from the catalogue (effective channel), never from the client', async () => {
    const [picked] = await pickVariants(
      1,
      (variant, credit) => plain(variant, credit) && variant.pricing.some((price) => price.priceDiscounted < price.price),
      2,
    );
    const answer = await changeQuantity({ variantId: picked!.variant.id, quantity: 2, unitPrice: 1 });
    const line = answer.body.items[0]!;
    expect(line.unitPrice).toBe(picked!.price);
    expect(line.unitDiscount).toBeCloseTo(picked!.price - picked!.priceDiscounted, 2);
    expect(line.lineTotal).toBeCloseTo(picked!.priceDiscounted * 2, 2);
    expect(answer.body.total).toBeCloseTo(picked!.priceDiscounted * 2, 2);
  });

  it('sets a line quantity, and 0 removes the line', async () => {
    const [a, b] = await pickVariants(2, plain, 3);
    const basketId = (await changeQuantity({ variantId: a!.variant.id, quantity: 1 })).body.basketId;
    await changeQuantity({ basketId, variantId: b!.variant.id, quantity: 1 });
    const set = await changeQuantity({ basketId, variantId: a!.variant.id, quantity: 3 });
    expect(set.body.items.map((item) => [item.variantId, item.quantity])).toEqual([
      [a!.variant.id, 3],
      [b!.variant.id, 1],
    ]);
    expect(set.body.itemCount).toBe(4);
    const removed = await changeQuantity({ basketId, variantId: a!.variant.id, quantity: 0 });
    expect(removed.body.items.map((item) => item.variantId)).toEqual([b!.variant.id]);
  });

  it('answers an unknown variant with a 404 and an unknown basket with a 404', async () => {
    expect((await changeQuantity({ variantId: 'no-such-variant', quantity: 1 })).status).toBe(404);
    const [picked] = await pickVariants(1, plain, 1);
    const answer = await changeQuantity({ basketId: '00000000-0000-4000-8000-000000000000', variantId: picked!.variant.id, quantity: 1 });
    expect(answer.status).toBe(404);
  });

  it('refuses more than stock plus the brand stock credit with a 409, and allows up to it', async () => {
    const [picked] = await pickVariants(1, (variant) => variant.allowOrdering && !variant.isGiftCard && !variant.isGiftWrapping, 1);
    const limit = picked!.stock.orderableQuantity;
    const basketId = await newBasket();
    if (limit + 1 <= 99) {
      const over = await changeQuantity({ basketId, variantId: picked!.variant.id, quantity: limit + 1 });
      expect(over.status).toBe(409);
      expect(over.body.message).toMatch(/can be ordered/);
    }
    const within = await changeQuantity({ basketId, variantId: picked!.variant.id, quantity: Math.min(limit, 99) });
    expect(within.status).toBe(200);
  });

  it('counts the brand stock credit', async () => {
    const [picked] = await pickVariants(
      1,
      (variant, credit) => credit > 0 && variant.allowOrdering && !variant.isGiftCard && !variant.isGiftWrapping,
    );
    expect(picked!.stock.orderableQuantity).toBe(Math.max(0, picked!.stock.stockQuantity + picked!.brandCredit));
    if (picked!.stock.orderableQuantity > 0 && picked!.stock.orderableQuantity <= 99) {
      const answer = await changeQuantity({ variantId: picked!.variant.id, quantity: picked!.stock.orderableQuantity });
      expect(answer.status).toBe(200);
    }
  });

  it('refuses a variant that does not allow ordering with a 409', async () => {
    const [picked] = await pickVariants(1, (variant) => !variant.allowOrdering && !variant.isGiftCard);
    const answer = await changeQuantity({ variantId: picked!.variant.id, quantity: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/cannot be ordered/);
  });

  it('bounds a gift card amount to 100–10,000 SEK', async () => {
    const [card] = await pickVariants(1, (variant) => variant.isGiftCard && variant.allowOrdering, 1);
    const id = card!.variant.id;
    for (const unitPrice of [99.99, 10_000.01, 0, -5, 150.001])
      expect((await changeQuantity({ variantId: id, quantity: 1, unitPrice })).status).toBe(400);
    expect((await changeQuantity({ variantId: id, quantity: 1 })).status).toBe(400);
    const low = await changeQuantity({ variantId: id, quantity: 1, unitPrice: 100 });
    expect(low.status).toBe(200);
    expect(low.body.items[0]).toMatchObject({ unitPrice: 100, isGiftCard: true, lineTotal: 100 });
    const high = await changeQuantity({ basketId: low.body.basketId, variantId: id, quantity: 2, unitPrice: 10_000 });
    expect(high.body.items[0]).toMatchObject({ unitPrice: 10_000, quantity: 2, lineTotal: 20_000 });
  });

  it('keeps a bundle line with its slot variant, priced at both catalogue prices, and removes them together', async () => {
    const { main, slot, options } = await pickBundle(3, 0, 2);
    const [chain, other] = options;
    const bundle = { [slot]: chain!.variant.id };
    const added = await changeQuantity({ variantId: main.variant.id, quantity: 1, bundleProducts: bundle });
    expect(added.status).toBe(200);
    const basketId = added.body.basketId;
    expect(added.body.items).toHaveLength(1);
    expect(added.body.items[0]!.bundleProducts).toEqual({
      [slot]: { variantId: chain!.variant.id, sku: chain!.variant.sku, name: chain!.variant.name },
    });
    expect(added.body.items[0]).toMatchObject({
      unitPrice: main.price + chain!.price,
      lineTotal: main.priceDiscounted + chain!.priceDiscounted,
    });
    const plainLine = await changeQuantity({ basketId, variantId: main.variant.id, quantity: 1 });
    expect(plainLine.body.items).toHaveLength(2);
    const otherChain = await changeQuantity({
      basketId,
      variantId: main.variant.id,
      quantity: 1,
      bundleProducts: { [slot]: other!.variant.id },
    });
    expect(otherChain.body.items).toHaveLength(3);
    const bumped = await changeQuantity({
      basketId,
      variantId: main.variant.id,
      quantity: 2,
      bundleProducts: { [slot]: { variantId: chain!.variant.id } },
    });
    expect(bumped.body.items.map((item) => item.quantity)).toEqual([2, 1, 1]);
    const removed = await changeQuantity({ basketId, variantId: main.variant.id, quantity: 0, bundleProducts: bundle });
    expect(removed.body.items).toHaveLength(2);
    expect(removed.body.items.map((item) => Object.values(item.bundleProducts).map((component) => component.variantId))).toEqual([
      [],
      [other!.variant.id],
    ]);
    const loaded = await getBasket(basketId);
    expect(loaded.body.items.flatMap((item) => Object.values(item.bundleProducts)).map((component) => component.variantId)).toEqual([
      other!.variant.id,
    ]);
  });

  it('refuses a bundle slot variant beyond its stock, and an unknown slot variant', async () => {
    const { main, slot, options } = await pickBundle(1);
    const short = options[0]!;
    const tooMany = Math.min(99, short.stock.orderableQuantity + 1);
    if (tooMany > short.stock.orderableQuantity && main.stock.orderableQuantity >= tooMany) {
      expect(
        (await changeQuantity({ variantId: main.variant.id, quantity: tooMany, bundleProducts: { [slot]: short.variant.id } })).status,
      ).toBe(409);
    }
    expect((await changeQuantity({ variantId: main.variant.id, quantity: 1, bundleProducts: { [slot]: 'no-such-variant' } })).status).toBe(
      404,
    );
  });
});

describe('coupons', () => {
  async function basketWorth(minimum: number): Promise<string> {
    const [picked] = await pickVariants(
      1,
      (variant, credit) => plain(variant, credit) && variant.pricing.every((price) => price.priceDiscounted >= minimum / 3),
      3,
    );
    return (await changeQuantity({ variantId: picked!.variant.id, quantity: 3 })).body.basketId;
  }

  it('applies a coupon once (status 1), then 409; an unknown code is a 404', async () => {
    const catalogue = await testCatalogue();
    const coupon = catalogue.coupons.find((candidate) => candidate.minimumTotal === 0) ?? catalogue.coupons[0]!;
    const basketId = await basketWorth(coupon.minimumTotal);
    const before = (await getBasket(basketId)).body;
    const added = await api(`/Basket/${basketId}/coupon/${coupon.code}`, { method: 'POST' });
    expect(added.status).toBe(200);
    expect(added.body).toBe(1);
    const after = (await getBasket(basketId)).body;
    expect(after.coupons).toMatchObject([{ code: coupon.code, valid: true }]);
    expect(after.coupons[0]!.amount).toBeGreaterThan(0);
    expect(after.total).toBeCloseTo(before.total - after.coupons[0]!.amount, 2);
    expect(after.discountTotal).toBeCloseTo(before.discountTotal + after.coupons[0]!.amount, 2);
    expect((await api(`/Basket/${basketId}/coupon/${coupon.code}`, { method: 'POST' })).status).toBe(409);
    expect((await api(`/Basket/${basketId}/coupon/NO-SUCH-CODE`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a coupon whose minimum total the basket does not meet with a 409', async () => {
    const catalogue = await testCatalogue();
    const coupon = catalogue.coupons.find((candidate) => candidate.minimumTotal > 0);
    expect(coupon, 'the demo catalogue has a coupon with a minimum total').toBeDefined();
    const [cheap] = await pickVariants(
      1,
      (variant, credit) => plain(variant, credit) && variant.pricing.every((price) => price.priceDiscounted < coupon!.minimumTotal),
      1,
    );
    const basketId = (await changeQuantity({ variantId: cheap!.variant.id, quantity: 1 })).body.basketId;
    const answer = await api(`/Basket/${basketId}/coupon/${coupon!.code}`, { method: 'POST' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/at least/);
  });

  it('removes a coupon: 1 when it was applied, 0 when it was not', async () => {
    const catalogue = await testCatalogue();
    const coupon = catalogue.coupons.find((candidate) => candidate.minimumTotal === 0) ?? catalogue.coupons[0]!;
    const basketId = await basketWorth(coupon.minimumTotal);
    await api(`/Basket/${basketId}/coupon/${coupon.code}`, { method: 'POST' });
    const removed = await api(`/Basket/${basketId}/coupon/${coupon.code}`, { method: 'DELETE' });
    expect([removed.status, removed.body]).toEqual([200, 1]);
    const again = await api(`/Basket/${basketId}/coupon/${coupon.code}`, { method: 'DELETE' });
    expect([again.status, again.body]).toEqual([200, 0]);
    expect((await getBasket(basketId)).body.coupons).toEqual([]);
  });
});

describe('comments and related products', () => {
  it('stores a comment of up to 1,000 characters per basket and refuses longer', async () => {
    const basketId = await newBasket();
    const stored = await api<Basket>(`/Basket/${basketId}/comment`, { method: 'POST', body: { message: 'Slå in den, tack! <b>' } });
    expect(stored.status).toBe(200);
    expect((await getBasket(basketId)).body.comment).toBe('Slå in den, tack! <b>');
    const long = await api(`/Basket/${basketId}/comment`, { method: 'POST', body: { message: 'x'.repeat(1001) } });
    expect(long.status).toBe(400);
    expect((await getBasket(basketId)).body.comment).toBe('Slå in den, tack! <b>');
    expect((await api(`/Basket/${basketId}/comment`, { method: 'POST', body: { message: 'x'.repeat(1000) } })).status).toBe(200);
  });

  it('suggests up to 8 in-stock products of the same brand or type, not in the basket', async () => {
    const catalogue = await testCatalogue();
    const [picked] = await pickVariants(1, plain, 1);
    const family = catalogue.families.find((candidate) => candidate.variants.some((variant) => variant.id === picked!.variant.id))!;
    const basketId = (await changeQuantity({ variantId: picked!.variant.id, quantity: 1 })).body.basketId;
    const related = await api<RelatedProduct[]>(`/Basket/GetRelatedProducts?basketId=${basketId}`);
    expect(related.status).toBe(200);
    expect(related.body.length).toBeGreaterThan(0);
    expect(related.body.length).toBeLessThanOrEqual(8);
    const materials = new Map(catalogue.materials.map((material) => [material.id, material.name]));
    const colours = new Map(catalogue.colours.map((colour) => [colour.id, colour.name]));
    const byVariant = new Map(
      catalogue.families.flatMap((candidate) => candidate.variants.map((variant) => [variant.id, candidate] as const)),
    );
    for (const product of related.body) {
      const candidate = byVariant.get(product.variantId)!;
      expect(candidate.id).not.toBe(family.id);
      expect(candidate.brandId === family.brandId || candidate.productTypeId === family.productTypeId).toBe(true);
      expect(product.url).toMatch(new RegExp(`^/[^/]+/${candidate.slug}/\\?variantId=${product.variantId}$`));
      expect(product.price).toBeGreaterThan(0);
      expect(product.availability === 'in_stock' || product.availability === 'low_stock').toBe(true);
      // What it is made of and its colours, by the catalogue's names, so two of one name can be told apart.
      const variant = candidate.variants.find((entry) => entry.id === product.variantId)!;
      expect(product.materials).toEqual(variant.materialIds.map((id) => materials.get(id)));
      expect(product.colours).toEqual(variant.colourIds.map((id) => colours.get(id)));
    }
    // The storefront's check of the answer takes it as it is.
    expect(relatedProductsSchema.safeParse(related.body).success).toBe(true);
    const empty = await api<RelatedProduct[]>(`/Basket/GetRelatedProducts?basketId=${await newBasket()}`);
    expect(empty.body).toEqual([]);
  });
});
