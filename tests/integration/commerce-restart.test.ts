import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localServicePorts } from '../../lib/config';
import { startLocalServices, type Stack } from '../../services/launcher/stack';
import type { Checkout, Order } from '../../lib/commerce/types';
import { api, changeQuantity, getBasket, payerDetails, payJson, pickBundle, pickVariants, plain } from './commerce-helpers';

/**
 * A restart loses nothing: a second commerce process of its own (own port, own data folder) is started,
 * filled, stopped and started again on the same data folder.
 */

const PORT_BASE = Number(process.env.INTEGRATION_PORT_BASE ?? 7600) + 6;
const base = `http://127.0.0.1:${localServicePorts(PORT_BASE).commerce}`;
const dataDir = mkdtempSync(join(tmpdir(), 'glans-commerce-restart-'));
let stack: Stack | undefined;

function start(): Promise<Stack> {
  return startLocalServices({
    only: ['commerce'],
    env: { ...process.env, LOCAL_SERVICES_PORT_BASE: String(PORT_BASE), GLANS_DATA_DIR: dataDir },
    log: () => {},
  });
}

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('restart', () => {
  it('keeps baskets, coupons, comments, stock and orders across a restart', async () => {
    stack = await start();
    const { main: a, slot, options } = await pickBundle(3, 0, 1, base);
    const b = options[0];
    const [c] = await pickVariants(
      1,
      (variant, credit) => plain(variant, credit) && variant.id !== a.variant.id && variant.id !== b!.variant.id,
      3,
      0,
      base,
    );
    const first = await changeQuantity({ variantId: a.variant.id, quantity: 2, bundleProducts: { [slot]: b!.variant.id } }, base);
    const basketId = first.body.basketId;
    await changeQuantity({ basketId, variantId: c!.variant.id, quantity: 1 }, base);
    await api(`/Basket/${basketId}/comment`, { method: 'POST', body: { message: 'Present till mamma' }, base });
    const before = (await getBasket(basketId, base)).body;

    const paidBasket = (await changeQuantity({ variantId: c!.variant.id, quantity: 1 }, base)).body.basketId;
    const checkout = await api<Checkout>(`/Checkout/${paidBasket}`, { base });
    const paid = await payJson<{ order: Order }>(checkout.body.checkoutId, payerDetails, base);
    expect(paid.status).toBe(201);
    const stockBefore = (await api(`/StockInformation?variantIds=${c!.variant.id}`, { base })).body;

    await stack.stop();
    stack = await start();

    const after = await getBasket(basketId, base);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
    expect(after.body.comment).toBe('Present till mamma');
    expect(after.body.items[0]!.bundleProducts[slot]!.variantId).toBe(b!.variant.id);
    expect((await getBasket(paidBasket, base)).status).toBe(410);
    expect((await api(`/Order/${paid.body.order.orderId}`, { base })).body).toEqual(paid.body.order);
    expect((await api(`/StockInformation?variantIds=${c!.variant.id}`, { base })).body).toEqual(stockBefore);
    const changed = await changeQuantity({ basketId, variantId: c!.variant.id, quantity: 2 }, base);
    expect(changed.body.items.map((item) => item.quantity)).toEqual([2, 2]);
  }, 120_000);
});
