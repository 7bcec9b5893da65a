/**
 * Deletes the shared cache's entries of the given tags now, for the content webhook to answer only once a
 * publish is visible (app/api/revalidate/route.ts). Next runs a route handler's own `revalidateTag` after the
 * route has answered; cache-handler.mjs, which Next loads outside the app's bundle, puts the immediate
 * deletion on the process's shared Redis object (redis-client.mjs) for the route to call.
 *
 * Answers true once the entries are gone from Redis, false when there is no shared cache (without REDIS_URL
 * Next's own cache takes the expiry before the route's answer is sent). Throws when Redis does not answer in
 * time.
 */

import { sharedRedis } from './redis-client.mjs';

export async function expireSharedCacheNow(tags: readonly string[]): Promise<boolean> {
  const expire = sharedRedis()?.expireNow;
  if (!expire || tags.length === 0) return false;
  return expire(tags);
}

/**
 * How long the webhook waits, after the expiry, before it answers when a page cache sits in front of the
 * instances (nginx's page micro-cache: FRONT_PAGE_CACHE_SECONDS, set by the cluster launcher from
 * deploy/nginx/pages.conf). nginx keeps a page until the whole second after `proxy_cache_valid` has passed
 * (its expiry is counted in whole seconds: a page stored at 12.9 s with `1s` is served until 14.0 s). A
 * page the instances answered just before the expiry may reach nginx's cache up to `inFlightMs` after it.
 * So every copy stored before that is out of nginx's use at the returned time (epoch ms).
 */
export function frontCacheClearAt(expiredAt: number, frontCacheSeconds: number, inFlightMs = 500): number {
  if (frontCacheSeconds <= 0) return expiredAt;
  return (Math.floor((expiredAt + inFlightMs) / 1000) + frontCacheSeconds + 1) * 1000;
}
