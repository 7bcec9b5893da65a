import { REFINEMENT_FILTERS, REFINEMENT_SHOW_MORE_LIMIT } from '../search/listing-setup';

/**
 * How many query parameters a request to the storefront may carry. Next's proxy adapter reads every
 * parameter with a search of the whole list (`searchParams.getAll` per key) before the proxy runs, so a
 * request's cost grows with the square of their number. The proxy refuses an address with more parameters
 * than any of ours has (414), so nothing more is done for it; the request head's limit (Node's 16 KB in
 * `next start`) bounds what the adapter's own pass costs, and nginx refuses such an address before an
 * instance reads it (deploy/nginx/glans.conf). The largest address the listing writes ticks every value each filter shows (REFINEMENT_SHOW_MORE_LIMIT per filter) beside its few
 * other keys; the margin is for the tracking parameters a campaign link adds.
 */
export const MAX_QUERY_PARAMETERS = REFINEMENT_FILTERS.length * REFINEMENT_SHOW_MORE_LIMIT + 50;

/** The number of `&`-separated parts of a query string (an upper bound of its parameters), counted in one pass. */
export function queryParts(search: string): number {
  if (search.length <= 1) return 0;
  let parts = 1;
  for (let index = search.indexOf('&'); index !== -1; index = search.indexOf('&', index + 1)) parts += 1;
  return parts;
}
