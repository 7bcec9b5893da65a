import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, Order, StockInformation } from '../../lib/commerce/types';
import { startPostgres, type PostgresServer } from '../../services/launcher/postgres';
import { api, changeQuantity, getBasket, newBasket, payerDetails, payJson, pickVariants, plain, type Answer } from './commerce-helpers';
import { spawnCommerce, type CommerceInstance } from './commerce-instances';

/**
 * The commerce service on PostgreSQL: a server of the test's own (`startPostgres`) and two commerce
 * processes on it, as in the production topology. The guarantees hold across the two processes because
 * the database enforces them, and a database outage is a 503 that writes nothing and heals by itself.
 */

const PORT_BASE = Number(process.env.INTEGRATION_PORT_BASE ?? 7600) + 10;
const POSTGRES_PORT = PORT_BASE;
const COMMERCE_PORTS = [PORT_BASE + 1, PORT_BASE + 2];
/** An instance started while the database is down. */
const LATE_PORT = PORT_BASE + 3;
const dataDir = resolve(`.data/integration-postgres-${PORT_BASE}`);
const postgresDir = join(dataDir, 'pgdata');

let postgres: PostgresServer;
let sql: pg.Pool;
const instances: CommerceInstance[] = [];

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  postgres = await startPostgres({ dataDir: postgresDir, port: POSTGRES_PORT });
  sql = new pg.Pool({ connectionString: postgres.url, max: 2 });
  // The test's own connections die with the server in the outage test; that is expected.
  sql.on('error', () => {});
  for (const port of COMMERCE_PORTS) instances.push(spawnCommerce({ port, databaseUrl: postgres.url, dataDir }));
  await Promise.all(instances.map((instance) => instance.healthy()));
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await sql?.end().catch(() => {});
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Instance A and B. */
const at = (index: number) => instances[index % 2]!.url;

function pay(checkoutId: string, base: string): Promise<Answer<{ order: Order; created: boolean }>> {
  return payJson(checkoutId, payerDetails, base);
}

async function basketWithCheckout(variantId: string, quantity: number, base: string): Promise<{ basketId: string; checkoutId: string }> {
  const created = await changeQuantity({ variantId, quantity }, base);
  expect(created.status).toBe(200);
  const checkout = await api<Checkout>(`/Checkout/${created.body.basketId}`, { base });
  expect(checkout.status).toBe(200);
  return { basketId: created.body.basketId, checkoutId: checkout.body.checkoutId };
}

async function stockOf(variantId: string): Promise<number> {
  const { rows } = await sql.query<{ quantity: number }>('SELECT quantity FROM stock WHERE variant_id = $1', [variantId]);
  return rows[0]!.quantity;
}

async function ordersOf(checkoutIds: string[]): Promise<number> {
  const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE checkout_id = ANY($1::uuid[])', [
    checkoutIds,
  ]);
  return rows[0]!.n;
}

