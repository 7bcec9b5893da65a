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

/** Names of the statements prepared (Parse once, kept for the session) per database, by SQL text. */
const preparedStatements = new WeakMap<Database, Map<string, string>>();

/** Execute (unnamed portal, all rows) and Sync: the fixed tail of every run. */
const EXECUTE_AND_SYNC = concat([protocol.serialize.execute({}), protocol.serialize.sync()]);

/**
 * A Bind message for a named statement with text parameters (unnamed portal, text results): the same bytes
 * as `protocol.serialize.bind`, written in one pass (PGlite's general-purpose writer costs tens of µs per
 * message), followed by Execute and Sync.
 */
export function bindExecuteSync(statement: string, values: readonly (string | null)[]): Uint8Array {
  const encoded = values.map((value) => (value === null ? null : Buffer.from(value, 'utf8')));
  const statementBytes = Buffer.byteLength(statement, 'utf8');
  // Length field, portal "" (NUL), statement + NUL, format count and one text format (0) per parameter,
  // parameter count, the values (length, -1 for null, then bytes), 0 result formats (text).
  let length = 4 + 1 + statementBytes + 1 + 2 + 2 * encoded.length + 2 + 2;
  for (const value of encoded) length += 4 + (value?.length ?? 0);
  const out = Buffer.alloc(1 + length + EXECUTE_AND_SYNC.length);
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
  out.set(EXECUTE_AND_SYNC, offset);
  return out;
}

/**
 * Runs one parameterised statement that answers no rows in a single round trip (Bind, Execute and Sync in
 * one message) instead of the six of `db.query`. The statement is prepared once per SQL text (a named
 * statement, Parse and Sync on first use), so later runs skip parsing and, once Postgres settles on its
 * generic plan, planning too (planning also asks the file system for the size of every table and index it
 * touches). Values are sent as text parameters (never spliced into the SQL). It waits for any open
 * transaction, exactly as `db.query` does, and throws the database error on failure.
 *
 * `syncToFs: false`: the database lives in a folder (PGlite's NodeFS), whose sync step is a no-op — every
 * write already goes straight to the files — so skipping it only skips a lock and a few promise turns.
 */
export async function runStatement(db: Database, sql: string, params: SqlValue[]): Promise<void> {
  let statements = preparedStatements.get(db);
  if (!statements) {
    statements = new Map();
    preparedStatements.set(db, statements);
  }
  const known = statements;
  await db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      let name = known.get(sql);
      if (name === undefined) {
        const candidate = `glans_statement_${known.size + 1}`;
        // A failed Parse creates nothing (and throws here), so the name is only remembered once it exists.
        await db.execProtocol(concat([protocol.serialize.parse({ name: candidate, text: sql }), protocol.serialize.sync()]));
        known.set(sql, candidate);
        name = candidate;
      }
      const values = params.map((value) => (value === null ? null : String(value)));
      await db.execProtocol(bindExecuteSync(name, values), { syncToFs: false });
    }),
  );
}
