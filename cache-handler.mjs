import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { expireAge } from './lib/shared-cache/lifetime.mjs';
import { sharedRedis } from './lib/shared-cache/redis-client.mjs';

/**
 * Next's cache (pages and fetches) in Redis, shared by every storefront instance: `next.config.ts` names this
 * file as `cacheHandler` when REDIS_URL is set (see the README, Architecture: "Several instances"). The handler is the
 * maintained `@fortedigital/nextjs-cache-handler` (its `redis-strings` handler: entries as strings, a tag →
 * key index in Redis, so a `revalidateTag` on one instance deletes the entries of every instance).
 *
 * It lives beside next.config.ts, not in lib/: Next's server loads it with a bare `import()` at start, outside
 * the app's bundle, so it is plain JavaScript that Node runs as it is.
 *
 * - Keys are prefixed with the build id (`glans:<BUILD_ID>:`): every instance of one build shares the entries,
 *   and a new build never reads pages that name an older build's scripts.
 * - Redis unavailable, slow or hung: the library answers a miss and the page is rendered; writes are dropped.
 *   The handler gets `handlerClient()` of lib/shared-cache/redis-client.mjs, which gives every command a
 *   deadline of its own (1 s; the handler's `timeoutMs` cannot bound a command already written to a silent
 *   server) and `bounded()` gives each handler call as a whole the same deadline; a connection that passed
 *   one is re-made, calls fail at once while it is not ready, and the outage is logged once.
 * - During `next build` the entries stay in the build worker's memory: prerendering needs no shared store,
 *   and a build must not write into the cache of the instances serving the previous build.
 * - The build's prerendered pages are not copied into Redis (the library's `registerInitialCache` writes keys
 *   that Next 16.4 no longer reads, and an instance started after a publish would copy back outdated pages):
 *   each page is rendered once, on its first request to any instance, and shared from then on.
 */

/** The Redis handler as built for this process (bounded), once the handler is configured; null without Redis. */
let sharedHandler = null;

CacheHandler.onCreation(({ buildId }) => {
  const redis = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? null : sharedRedis();
  if (!redis) return { handlers: [createLruHandler()] };
  sharedHandler = redis.bounded(
    createRedisHandler({
      client: redis.handlerClient(),
      keyPrefix: `glans:${buildId ?? 'build'}:`,
      keyExpirationStrategy: 'EXAT',
    }),
  );
  return {
    // The content cache-tag index gives its entries the same lifetime (lib/shared-cache/lifetime.mjs).
    ttl: { estimateExpireAge: expireAge },
    handlers: [sharedHandler],
  };
});

/**
 * Next calls a route handler's `revalidateTag` after the route has answered (its `waitUntil`), so a webhook
 * answered at once would let the next visitor find the entries still in Redis. `expireNow` deletes them
 * while the webhook waits: each tag through the bounded Redis handler, which throws when Redis does not
 * answer in time (where the library's `revalidateTag` only logs), so the webhook can answer 503 and be
 * sent again. Next's own call afterwards repeats the deletion, which finds nothing more to delete. Any
 * instance of the class registers it on the process's shared Redis (where the app's bundle finds it: Next
 * loads this file apart from that bundle): Next makes one for every request, the webhook's included.
 */
class GlansCacheHandler extends CacheHandler {
  constructor(context) {
    super(context);
    const redis = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? null : sharedRedis();
    if (!redis) return;
    redis.expireNow ??= async (tags) => {
      // Configures the handler on a process's first call (a webhook may be its first request).
      await this.revalidateTag([]);
      if (!sharedHandler) return false;
      // One tag after another: each call scans the handler's tag hash, and each has the 1-s deadline of its own.
      for (const tag of tags) await sharedHandler.revalidateTag(tag);
      return true;
    };
  }
}

export default GlansCacheHandler;
