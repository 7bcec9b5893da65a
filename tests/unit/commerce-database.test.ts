import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueIndex } from '../../services/commerce/catalogue-index';
import { DatabaseUnavailableError, isUnavailable, type Database } from '../../services/commerce/database';
import { openPostgres } from '../../services/commerce/database-postgres';
import { openDatabase } from '../../services/commerce/open-database';
import { readSettings } from '../../services/commerce/settings';
import { StockStore } from '../../services/commerce/stock-store';
import { HttpError } from '../../services/shared/http-service';
import { buildCommerceCatalogue } from './commerce-fixture';

/**
 * The commerce database layer: transactions on the embedded PGlite database (in a temporary folder), the
 * migration, and how an unreachable PostgreSQL server is reported (a closed port on loopback).
 */

const INSERT_BASKET = "INSERT INTO baskets (id, user_id, status, sales_channel_id) VALUES ($1, $1, $2, 'sc-test')";
const catalogue = new CatalogueIndex(buildCommerceCatalogue());

describe('the PGlite database', () => {
  let dir: string;
  let db: Database;

  const open = () =>
    openDatabase(readSettings({ NODE_ENV: 'test', GLANS_DATA_DIR: dir }, 1), catalogue, new StockStore(catalogue), () => {});

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'glans-commerce-db-'));
    db = await open();
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function stored(ids: string[]): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM baskets WHERE id = ANY($1::uuid[]) ORDER BY id', [ids]);
    return rows.map((row) => row.id);
  }

  it('commits every statement of a transaction together', async () => {
    const ids = [randomUUID(), randomUUID()];
    await db.transaction(async (tx) => {
      for (const id of ids) await tx.query(INSERT_BASKET, [id, 'open']);
    });
    expect(await stored(ids)).toEqual([...ids].sort());
  });

  it('writes nothing of a transaction whose statement fails', async () => {
    const ids = [randomUUID(), randomUUID()];
    // 'gone' breaks the status CHECK constraint.
    const failing = db.transaction(async (tx) => {
      await tx.query(INSERT_BASKET, [ids[0]!, 'open']);
      await tx.query(INSERT_BASKET, [ids[1]!, 'gone']);
    });
    await expect(failing).rejects.toMatchObject({ code: '23514' });
    expect(await stored(ids)).toEqual([]);
  });

  it('writes nothing of a transaction whose work refuses after writing', async () => {
    const id = randomUUID();
    const refused = db.transaction(async (tx) => {
      await tx.query(INSERT_BASKET, [id, 'open']);
      throw new HttpError(409, 'refused');
    });
    await expect(refused).rejects.toMatchObject({ status: 409 });
    expect(await stored([id])).toEqual([]);
  });

  it('seeds the catalogue stock once and keeps it across a reopen (the migration is idempotent)', async () => {
    await db.query("UPDATE stock SET quantity = 7 WHERE variant_id = '101'");
    await db.close();
    db = await open();
    const { rows } = await db.query<{ variant_id: string; quantity: number }>(
      "SELECT variant_id, quantity FROM stock WHERE variant_id IN ('101', '201') ORDER BY variant_id",
    );
    expect(rows).toEqual([
      { variant_id: '101', quantity: 7 },
      { variant_id: '201', quantity: 1 },
    ]);
    const options = await db.query<{ reloptions: string[] }>("SELECT reloptions FROM pg_class WHERE relname = 'baskets'");
    expect(options.rows[0]!.reloptions).toEqual(['fillfactor=70']);
  }, 120_000);

  it('takes units off the stock under its row locks, or refuses with a 409 and takes none', async () => {
    const stock = new StockStore(catalogue);
    const before = await stock.levels(db, ['301', '201']);
    await db.transaction((tx) => stock.reserve(tx, new Map([['301', 2]])));
    const short = db.transaction((tx) =>
      stock.reserve(
        tx,
        new Map([
          ['301', 1],
          ['201', 4],
        ]),
      ),
    );
    // 201 has 1 in stock and its brand 2 units of credit: 3 may be ordered.
    await expect(short).rejects.toMatchObject({ status: 409, extra: { variantId: '201', orderableQuantity: 3 } });
    const after = await stock.levels(db, ['301', '201']);
    expect(after.get('301')).toBe(before.get('301')! - 2);
    expect(after.get('201')).toBe(before.get('201'));
  });
});

describe('an unreachable PostgreSQL server', () => {
  // Port 9 (discard) is closed on loopback: every connection is refused at once.
  const db = openPostgres('postgres://glans@127.0.0.1:9/glans', () => {});
  afterAll(() => db.close());

  it('answers every call with a 503 DatabaseUnavailableError', async () => {
    const query = db.query('SELECT 1');
    await expect(query).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(query).rejects.toMatchObject({ status: 503, message: 'Databasen är inte tillgänglig just nu' });
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toMatchObject({ status: 503 });
  });
});

describe('isUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows a server that is gone, shutting down or starting from a statement that is wrong', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001']) expect(isUnavailable(withCode(code))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'all failed'))).toBe(true);
    for (const code of ['23505', '23514', '42P01', '40P01']) expect(isUnavailable(withCode(code))).toBe(false);
    expect(isUnavailable(new HttpError(409, 'stock'))).toBe(false);
    expect(isUnavailable('ECONNREFUSED')).toBe(false);
  });
});