describe('two commerce instances on one PostgreSQL', () => {
  it('keeps every line of 50 concurrent quantity changes of one basket spread over both instances', async () => {
    const variants = await pickVariants(30, plain, 3, 0, at(0));
    const basketId = await newBasket(at(0));
    const wanted = new Map(variants.map((entry, index) => [entry.variant.id, (index % 3) + 1]));
    // 30 variants; the first 20 are set twice, the second time through the other instance.
    const calls = Array.from({ length: 50 }, (_, index) => {
      const variantId = variants[index % 30]!.variant.id;
      return changeQuantity({ basketId, variantId, quantity: wanted.get(variantId) }, at(index + Math.floor(index / 30)));
    });
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    for (const base of [at(0), at(1)]) {
      const basket = (await getBasket(basketId, base)).body;
      expect(new Map(basket.items.map((item) => [item.variantId, item.quantity]))).toEqual(wanted);
    }
    // One change at a time: every answer has a time of its own, and the newest is the basket as it is now.
    expect(new Set(answers.map((answer) => answer.body.updatedAt)).size).toBe(50);
    const newest = answers.reduce((latest, answer) => (answer.body.updatedAt > latest.body.updatedAt ? answer : latest));
    expect(newest.body.items).toEqual((await getBasket(basketId, at(1))).body.items);
  });

  it('makes one order of one payment confirmed on both instances at once', async () => {
    const [entry] = await pickVariants(1, plain, 20, 1, at(0));
    const variantId = entry!.variant.id;
    const stockBefore = await stockOf(variantId);
    const checkoutIds: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const { basketId, checkoutId } = await basketWithCheckout(variantId, 2, at(round));
      checkoutIds.push(checkoutId);
      const answers = await Promise.all([pay(checkoutId, at(0)), pay(checkoutId, at(1))]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(answers[0]!.body.order.orderId).toBe(answers[1]!.body.order.orderId);
      expect(answers.map((answer) => answer.body.created).sort()).toEqual([false, true]);
      expect((await getBasket(basketId, at(round + 1))).status).toBe(410);
    }
    expect(await ordersOf(checkoutIds)).toBe(5);
    expect(await stockOf(variantId)).toBe(stockBefore - 5 * 2);
  });

  it('gives 20 orders paid at once on both instances 20 different order numbers', async () => {
    const variants = await pickVariants(20, plain, 2, 4, at(0));
    const checkouts = await Promise.all(variants.map((entry, index) => basketWithCheckout(entry.variant.id, 1, at(index))));
    const answers = await Promise.all(checkouts.map(({ checkoutId }, index) => pay(checkoutId, at(index + 1))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.body.order.orderNumber);
    for (const orderNumber of numbers) expect(orderNumber).toMatch(/^GL-\d{6,}$/);
    expect(new Set(numbers).size).toBe(20);
    const { rows } = await sql.query<{ n: number }>(
      'SELECT count(DISTINCT order_number)::int AS n FROM orders WHERE checkout_id = ANY($1::uuid[])',
      [checkouts.map((checkout) => checkout.checkoutId)],
    );
    expect(rows[0]!.n).toBe(20);
  });

  it('sells the last units once when baskets holding them are paid on both instances at once', async () => {
    const [entry] = await pickVariants(1, plain, 5, 2, at(0));
    const variantId = entry!.variant.id;
    await sql.query('UPDATE stock SET quantity = 3 WHERE variant_id = $1', [variantId]);
    const checkouts = [];
    for (let index = 0; index < 6; index += 1) checkouts.push(await basketWithCheckout(variantId, 1, at(index)));
    const answers = await Promise.all(checkouts.map(({ checkoutId }, index) => pay(checkoutId, at(index))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body).toMatchObject({ variantId, orderableQuantity: 0 });
    expect(await stockOf(variantId)).toBe(0);
    expect(await ordersOf(checkouts.map((checkout) => checkout.checkoutId))).toBe(3);
  });

  it('lets the new-customer code make one order per customer when several are paid on both instances at once', async () => {
    const variants = await pickVariants(
      4,
      (variant, credit) => plain(variant, credit) && variant.pricing.every((price) => price.priceDiscounted >= 600),
      2,
      0,
      at(0),
    );
    const email = `samma.kund.${Date.now()}@example.se`;
    const checkouts = [];
    for (const [index, entry] of variants.entries()) {
      const created = await changeQuantity({ variantId: entry.variant.id, quantity: 1 }, at(index));
      expect((await api(`/Basket/${created.body.basketId}/coupon/VALKOMMEN15`, { method: 'POST', base: at(index) })).status).toBe(200);
      checkouts.push((await api<Checkout>(`/Checkout/${created.body.basketId}`, { base: at(index) })).body.checkoutId);
    }
    const details = { ...payerDetails, email, postcode: '11455', phone: '' };
    const answers = await Promise.all(
      checkouts.map((checkoutId, index) =>
        api<{ order: Order }>(`/payment/${checkoutId}/pay`, {
          method: 'POST',
          omitHeaders: true,
          headers: { accept: 'application/json' },
          body: details,
          base: at(index + 1),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await ordersOf(checkouts)).toBe(1);
    const { rows } = await sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM coupon_redemptions WHERE code = 'VALKOMMEN15' AND customer = $1",
      [email],
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('PostgreSQL stopped and started again', () => {
  it('answers 503 with a message, writes nothing of a payment cut off half-way, and works again without a restart', async () => {
    const [entry] = await pickVariants(1, plain, 5, 3, at(0));
    const variantId = entry!.variant.id;
    const { basketId, checkoutId } = await basketWithCheckout(variantId, 1, at(0));
    const before = (await getBasket(basketId, at(1))).body;
    const stockBefore = await stockOf(variantId);
    const pids = await Promise.all(
      instances.map(async (instance) => (await api<{ pid: number }>('/health', { base: instance.url })).body.pid),
    );

    // Hold the variant's stock row: the payment writes its order, then waits for that row inside its transaction.
    const holder = await sql.connect();
    holder.on('error', () => {});
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM stock WHERE variant_id = $1 FOR UPDATE', [variantId]);
    const paying = pay(checkoutId, at(0));
    let waiting: number[] = [];
    await waitFor(async () => {
      const { rows } = await holder.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE application_name = 'glans-commerce' AND wait_event_type = 'Lock'",
      );
      waiting = rows.map((row) => row.pid);
      return waiting.length === 1;
    });
    // The server goes away under the payment: its connection is ended first, as a shutdown ends it (a fast
    // shutdown signals the backends one by one, and a payment whose lock holder ended first could commit
    // before its own signal), then the server stops.
    await holder.query('SELECT pg_terminate_backend($1)', [waiting[0]]);
    await postgres.stop();
    holder.release(true);

    const cutOff = await paying;
    expect(cutOff.status).toBe(503);
    expect(cutOff.body).toEqual({ message: 'Databasen är inte tillgänglig just nu', status: 503 });
    for (const instance of instances) {
      for (const answer of [
        await getBasket(basketId, instance.url),
        await changeQuantity({ basketId, variantId, quantity: 2 }, instance.url),
        await api('/Basket', { method: 'POST', body: {}, base: instance.url }),
        await api<StockInformation[]>(`/StockInformation?variantIds=${variantId}`, { base: instance.url }),
      ]) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('content-type')).toContain('application/json');
        expect(answer.body.message).toBe('Databasen är inte tillgänglig just nu');
      }
    }

    // An instance starting while the database is down waits for it, and says so.
    const late = spawnCommerce({ port: LATE_PORT, databaseUrl: postgres.url, dataDir });
    instances.push(late);
    await waitFor(async () => late.output.some((line) => line.includes('waiting for PostgreSQL')));

    postgres = await startPostgres({ dataDir: postgresDir, port: POSTGRES_PORT });
    await late.healthy();

    // The same processes, working again; nothing of the cut-off payment was written.
    expect(
      await Promise.all(
        instances.slice(0, 2).map(async (instance) => (await api<{ pid: number }>('/health', { base: instance.url })).body.pid),
      ),
    ).toEqual(pids);
    expect((await getBasket(basketId, at(0))).body).toEqual(before);
    expect(await ordersOf([checkoutId])).toBe(0);
    expect(await stockOf(variantId)).toBe(stockBefore);
    const { rows } = await sql.query('SELECT status, order_id FROM checkouts WHERE id = $1', [checkoutId]);
    expect(rows).toEqual([{ status: 'open', order_id: null }]);

    const paid = await pay(checkoutId, at(1));
    expect(paid.status).toBe(201);
    expect(await stockOf(variantId)).toBe(stockBefore - 1);
    const fresh = await changeQuantity({ variantId, quantity: 1 }, late.url);
    expect(fresh.status).toBe(200);
    for (const base of [at(0), at(1)]) expect((await getBasket(fresh.body.basketId, base)).body.items).toHaveLength(1);
  }, 90_000);
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
