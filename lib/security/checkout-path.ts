import type { SpecialSlugMap } from '../content/special-pages';

/**
 * Which path renders the checkout screen, so that only that page's policy lets the payment step's iframe
 * in. The slug comes from the proxy's copy of the special-page slugs (lib/content/special-slugs-resolver.ts);
 * while it is unknown, no page gets the payment origin: the policy fails closed.
 */

/** The checkout's path (`/kassa/`), or null while unknown. */
export function checkoutPath(slugs: SpecialSlugMap | null): string | null {
  return slugs?.checkout ? `/${slugs.checkout}/` : null;
}

/** The request path as the router matches it: percent-escapes decoded, a trailing slash added. */
export function normalisePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return `${trimmed}/`;
}
