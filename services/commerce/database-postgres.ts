import { createHash } from 'node:crypto';
import pg from 'pg';
import { DatabaseUnavailableError, isUnavailable, type Database, type Session, type SqlParam } from './database';

/**
 * A PostgreSQL server through a `pg` pool (`DATABASE_URL`). Several commerce processes may share it. When
 * the server cannot be reached, every call throws `DatabaseUnavailableError` (a 503), a transaction cut off
 * half-way is rolled back by the server, and the pool connects afresh once the server is back: no restart.
 * A connection that breaks while idle or between the statements of a transaction emits an `error` event,
 * which would crash the process if nothing listened; both are caught here.
 */

const POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 5_000;

/** The URL without its password, for logs. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable DATABASE_URL)';
  }
}

const statementNames = new Map<string, string>();

/**
 * Statements with parameters are prepared once per connection under a name of their SQL text (`pg` keeps
 * them per client): PostgreSQL then stops parsing and planning them on every call.
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `glans_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message || String(code);
}

export function openPostgres(url: string, log: (message: string) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'glans-commerce',
  });
  let down = false;
  /** One log line when the database goes away and one when it is back, not one per request. */
  const unavailable = (error: unknown): DatabaseUnavailableError => {
    const reason = reasonOf(error);
    if (!down) {
      down = true;
      log(`[commerce] PostgreSQL at ${describeUrl(url)} is unavailable (${reason}): requests that need it answer 503`);
    }
    return new DatabaseUnavailableError(reason);
  };
  const available = () => {
    if (down) {
      down = false;
      log(`[commerce] PostgreSQL at ${describeUrl(url)} is available again`);
    }
  };
  const translate = (error: unknown): unknown => (isUnavailable(error) ? unavailable(error) : error);
  // An idle connection the server closed (a restart, a fast shutdown): the pool drops it and makes a new
  // one when next needed.
  pool.on('error', (error) => {
    if (isUnavailable(error)) unavailable(error);
    else log(`[commerce] an idle PostgreSQL connection failed: ${reasonOf(error)}`);
  });

  const run = async <T>(target: pg.Pool | pg.PoolClient, sql: string, params?: readonly SqlParam[]): Promise<{ rows: T[] }> => {
    try {
      const result = await target.query(params === undefined ? sql : { name: statementName(sql), text: sql, values: params as unknown[] });
      available();
      return { rows: result.rows as T[] };
    } catch (error) {
      throw translate(error);
    }
  };
  const session = (target: pg.Pool | pg.PoolClient): Session => ({
    query: (sql, params) => run(target, sql, params),
    exec: async (sql) => {
      await run(target, sql);
    },
  });

  return {
    kind: 'postgresql',
    ...session(pool),
    transaction: async (work) => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw translate(error);
      }
      let broken: unknown;
      const onError = (error: unknown) => (broken = error);
      client.on('error', onError);
      try {
        await run(client, 'BEGIN');
        const result = await work(session(client));
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        if (broken === undefined && !(error instanceof DatabaseUnavailableError)) {
          // A statement failed or the work refused: end the transaction so the connection can be reused.
          await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
        } else broken ??= error;
        // Whatever failed, the server rolls back a transaction that does not commit: nothing is half-written.
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed rather than handed to the next request.
        client.release(broken === undefined ? undefined : broken instanceof Error ? broken : true);
      }
    },
    close: () => pool.end(),
  };
}
