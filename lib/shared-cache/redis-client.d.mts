import type { RedisClientType } from 'redis';

/** A call Redis does not answer in this time counts as a miss. */
export const REDIS_COMMAND_TIMEOUT_MS: number;

/** A call that failed at once because the connection is not ready, or that passed its deadline. */
export class RedisUnavailableError extends Error {}

/** One Redis for the process: a node-redis client, replaced whenever a call passes its deadline. */
export class SharedRedis {
  constructor(url: string, options?: { timeoutMs?: number });
  readonly label: string;
  readonly timeoutMs: number;
  /** Whether calls are sent now (else they fail at once). */
  readonly isReady: boolean;
  /** Runs `work` with the current client under the deadline; RedisUnavailableError when not ready or too late. */
  run<T>(work: (client: RedisClientType) => Promise<T>): Promise<T>;
  /** Logs a Redis failure at most once a minute. */
  report(error: unknown, what?: string): void;
  /** The client handed to the cache handler: every command under the deadline. */
  handlerClient(): unknown;
  /** Deletes the cache handler's entries of these tags now (set by cache-handler.mjs); null before it is made. */
  expireNow: ((tags: readonly string[]) => Promise<boolean>) | null;
  /** The cache handler with a deadline on each of its calls as a whole. */
  bounded<H extends object>(handler: H): H;
  destroy(): void;
}

/** The process's shared Redis (connecting in the background), or null without REDIS_URL. */
export function sharedRedis(): SharedRedis | null;
