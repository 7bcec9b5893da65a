import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localServicePorts } from '../../lib/config';
import { openPglite } from '../../services/commerce/database-pglite';
import { BASKET_EXPIRY } from '../../services/commerce/settings';
import { startLocalServices, type Stack } from '../../services/launcher/stack';
import { changeQuantity, getBasket, pickVariants, plain } from '../integration/commerce-helpers';

/**
 * Issue 42, item 7: baskets never expired. A basket nobody has changed for 30 days answers 404 (the storefront
 * then forgets it) and is deleted from the database. A commerce service of its own (own port, own PGlite
 * folder) holds the baskets; between its runs the test ages one in the database, as 31 days would.
 */

const PORT_BASE = Number(process.env.INTEGRATION_PORT_BASE ?? 7800) + 10;
const base = `http://127.0.0.1:${localServicePorts(PORT_BASE).commerce}`;
const dataDir = mkdtempSync(join(tmpdir(), 'glans-commerce-expiry-'));
const databaseDir = join(dataDir, 'commerce', 'pgdata');
let stack: Stack | undefined;

function start(): Promise<Stack> {
  return startLocalServices({
    only: ['commerce'],
    env: { ...process.env, LOCAL_SERVICES_PORT_BASE: String(PORT_BASE), GLANS_DATA_DIR: dataDir },
    log: () => {},
  });
}

/** Runs statements on the stopped service's database. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>): Promise<T> {
  const db = await openPglite(databaseDir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('basket expiry', () => {
  it(`forgets and deletes a basket idle for more than ${BASKET_EXPIRY.idleDays} days, and keeps a younger one`, async () => {
    stack = await start();
    const [a, b] = await pickVariants(2, plain, 2, 0, base);
    const idle = (await changeQuantity({ variantId: a!.variant.id, quantity: 1 }, base)).body.basketId;
    const recent = (await changeQuantity({ variantId: b!.variant.id, quantity: 1 }, base)).body.basketId;
    await stack.stop();
    stack = undefined;

    const older = BASKET_EXPIRY.idleDays + 1;
    const younger = BASKET_EXPIRY.idleDays - 1;
    await withDatabase(async (db) => {
      await db.query(`UPDATE baskets SET updated_at = now() - $2::integer * interval '1 day' WHERE id = $1`, [idle, older]);
      await db.query(`UPDATE baskets SET updated_at = now() - $2::integer * interval '1 day' WHERE id = $1`, [recent, younger]);
    });

    stack = await start();
    expect((await getBasket(idle, base)).status).toBe(404);
    expect((await changeQuantity({ basketId: idle, variantId: a!.variant.id, quantity: 2 }, base)).status).toBe(404);
    const kept = await getBasket(recent, base);
    expect(kept.status).toBe(200);
    expect(kept.body.items.map((item) => item.variantId)).toEqual([b!.variant.id]);
    await stack.stop();
    stack = undefined;

    // The start's clean-up deleted the idle basket with its lines; the younger one is still there.
    const rows = await withDatabase(async (db) => ({
      baskets: (await db.query<{ id: string }>('SELECT id FROM baskets WHERE id = ANY($1::uuid[])', [[idle, recent]])).rows.map(
        (row) => row.id,
      ),
      lines: (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM basket_items WHERE basket_id = $1', [idle])).rows[0]!.n,
    }));
    expect(rows).toEqual({ baskets: [recent], lines: 0 });
  }, 120_000);
});
