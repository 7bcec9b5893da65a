import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { REDIS_COMMAND_TIMEOUT_MS, sharedRedis } from './lib/shared-cache/redis-client.mjs';

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
 * - Redis unavailable or slow: the library answers a miss (a command waits at most REDIS_COMMAND_TIMEOUT_MS;
 *   while disconnected, none waits at all) and the page is rendered; writes are dropped. The client
 *   reconnects by itself (lib/shared-cache/redis-client.mjs, which also logs the outage once a minute).
 * - During `next build` the entries stay in the build worker's memory: prerendering needs no shared store,
 *   and a build must not write into the cache of the instances serving the previous build.
 * - The build's prerendered pages are not copied into Redis (the library's `registerInitialCache` writes keys
 *   that Next 16.4 no longer reads, and an instance started after a publish would copy back outdated pages):
 *   each page is rendered once, on its first request to any instance, and shared from then on.
 */

CacheHandler.onCreation(({ buildId }) => {
  const client = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? null : sharedRedis();
  if (!client) return { handlers: [createLruHandler()] };
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: `glans:${buildId ?? 'build'}:`,
        timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
        keyExpirationStrategy: 'EXAT',
      }),
    ],
  };
});

export default CacheHandler;
