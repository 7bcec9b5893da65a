import { createClient } from 'redis';

/**
 * The storefront's one connection to the shared Redis (REDIS_URL): Next's cache handler (cache-handler.mjs)
 * and the content cache-tag index (lib/content/cache-tag-store-redis.ts) use it.
 *
 * Plain JavaScript because Next's server loads the cache handler with a bare `import()`, outside the app's
 * bundle; the app's own copy of this module (bundled) is a second module instance (see `sharedRedis`).
 *
 * Redis is a cache here, so no shopper waits on it:
 * - Every call has a deadline of its own (REDIS_COMMAND_TIMEOUT_MS). node-redis cannot give one to a command
 *   already written to a server that is alive but silent (a SIGSTOPped or swapped-out Redis): a command's abort
 *   signal and its `timeout` are dropped once it is written, and `socket.socketTimeout` is an idle timer that
 *   every write resets. So each call races a timer; past it the call fails (the caller counts a miss), and the
 *   connection is destroyed and a new one made, which becomes ready when Redis answers again. Until then calls
 *   fail at once: nothing waits on a connection that is not ready (no offline queue).
 * - A refused or dropped connection is retried by node-redis itself (back-off up to 2 s, for ever).
 * - An outage is logged when it starts and then at most once a minute, not per request, and its end once.
 */

const REPORT_INTERVAL_MS = 60_000;
/** A call Redis does not answer in this time counts as a miss: the page is rendered instead of waiting. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** A call that failed at once because the connection is not ready, or that passed its deadline. */
export class RedisUnavailableError extends Error {
  name = 'RedisUnavailableError';
}

/** The URL without its password, for log lines. */
function describe(url) {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

function messageOf(error) {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** One Redis for the process: a node-redis client, replaced whenever a call passes its deadline. */
export class SharedRedis {
  #url;
  #client;
  #lastReport = 0;
  #unreported = 0;
  #down = false;
  #connected = false;
  #handlerClient;
  /**
   * Deletes the cache handler's entries of some tags now, under the deadline (set by cache-handler.mjs, which
   * holds the handler; called by the content webhook through lib/shared-cache/expire-now.ts). Null until the
   * cache handler has been made in this process.
   */
  expireNow = null;

  constructor(url, options = {}) {
    this.#url = url;
    this.label = describe(url);
    this.timeoutMs = options.timeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
    this.#client = this.#connect();
  }

  #connect() {
    const client = createClient({
      url: this.#url,
      name: 'glans-storefront',
      disableOfflineQueue: true,
      pingInterval: 10_000,
      socket: {
        connectTimeout: 2_000,
        // Node-redis gives up on a socket time-out by default; a cache reconnects whatever the cause.
        reconnectStrategy: (retries) => Math.min(2 ** retries * 50, 2_000) + Math.floor(Math.random() * 200),
      },
    });
    client.on('error', (error) => {
      if (client === this.#client) this.report(error);
    });
    client.on('ready', () => {
      if (client !== this.#client || (this.#connected && !this.#down)) return;
      console.log(`[shared-cache] Redis at ${this.label} ${this.#connected ? 'answers again' : 'connected'}: the shared cache is in use.`);
      this.#connected = true;
      this.#down = false;
    });
    // Resolves once connected; until then (and after any disconnection) the client retries by itself.
    client.connect().catch((error) => {
      if (client === this.#client) this.report(error);
    });
    return client;
  }

  /** Whether calls are sent now (else they fail at once). */
  get isReady() {
    return this.#client.isReady;
  }

  /**
   * Runs `work` with the current node-redis client under the deadline. Rejects with RedisUnavailableError at
   * once when the connection is not ready, or when the deadline passes (then the connection is re-made).
   */
  async run(work) {
    const client = this.#client;
    if (!client.isReady) throw new RedisUnavailableError(`Redis at ${this.label} is not connected`);
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new RedisUnavailableError(`Redis at ${this.label} did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    const pending = Promise.resolve().then(() => work(client));
    // Its rejection when the client is destroyed comes after the race has been decided.
    pending.catch(() => {});
    try {
      return await Promise.race([pending, expired]);
    } catch (error) {
      if (error instanceof RedisUnavailableError) this.#replace(client, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The first call past its deadline drops the connection; the calls already waiting on it fail with it. */
  #replace(client, error) {
    if (client !== this.#client) return;
    this.report(error, 'no answer in time; the connection is dropped and made again');
    this.#client = this.#connect();
    client.destroy();
  }

  /**
   * Logs a Redis failure: the first of an outage at once, then at most one line a minute with the count of
   * the ones not logged, until Redis answers again. `what` says what failed, e.g. "unavailable" or "the cache tag index could not be read".
   */
  report(error, what = 'unavailable') {
    const outageStarts = !this.#down;
    this.#down = true;
    const now = Date.now();
    if (outageStarts) this.#unreported = 0;
    if (!outageStarts && now - this.#lastReport < REPORT_INTERVAL_MS) {
      this.#unreported += 1;
      return;
    }
    const more = this.#unreported > 0 ? ` (${this.#unreported} more failure(s) since the last report)` : '';
    this.#lastReport = now;
    this.#unreported = 0;
    console.error(
      `[shared-cache] Redis at ${this.label}: ${what}: ${messageOf(error)}${more}. Pages are rendered without the shared cache until it answers; it reconnects by itself. Reported at most once a minute.`,
    );
  }

  /**
   * The client given to the cache handler (@fortedigital/nextjs-cache-handler's `redis-strings`): it calls
   * node-redis commands by name, through `withAbortSignal(signal)` or directly (`hScan`), and checks `isReady`.
   * Its own `timeoutMs` passes node-redis's `withAbortSignal`, which does not bound a written command, so every
   * command here goes through `run` instead.
   */
  handlerClient() {
    if (this.#handlerClient) return this.#handlerClient;
    const isReady = () => this.isReady;
    const run = (name, args) => this.run((client) => client[name](...args));
    const commands = new Proxy(
      {},
      {
        get(_target, name) {
          if (name === 'isReady') return isReady();
          if (name === 'withAbortSignal') return () => commands;
          if (name === 'then' || typeof name !== 'string') return undefined;
          return (...args) => run(name, args);
        },
        has(_target, name) {
          return name === 'withAbortSignal' || name === 'isReady';
        },
      },
    );
    this.#handlerClient = commands;
    return commands;
  }

  /**
   * The cache handler with a deadline on each of its calls as a whole (a `get` is up to four commands in a
   * row), so a call answers within the deadline even when Redis stops between two of its commands.
   */
  bounded(handler) {
    const bounded = { ...handler };
    for (const name of ['get', 'set', 'revalidateTag', 'delete']) {
      if (typeof handler[name] === 'function') bounded[name] = (...args) => this.run(() => handler[name](...args));
    }
    return bounded;
  }

  /** Closes the connection for good (tests, shutdown). */
  destroy() {
    this.#client.destroy();
  }
}

// Next imports cache-handler.mjs with Node's own loader while the app's copy of this file is bundled apart, so the one process-wide connection is found on globalThis (the project's only Symbol.for).
const SHARED = Symbol.for('glans.shared-redis');

/**
 * The process's shared Redis, connecting in the background (null without REDIS_URL). Callers check `isReady`
 * or call `run`, which fails at once while not ready; nothing waits for the connection.
 */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  globalThis[SHARED] ??= new SharedRedis(url);
  return globalThis[SHARED];
}
