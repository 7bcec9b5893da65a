import { expireAge, FORCE_CACHE_REVALIDATE_S } from '../shared-cache/lifetime.mjs';

/** The one interface of the content cache-tag index (cache-tags.ts), and what its two stores share. */

/** Every cached content fetch carries this tag; revalidating it refreshes all content. */
export const CONTENT_TAG = 'content';
/** An index entry outlives its answer by this much, never the other way round (the answer is written later). */
const EXPIRY_MARGIN_S = 60;

/** When the cached answer of a content fetch made now expires (epoch seconds): content fetches are `force-cache`. */
export function contentAnswerExpiry(now = Date.now()): number {
  return Math.floor(now / 1000) + expireAge(FORCE_CACHE_REVALIDATE_S) + EXPIRY_MARGIN_S;
}

/** The index could not be read: the caller cannot know what to revalidate (the webhook answers 503). */
export class CacheTagIndexUnavailableError extends Error {
  override name = 'CacheTagIndexUnavailableError';
}

export interface CacheTagStore {
  /**
   * Records that the answer to `query`, cached until `expiresAt` (epoch seconds, default that of a content
   * fetch made now), carried `tags`. Never throws: a failure is logged.
   */
  remember(query: string, tags: readonly string[], expiresAt?: number): Promise<void>;
  /**
   * The query tags whose answers, still cached, carried any of `tags`, sorted; `[CONTENT_TAG]` when the
   * index cannot name them all; CacheTagIndexUnavailableError when it cannot be read.
   */
  queriesFor(tags: readonly string[]): Promise<string[]>;
  /**
   * Drops the entries of queries about to be revalidated (all of them when CONTENT_TAG is among them).
   * Called before the revalidation, so an answer fetched again meanwhile is remembered again. Never throws.
   */
  forget(queries: readonly string[]): Promise<void>;
  /** How many queries the index holds (tests, logs). */
  size(): Promise<number>;
}
