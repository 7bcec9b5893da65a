/** Next's revalidate time for a `force-cache` fetch that sets none of its own. */
export const FORCE_CACHE_REVALIDATE_S: number;

/** Seconds an entry of the shared cache lives after it was written, for its revalidate time in seconds. */
export function expireAge(revalidateS: number): number;
