import { createClient } from 'redis';

/**
 * The storefront's one connection to the shared Redis (REDIS_URL): Next's cache handler (cache-handler.mjs)
 * and the content cache-tag index (lib/content/cache-tags.ts) use the same client.
 *
 * Plain JavaScript because Next's server loads the cache handler with a bare `import()`, outside the app's
 * bundle; the app's own copy of this module (bundled) finds the same client on `globalThis`, so a process has
 * one connection whichever side asks first.
 *
 * Redis is a cache here: when it is unavailable, commands fail at once (no offline queue; the cache handler
 * answers a miss and the page is rendered), the client reconnects by itself (backoff up to 2 s, for ever), and
 * the shared cache is used again as soon as it answers. The outage is logged once a minute, not per request.
 */

const CLIENT = Symbol.for('glans.shared-cache.redis-client');
const REPORT_INTERVAL_MS = 60_000;
/** A command Redis does not answer in this time counts as a miss: the page is rendered instead of waiting. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

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

function state() {
  return globalThis[CLIENT];
}

/**
 * Logs a Redis failure at most once a minute per process (the first at once, then one line with the count of
 * the ones not logged). `what` says what failed, e.g. "unavailable" or "the cache tag index could not be read".
 */
export function reportRedisProblem(error, what = 'unavailable') {
  const current = state();
  if (!current) return;
  current.down = true;
  const now = Date.now();
  if (now - current.lastReport < REPORT_INTERVAL_MS) {
    current.unreported += 1;
    return;
  }
  const more = current.unreported > 0 ? ` (${current.unreported} more failure(s) since the last report)` : '';
  current.lastReport = now;
  current.unreported = 0;
  const message = error instanceof Error ? error.message || error.name : String(error);
  console.error(
    `[shared-cache] Redis at ${current.label}: ${what}: ${message}${more}. Pages are rendered without the shared cache until it answers; it reconnects by itself. Reported at most once a minute.`,
  );
}

/**
 * The shared client, connecting in the background (null without REDIS_URL). Callers check `isReady` and treat
 * "not ready" as a miss; nothing waits for the connection.
 */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const existing = state();
  if (existing) return existing.client;
  const client = createClient({
    url,
    name: 'glans-storefront',
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: 2_000,
      // Node-redis gives up on a socket time-out by default; a cache reconnects whatever the cause.
      reconnectStrategy: (retries) => Math.min(2 ** retries * 50, 2_000) + Math.floor(Math.random() * 200),
    },
  });
  globalThis[CLIENT] = { client, label: describe(url), lastReport: 0, unreported: 0, down: false, connected: false };
  client.on('error', (error) => reportRedisProblem(error));
  client.on('ready', () => {
    const current = state();
    if (!current || (current.connected && !current.down)) return;
    console.log(
      `[shared-cache] Redis at ${current.label} ${current.connected ? 'answers again' : 'connected'}: the shared cache is in use.`,
    );
    current.connected = true;
    current.down = false;
  });
  // Resolves once connected; until then (and after any disconnection) the client retries by itself.
  client.connect().catch((error) => reportRedisProblem(error));
  return client;
}
