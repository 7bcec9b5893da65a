import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import type { Database, Session, SqlParam } from './database';

/**
 * The embedded database: PGlite with its files in `<data dir>/commerce/pgdata`. PGlite is one connection
 * in this process, so a second process must never open the same files: a lock file keeps it off.
 */

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims the data folder for this process; refuses when another live process holds it. */
function claimLock(lockFile: string): () => void {
  if (existsSync(lockFile)) {
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
      throw new Error(`The commerce database ${dirname(lockFile)} is in use by process ${holder}`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}

/** A parameter as PostgreSQL's text format has it (types come from the statement's casts and columns). */
function toText(value: SqlParam): string | null {
  if (value === null) return null;
  if (Array.isArray(value)) return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const DESCRIBE_EXECUTE_SYNC = concat([
  protocol.serialize.describe({ type: 'P' }),
  protocol.serialize.execute({}),
  protocol.serialize.sync(),
]);

/**
 * Runs statements on PGlite in one call into the WebAssembly each (Bind, Describe, Execute, Sync), each
 * SQL text prepared once as a named statement. PGlite's own `query` makes six calls and parses and plans
 * the statement every time, which costs several times the statement itself.
 */
class StatementRunner {
  private readonly names = new Map<string, string>();

  constructor(private readonly db: PGlite) {}

  async run<T>(sql: string, params: readonly SqlParam[] = []): Promise<{ rows: T[] }> {
    const name = await this.prepare(sql);
    const bind = protocol.serialize.bind({ statement: name, values: params.map(toText) });
    const { messages } = await this.db.execProtocol(concat([bind, DESCRIBE_EXECUTE_SYNC]), { syncToFs: false });
    return { rows: (parse.parseResults(messages, this.db.parsers)[0]?.rows ?? []) as T[] };
  }

  private async prepare(sql: string): Promise<string> {
    const known = this.names.get(sql);
    if (known !== undefined) return known;
    const name = `glans_${this.names.size + 1}`;
    await this.db.execProtocol(concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.sync()]), { syncToFs: false });
    this.names.set(sql, name);
    return name;
  }
}

export async function openPglite(databaseDir: string): Promise<Database> {
  mkdirSync(databaseDir, { recursive: true });
  const release = claimLock(join(dirname(databaseDir), 'commerce.lock'));
  try {
    const db = await PGlite.create(databaseDir);
    const runner = new StatementRunner(db);
    // PGlite is one connection: a statement waits for the transaction in progress (if any), and statements
    // inside a transaction run one after another.
    const outside = <T>(work: () => Promise<T>) => db._runExclusiveTransaction(() => db._runExclusiveQuery(work));
    const inside = (): Session => ({
      query: (sql, params) => db._runExclusiveQuery(() => runner.run(sql, params)),
      exec: async (sql) => {
        await db._runExclusiveQuery(() => db.execProtocol(protocol.serialize.query(sql), { syncToFs: false }));
      },
    });
    return {
      kind: 'pglite',
      query: (sql, params) => outside(() => runner.run(sql, params)),
      exec: async (sql) => {
        await db.exec(sql);
      },
      // One transaction at a time (the others wait), so row locks never contend on PGlite; the same
      // statements keep several PostgreSQL connections apart.
      transaction: (work) =>
        db._runExclusiveTransaction(async () => {
          const tx = inside();
          await tx.query('BEGIN');
          try {
            const result = await work(tx);
            await tx.query('COMMIT');
            return result;
          } catch (error) {
            await tx.query('ROLLBACK');
            throw error;
          }
        }),
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
