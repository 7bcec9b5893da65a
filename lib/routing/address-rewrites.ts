import { BLOG_FEED_FILE } from '../content/links';
import { PRICE_FROM_FIELD, PRICE_TO_FIELD } from '../search/listing-setup';
import { LISTING_URL_KEYS } from '../search/listing-address';

/**
 * Rewrites that depend on the address alone (`next.config.ts` `rewrites().beforeFiles`, applied after the
 * proxy). The address bar keeps the shop's URL; each target route checks what it must itself.
 *
 * - A product link carries its variant in the query (`/{category}/{family}/?variantId={id}`; docs/shop.md, Links to content). Browse
 *   pages are rendered once and cached, which a query string cannot take part in, so the variant becomes a path
 *   parameter of `app/product-variant`, cached per variant like any other page.
 * - A page address with a listing state in its query (`/ringar/?marke=Lind&sida=2`, `lib/search/listing-address.ts`,
 *   one rule per key, the price form's two fields included) goes to `app/listing-state`, rendered per request with
 *   that state: the cached page at the path shows the listing with nothing chosen. A key whose value holds no
 *   state after all is rendered there as the plain listing.
 * - The blog's Atom feed, `/{blog slug}/feed.xml`: the blog's slug is editable in the content service, so no route
 *   folder can carry it; `app/blog-feed/[blog]` answers 404 unless the slug is the blog's.
 */

export const VARIANT_ROUTE = '/product-variant';
export const LISTING_STATE_ROUTE = '/listing-state';
export const BLOG_FEED_ROUTE = '/blog-feed';

interface Rewrite {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value?: string }[];
}

/** A path segment that may name a page: not one of the app's own route folders or Next's files. */
const PAGE_SEGMENT = `((?!(?:api|_next|media|${[VARIANT_ROUTE, LISTING_STATE_ROUTE, BLOG_FEED_ROUTE].map((route) => route.slice(1)).join('|')})/)[^/]{1,200})`;

/** The query keys that carry a listing state. */
export const LISTING_STATE_KEYS: readonly string[] = [...LISTING_URL_KEYS, PRICE_FROM_FIELD, PRICE_TO_FIELD];

export function addressRewrites(): Rewrite[] {
  const listingState = LISTING_STATE_KEYS.flatMap((key): Rewrite[] => [
    { source: `/:first${PAGE_SEGMENT}/`, has: [{ type: 'query', key }], destination: `${LISTING_STATE_ROUTE}/:first/` },
    {
      source: `/:first${PAGE_SEGMENT}/:second${PAGE_SEGMENT}/`,
      has: [{ type: 'query', key }],
      destination: `${LISTING_STATE_ROUTE}/:first/:second/`,
    },
  ]);
  return [
    {
      source: `/:category${PAGE_SEGMENT}/:family${PAGE_SEGMENT}/`,
      has: [{ type: 'query', key: 'variantId', value: '(?<variantId>[0-9]{1,12})' }],
      destination: `${VARIANT_ROUTE}/:category/:family/:variantId/`,
    },
    { source: `/:blog${PAGE_SEGMENT}/${BLOG_FEED_FILE.replace('.', '\\.')}`, destination: `${BLOG_FEED_ROUTE}/:blog/` },
    ...listingState,
  ];
}
