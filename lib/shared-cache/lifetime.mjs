/**
 * How long the shared cache keeps an entry, stated once for the cache handler (cache-handler.mjs, its `ttl`)
 * and for the content cache-tag index, whose entries live exactly as long as the answers they describe.
 */

/** Next's revalidate time for a `force-cache` fetch that sets none of its own (its CACHE_ONE_YEAR_SECONDS). */
export const FORCE_CACHE_REVALIDATE_S = 31_536_000;

/** An entry expires 1.5 × its revalidate time after it was written (the handler's own default rule). */
export function expireAge(revalidateS) {
  return Math.min(Math.floor(revalidateS * 1.5), 2 ** 31 - 1);
}
