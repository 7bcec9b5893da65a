import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { SCHEMA_SQL } from './schema';

/**
 * The commerce database: PGlite (Postgres in WebAssembly) with its files in `<data dir>/commerce/pgdata`,
 * created and migrated on start. A lock file keeps a second process off the same files.
 */

export type Database = PGlite;

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

export interface OpenDatabase {
  db: Database;
  close: () => Promise<void>;
}

export async function openDatabase(databaseDir: string): Promise<OpenDatabase> {
  mkdirSync(databaseDir, { recursive: true });
  const release = claimLock(join(dirname(databaseDir), 'commerce.lock'));
  try {
    const db = await PGlite.create(databaseDir);
    await db.exec(SCHEMA_SQL);
    return {
      db,
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

export type SqlValue = string | number | null;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const SYNC = protocol.serialize.sync();
/** Execute (unnamed portal, all rows). */
const EXECUTE = protocol.serialize.execute({});

/**
 * Bind (unnamed portal, text parameters, text results) and Execute for a named statement: the same bytes as
 * `protocol.serialize.bind` + `protocol.serialize.execute`, written in one pass (PGlite's general-purpose
 * writer costs tens of µs per message).
 */
export function bindExecute(statement: string, values: readonly (string | null)[]): Uint8Array {
  const encoded = values.map((value) => (value === null ? null : Buffer.from(value, 'utf8')));
  const statementBytes = Buffer.byteLength(statement, 'utf8');
  // Length field, portal "" (NUL), statement + NUL, format count and one text format (0) per parameter,
  // parameter count, the values (length, -1 for null, then bytes), 0 result formats (text).
  let length = 4 + 1 + statementBytes + 1 + 2 + 2 * encoded.length + 2 + 2;
  for (const value of encoded) length += 4 + (value?.length ?? 0);
  const out = Buffer.alloc(1 + length + EXECUTE.length);
  let offset = out.writeUInt8(0x42, 0); // 'B'
  offset = out.writeInt32BE(length, offset);
  offset = out.writeUInt8(0, offset);
  offset += out.write(statement, offset, 'utf8');
  offset = out.writeUInt8(0, offset);
  offset = out.writeInt16BE(encoded.length, offset);
  for (let index = 0; index < encoded.length; index += 1) offset = out.writeInt16BE(0, offset);
  offset = out.writeInt16BE(encoded.length, offset);
  for (const value of encoded) {
    if (value === null) offset = out.writeInt32BE(-1, offset);
    else {
      offset = out.writeInt32BE(value.length, offset);
      offset += value.copy(out, offset);
    }
  }
  offset = out.writeInt16BE(0, offset);
  out.set(EXECUTE, offset);
  return out;
}

interface PendingStatement {
  sql: string;
  values: (string | null)[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Most statements committed together. */
const MAX_GROUP = 32;

/**
 * Runs the data-changing statements of `runStatement` with group commit. Statements are prepared once per
 * SQL text (named statements), so a run is only Bind and Execute: Postgres stops parsing and, once it
 * settles on the generic plan, planning them (planning also asks the file system for the size of every
 * table and index a statement touches). Statements that arrive while the database is busy (another group,
 * a transaction, a query) wait, and then run together in one transaction: one commit and one WAL write for
 * the group instead of one each. Every statement still succeeds or fails alone: when any statement of a
 * group fails, the group is rolled back and each of its statements runs again by itself, so only the
 * failing ones fail, with their own error, and nothing of theirs is written. A caller's promise settles
 * after its statement has committed (or failed). Callers never have two statements for the same basket in
 * flight (the per-basket lock), so a group never holds two changes that depend on each other.
 *
 * `syncToFs: false`: the database lives in a folder (PGlite's NodeFS), whose sync step is a no-op — every
 * write goes straight to the files — so skipping it only skips a lock and a few promise turns.
 */
class StatementRunner {
  private readonly names = new Map<string, string>();
  private queue: PendingStatement[] = [];
  private scheduled = false;

  constructor(private readonly db: Database) {}

  run(sql: string, params: SqlValue[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ sql, values: params.map((value) => (value === null ? null : String(value))), resolve, reject });
      this.schedule();
    });
  }

  /**
   * Runs the queue after this turn's I/O callbacks (`setImmediate`), so the changes of requests that came
   * in together are committed together.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    let group: PendingStatement[] = [];
    try {
      await this.db._runExclusiveTransaction(() =>
        this.db._runExclusiveQuery(async () => {
          group = this.queue.splice(0, MAX_GROUP);
          await this.runGroup(group);
        }),
      );
    } catch (error) {
      // Not a statement's own failure (those are settled in runGroup): fail the statements not settled yet
      // (settling twice is a no-op), or the queue when the database could not even be entered.
      for (const pending of group.length > 0 ? group : this.queue.splice(0)) pending.reject(error);
    } finally {
      this.scheduled = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  private async runGroup(group: PendingStatement[]): Promise<void> {
    const ready: { pending: PendingStatement; name: string }[] = [];
    for (const pending of group) {
      try {
        ready.push({ pending, name: await this.prepare(pending.sql) });
      } catch (error) {
        pending.reject(error);
      }
    }
    if (ready.length > 1) {
      const parts = [bindExecute(await this.prepare('BEGIN'), [])];
      for (const { pending, name } of ready) parts.push(bindExecute(name, pending.values));
      parts.push(bindExecute(await this.prepare('COMMIT'), []), SYNC);
      try {
        await this.db.execProtocol(concat(parts), { syncToFs: false });
        for (const { pending } of ready) pending.resolve();
        return;
      } catch {
        // A statement failed: the group was rolled back (the failed transaction block ends here).
        await this.db.execProtocol(concat([bindExecute(await this.prepare('ROLLBACK'), []), SYNC]), { syncToFs: false });
      }
    }
    for (const { pending, name } of ready) {
      try {
        await this.db.execProtocol(concat([bindExecute(name, pending.values), SYNC]), { syncToFs: false });
        pending.resolve();
      } catch (error) {
        pending.reject(error);
      }
    }
  }

  /** The name of the statement prepared for `sql`, preparing it (Parse and Sync) on first use. */
  private async prepare(sql: string): Promise<string> {
    const known = this.names.get(sql);
    if (known !== undefined) return known;
    const name = `glans_statement_${this.names.size + 1}`;
    // A failed Parse creates nothing (and throws here), so the name is only remembered once it exists.
    await this.db.execProtocol(concat([protocol.serialize.parse({ name, text: sql }), SYNC]), { syncToFs: false });
    this.names.set(sql, name);
    return name;
  }
}

const runners = new WeakMap<Database, StatementRunner>();

/**
 * Runs one parameterised statement that answers no rows (an INSERT, UPDATE or DELETE, alone or in a WITH),
 * committed on its own or together with others that came in at the same time (see `StatementRunner`).
 * Values are sent as text parameters (never spliced into the SQL). It waits for any open transaction,
 * exactly as `db.query` does, and throws the database error on failure.
 */
export function runStatement(db: Database, sql: string, params: SqlValue[]): Promise<void> {
  let runner = runners.get(db);
  if (!runner) {
    runner = new StatementRunner(db);
    runners.set(db, runner);
  }
  return runner.run(sql, params);
}
