import { HttpError } from '../shared/http-service';

/**
 * The commerce database, as the service logic sees it: parameterised queries and transactions. Two
 * implementations share it: PGlite (Postgres in WebAssembly, in-process; the default, `database-pglite.ts`)
 * and a PostgreSQL server through a `pg` pool when `DATABASE_URL` is set (`database-postgres.ts`). The
 * schema, the migrations and every statement are the same on both; so is every guarantee, because each is
 * enforced by the database (row locks, constraints, transactions), never by state in this process.
 */

export type SqlParam = string | number | boolean | null | readonly string[] | readonly number[];

export interface Session {
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<{ rows: T[] }>;
  /** Several statements without parameters (the migration). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Session {
  readonly kind: 'pglite' | 'postgresql';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const UNAVAILABLE_MESSAGE = 'Databasen är inte tillgänglig just nu';

/** The database cannot be reached: the request answers 503 and has written nothing. */
export class DatabaseUnavailableError extends HttpError {
  constructor(readonly reason: string) {
    super(503, UNAVAILABLE_MESSAGE);
  }
}

/** SQLSTATEs of a server going away or not taking connections (class 08 is every connection exception). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What `pg` throws when its connection breaks or never comes (these carry no code). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Connection ended/i;

/** True when `error` says the database is unreachable (rather than that a statement was wrong). */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
    return true;
  if (error instanceof AggregateError && error.errors.some(isUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** A database error's SQLSTATE, if it has one. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
