import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '../../lib/commerce/commerce-client';
import { payerDetails, pickVariants, plain, testCatalogue } from './commerce-helpers';
import { serviceUrl } from './service-urls';

/** The storefront's commerce client against the real service: the commerce API's failures (docs/shop.md, When something fails). */

async function client(baseUrl = serviceUrl('commerce')) {
  const config = (await testCatalogue()).global.salesChannelConfig;
  return createCommerceClient({
    baseUrl,
    salesChannelName: config.salesChannelName,
    salesChannelId: config.salesChannelId,
    timeoutMs: 5_000,
  });
}

describe('commerce client against the service', () => {
  it('walks a basket from creation to order', async () => {
    const commerce = await client();
    const [a, b] = await pickVariants(2, plain, 2);
    const created = await commerce.createBasket();
    expect(created.ok).toBe(true);
    const basketId = created.ok ? created.data.basketId : '';
    const changed = await commerce.changeQuantity({ basketId, variantId: a!.variant.id, quantity: 2 });
    expect(changed.ok && changed.data.items.map((item) => [item.variantId, item.quantity])).toEqual([[a!.variant.id, 2]]);
    await commerce.changeQuantity({ basketId, variantId: b!.variant.id, quantity: 1 });
    const loaded = await commerce.getBasket(basketId);
    expect(loaded.ok && loaded.data?.itemCount).toBe(3);
    const related = await commerce.getRelatedProducts(basketId);
    expect(related.ok && Array.isArray(related.data)).toBe(true);
    const stock = await commerce.getStockInformation([a!.variant.id, b!.variant.id]);
    expect(stock.ok && stock.data.map((info) => info.variantId)).toEqual([a!.variant.id, b!.variant.id]);
    expect((await commerce.addComment(basketId, 'Tack!')).ok).toBe(true);
    expect(await commerce.addCoupon(basketId, 'GLANS10')).toEqual({ ok: true, data: 1 });
    expect(await commerce.removeCoupon(basketId, 'GLANS10')).toBe(1);
    const checkout = await commerce.getCheckout(basketId);
    expect(checkout.ok).toBe(true);
    if (!checkout.ok) return;
    const paid = await fetch(`${checkout.data.paymentUrl}/pay`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(payerDetails),
    });
    const { order } = (await paid.json()) as { order: { orderId: string } };
    const fetched = await commerce.getOrder(order.orderId);
    expect(fetched.ok && fetched.data.orderLines.map((line) => line.sku)).toEqual([a!.variant.sku, b!.variant.sku]);
    const gone = await commerce.getBasket(basketId);
    expect(!gone.ok && gone.error).toMatchObject({ kind: 'not_found', status: 410 });
  });

  it('skips the basket load without a basket id', async () => {
    expect(await (await client()).getBasket(null)).toEqual({ ok: true, data: null });
  });

  it('fails a basket load of an unknown basket with not_found', async () => {
    const result = await (await client()).getBasket('00000000-0000-4000-8000-000000000000');
    expect(!result.ok && result.error).toMatchObject({ kind: 'not_found', status: 404, retryable: false });
  });

  it('answers stock 404 as success false with status 404', async () => {
    const result = await (await client()).getStockInformation(['no-such-variant']);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.status).toBe(404);
  });

  it('passes coupon 404 and 409 on', async () => {
    const commerce = await client();
    const [a] = await pickVariants(1, plain, 1);
    const changed = await commerce.changeQuantity({ variantId: a!.variant.id, quantity: 1 });
    const basketId = changed.ok ? changed.data.basketId : '';
    const unknown = await commerce.addCoupon(basketId, 'FINNS-INTE');
    expect(!unknown.ok && unknown.error).toMatchObject({ kind: 'not_found', status: 404 });
    await commerce.addCoupon(basketId, 'GLANS10');
    const again = await commerce.addCoupon(basketId, 'GLANS10');
    expect(!again.ok && again.error).toMatchObject({ kind: 'conflict', status: 409 });
  });

  it('answers removeCoupon 0 when the coupon was not applied or the call fails', async () => {
    const commerce = await client();
    const created = await commerce.createBasket();
    const basketId = created.ok ? created.data.basketId : '';
    expect(await commerce.removeCoupon(basketId, 'GLANS10')).toBe(0);
    expect(await commerce.removeCoupon('00000000-0000-4000-8000-000000000000', 'GLANS10')).toBe(0);
  });

  it('returns the checkout error (an empty basket is a conflict)', async () => {
    const commerce = await client();
    const created = await commerce.createBasket();
    const checkout = await commerce.getCheckout(created.ok ? created.data.basketId : '');
    expect(!checkout.ok && checkout.error).toMatchObject({ kind: 'conflict', status: 409, message: 'The basket is empty' });
  });

  it('fails a quantity change beyond stock with a conflict, and of an unknown variant with not_found', async () => {
    const commerce = await client();
    const [closed] = await pickVariants(1, (variant) => !variant.allowOrdering && !variant.isGiftCard);
    const refused = await commerce.changeQuantity({ variantId: closed!.variant.id, quantity: 1 });
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'conflict', status: 409 });
    const unknown = await commerce.changeQuantity({ variantId: 'no-such-variant', quantity: 1 });
    expect(!unknown.ok && unknown.error).toMatchObject({ kind: 'not_found', status: 404 });
  });

  it('reports an unreachable API as unavailable and retryable, never a throw', async () => {
    const commerce = await client('http://127.0.0.1:9');
    const created = await commerce.createBasket();
    expect(!created.ok && created.error).toMatchObject({ kind: 'unavailable', status: 503, retryable: true });
  });
});
