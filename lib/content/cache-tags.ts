import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { sharedRedis } from '../shared-cache/redis-client.mjs';
import type { CacheTagStore } from './cache-tag-store';
import { LocalCacheTagIndex } from './cache-tag-store-local';
import { RedisCacheTagIndex } from './cache-tag-store-redis';

/**
 * Which cached content to revalidate when content changes: DatoCMS cache tags.
 *
 * Every published content fetch is cached by Next.js with two tags: `content` (everything) and the
 * fetch's own query tag, `content:q:<hash of endpoint, environment and request body>`. The content
 * service answers each query with the cache tags of what it read (`X-Cache-Tags`: opaque strings from
 * DatoCMS, `record:<id>` and `model:<api_key>` from the local service). The "cache tag index" remembers,
 * for every query tag, the cache tags its answer carried. When the content webhook says which cache tags
 * changed, the index names exactly the queries to revalidate, and Next.js revalidates the cached fetches
 * and every page that used them (a page's cache entry carries its fetches' tags).
 *
 * This is the scheme DatoCMS documents for Next.js ("Using DatoCMS Cache Tags"): Next's fetch tags
 * must be known before the request, the content's cache tags only after it, so a lookup joins the two.
 * An association that is no longer true only causes an extra revalidation, never a missed one.
 *
 * The index holds entries only for answers still cached: an entry lives as long as its answer (the shared
 * cache's lifetime of a content fetch, lib/shared-cache/lifetime.mjs) and is forgotten when the webhook
 * revalidates its query. One interface, two stores, following Next's cache:
 * - with the shared cache (REDIS_URL, cache-handler.mjs), in the same Redis (cache-tag-store-redis.ts), so a
 *   webhook at any instance finds what every instance cached;
 * - otherwise beside Next's own cache in the build folder (cache-tag-store-local.ts), bounded, kept across
 *   restarts as Next's cache is.
 */

export { CacheTagIndexUnavailableError, CONTENT_TAG, contentAnswerExpiry, type CacheTagStore } from './cache-tag-store';

export const QUERY_TAG_PREFIX = 'content:q:';
/** Next.js limits a tag to 256 characters; DatoCMS tags are short. Longer ones are ignored. */
const MAX_TAG_LENGTH = 256;

/** The Next.js cache tag of one content query: stable for the same endpoint, environment and body. */
export function queryTag(endpoint: string, environment: string | undefined, body: string): string {
  const hash = createHash('sha256').update(`${endpoint}\n${environment ?? ''}\n${body}`).digest('base64url').slice(0, 24);
  return `${QUERY_TAG_PREFIX}${hash}`;
}

/** The tags of an `X-Cache-Tags` header (space separated). */
export function parseCacheTagsHeader(header: string | null | undefined): string[] {
  if (!header) return [];
  return [...new Set(header.split(/\s+/).filter((tag) => tag !== '' && tag.length <= MAX_TAG_LENGTH))];
}

let shared: CacheTagStore | undefined;

/**
 * The process's index: in the shared Redis when the server runs with REDIS_URL (as Next's cache does), else
 * the file beside Next's fetch cache in the build folder (NEXT_DIST_DIR, default `.next`).
 */
export function cacheTagIndex(): CacheTagStore {
  if (shared) return shared;
  const redis = process.env.NEXT_PHASE === 'phase-production-build' ? null : sharedRedis();
  shared = redis
    ? new RedisCacheTagIndex(redis)
    : new LocalCacheTagIndex(
        resolve(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'glans-content-cache-tags.jsonl'),
      );
  return shared;
}
