import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindExecute, openDatabase, runStatement, type OpenDatabase } from '../../services/commerce/database';

/**
 * The commerce database's write path (`runStatement`: prepared statements, a hand-written Bind message and
 * group commit) against a real PGlite database in a temporary folder.
 */

const INSERT_BASKET = "INSERT INTO baskets (id, user_id, status, sales_channel_id) VALUES ($1, $1, $2, 'sc-test')";

describe('bindExecute', () => {
  it('writes exactly the bytes of PGlite’s Bind and Execute', () => {
    const cases: [string, (string | null)[]][] = [
      ['glans_statement_1', ['4b1f7c1e-8a2b-4c3d-9e0f-123456789abc', null, 'åäö ✓ 😀', '', '{"slot":"101"}']],
      ['glans_statement_12', []],
      ['', ['1']],
    ];
    for (const [statement, values] of cases) {
      const expected = Buffer.concat([protocol.serialize.bind({ statement, values }), protocol.serialize.execute({})]);
      expect(Buffer.from(bindExecute(statement, values)).equals(expected)).toBe(true);
    }
  });
});

describe('runStatement', () => {
  let dir: string;
  let open: OpenDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'glans-commerce-db-'));
    open = await openDatabase(join(dir, 'commerce', 'pgdata'));
  }, 120_000);

  afterAll(async () => {
    await open?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function stored(ids: string[]): Promise<{ id: string; xmin: string }[]> {
    const result = await open.db.query<{ id: string; xmin: string }>(
      'SELECT id, xmin::text AS xmin FROM baskets WHERE id = ANY($1::uuid[]) ORDER BY id',
      [ids],
    );
    return result.rows;
  }

  it('commits statements that arrive together in one transaction', async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    await Promise.all(ids.map((id) => runStatement(open.db, INSERT_BASKET, [id, 'open'])));
    const rows = await stored(ids);
    expect(rows.map((row) => row.id)).toEqual([...ids].sort());
    expect(new Set(rows.map((row) => row.xmin)).size).toBe(1);
  });

  it('fails only the failing statement of a group, with its own error, and writes nothing of it', async () => {
    const ids = Array.from({ length: 6 }, () => randomUUID());
    // 'gone' breaks the status CHECK constraint.
    const results = await Promise.allSettled(
      ids.map((id, index) => runStatement(open.db, INSERT_BASKET, [id, index === 3 ? 'gone' : 'open'])),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    const rows = await stored(ids);
    expect(rows.map((row) => row.id)).toEqual(ids.filter((_, index) => index !== 3).sort());
    expect(open.db.isInTransaction()).toBe(false);
  });

  it('refuses a statement that does not parse without harming the others', async () => {
    const ids = Array.from({ length: 3 }, () => randomUUID());
    const broken = runStatement(open.db, 'INSERT INTO no_such_table (id) VALUES ($1)', [randomUUID()]);
    const fine = ids.map((id) => runStatement(open.db, INSERT_BASKET, [id, 'open']));
    await expect(broken).rejects.toMatchObject({ code: '42P01' });
    await Promise.all(fine);
    expect((await stored(ids)).map((row) => row.id)).toEqual([...ids].sort());
  });

  it('passes values as parameters, nulls included', async () => {
    const id = randomUUID();
    await runStatement(open.db, INSERT_BASKET, [id, 'open']);
    await runStatement(open.db, 'UPDATE baskets SET order_id = $2, sales_channel_id = $3 WHERE id = $1', [id, null, "it's ✓"]);
    const row = await open.db.query<{ order_id: string | null; sales_channel_id: string }>(
      'SELECT order_id, sales_channel_id FROM baskets WHERE id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ order_id: null, sales_channel_id: "it's ✓" });
  });
});
