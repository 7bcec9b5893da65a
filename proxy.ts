import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from './lib/config';
import { BLOG_FEED_FILE } from './lib/content/links';
import { isPossibleContentPath } from './lib/content/resolve-path';
import type { SpecialSlugMap } from './lib/content/special-pages';
import { specialSlugsResolver } from './lib/content/special-slugs-resolver';
import { hasListingState } from './lib/search/listing-address';
import { checkoutPath, normalisePath } from './lib/security/checkout-path';
import { DRAFT_MODE_COOKIE, pageSecurityHeaders, type PageKind } from './lib/security/policy';

/**
 * The storefront's proxy (Next 16's middleware), for pages only.
 *
 * 1. Security headers (lib/security/policy.ts). next.config.ts gives every answer the common headers and
 *    the browse-page policy; here a page gets the policy of its kind: the checkout's lets the payment step's
 *    iframe in, a draft-mode page may be framed by the content editor.
 * 2. A client-side navigation or prefetch to the checkout (a fetch, not a document load) is answered with a
 *    plain response, which makes Next's router load the checkout as a new document. A policy belongs to the document: arriving by
 *    a soft navigation, the checkout would run under the basket page's policy, which has no payment frame.
 * 3. A path with a malformed percent-escape (`/%zz/`, `/%A0/`) is a 400; Next's router would fail on it
 *    with a 500.
 * 4. Headers a client might forge to steer rendering (a nonce or policy on the request, Next's internal
 *    `x-middleware-subrequest` and `next-resume`) are removed before the page renders.
 * 5. A product link carries the variant in its query (`/{category}/{family}/?variantId={id}`, spec 2.3).
 *    Browse pages are rendered once and cached, which a query string cannot take part in, so a two-segment
 *    path with a well-formed `variantId` is rewritten (inside the server; the address bar keeps the spec's
 *    URL) to a route that has the variant as a path parameter and is cached per variant like any other page.
 * 6. A page address with a listing state in its query (`/ringar/?marke=Lind&sida=2`, lib/search/listing-address.ts)
 *    is rewritten the same way to a route rendered per request with that state (app/listing-state): the cached
 *    page at the path shows the listing with nothing chosen. So a shared or reloaded link, a search engine
 *    following the pagination and a shopper without JavaScript get the state's hits in the HTML.
 * 7. A path that cannot name a page (more than two segments, or a segment that is not a slug: spec 2.2 finds
 *    nothing there without asking the content service) is rewritten to Next's own not-found route. Next
 *    renders a path it has not seen and keeps the result in its cache, 404s included: without this, every
 *    made-up address a crawler or a fuzzer sends would add one. The prerendered
 *    not-found route also carries the 404 page's markup, which a `notFound()` in the catch-all does not (its
 *    body is filled in by the browser's scripts; Next issue 98954). The address bar keeps the requested URL.
 * 8. The blog's Atom feed, `/{blog slug}/feed.xml`, is rewritten to the feed's route (app/blog-feed/): the
 *    blog's slug is editable in the content service, so no route folder can carry it.
 */

const VARIANT_ROUTE = '/product-variant';
const LISTING_STATE_ROUTE = '/listing-state';
/**
 * Next's own not-found route (app/not-found.tsx, prerendered by `next build` with its markup). The catch-all
 * matches every path, so Next never reaches this route by itself.
 */
const NOT_FOUND_PATH = '/_not-found';
const BLOG_FEED_ROUTE = '/blog-feed/';
const SEGMENT = /^[^/]{1,200}$/;
const VARIANT_ID = /^[0-9]{1,12}$/;

/** Paths that are not pages: the proxy only checks their escapes (next.config.ts gives them their headers). */
const NOT_PAGES = /^\/(?:api\/|media\/|_next\/|favicon|icon|apple-touch-icon|manifest\.webmanifest|robots|sitemap)/;

/** Request headers that must not come from outside. */
const FORGEABLE_REQUEST_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'x-nonce',
  'x-middleware-subrequest',
  'next-resume',
];

/**
 * A request the browser's scripts make (the router's navigation and prefetch fetches), not a document load.
 * Next strips its own router headers before the proxy sees a request, so this reads the browser's fetch
 * metadata: `Sec-Fetch-Dest` is `document` for a page load and `empty` for a fetch. A client that sends no
 * fetch metadata (an old browser, curl) is served the page.
 */
function isScriptRequest(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest');
  return request.headers.has('rsc') || destination === 'empty';
}

function variantRewrite(request: NextRequest, segments: string[]): URL | null {
  const variantId = request.nextUrl.searchParams.get('variantId');
  if (!variantId || !VARIANT_ID.test(variantId)) return null;
  if (segments.length !== 2 || !segments.every((segment) => SEGMENT.test(segment))) return null;
  const target = request.nextUrl.clone();
  target.pathname = `${VARIANT_ROUTE}/${segments[0]}/${segments[1]}/${variantId}/`;
  // Other parameters (such as the router's own) pass through unchanged.
  target.searchParams.delete('variantId');
  return target;
}

function isFeedPath(segments: readonly string[]): boolean {
  return segments.length === 2 && segments[1] === BLOG_FEED_FILE;
}

function listingStateRewrite(request: NextRequest, segments: string[]): URL | null {
  if (segments.length === 0 || !hasListingState(request.nextUrl.searchParams)) return null;
  const target = request.nextUrl.clone();
  target.pathname = `${LISTING_STATE_ROUTE}/${segments.join('/')}/`;
  return target;
}

function pageKind(request: NextRequest, slugs: SpecialSlugMap | null): PageKind {
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return 'draft';
  const checkout = checkoutPath(slugs);
  return checkout !== null && normalisePath(request.nextUrl.pathname) === checkout ? 'checkout' : 'page';
}

/**
 * The path's segments as sent and with their percent-escapes decoded; null when an escape does not decode
 * (such a path cannot name a page: 400, where Next's router would answer 500).
 */
function pathSegmentsOf(pathname: string): { raw: string[]; decoded: string[] } | null {
  const raw = pathname.split('/').filter(Boolean);
  try {
    return { raw, decoded: raw.map((segment) => decodeURIComponent(segment)) };
  } catch {
    return null;
  }
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const segments = pathSegmentsOf(request.nextUrl.pathname);
  if (!segments) {
    const response = new NextResponse('Bad Request: the address has a malformed percent-escape.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
    for (const [name, value] of Object.entries(pageSecurityHeaders(getConfig(), 'page'))) response.headers.set(name, value);
    return response;
  }
  // Not a page (the API, static media and files): nothing else to do here.
  if (NOT_PAGES.test(request.nextUrl.pathname)) return NextResponse.next();
  // The special-page slugs are needed by the checkout (one segment) and the blog's feed only; every page
  // request keeps them (and the dictionary fetched with them) fresh in the background.
  const resolver = specialSlugsResolver();
  let slugs: SpecialSlugMap | null = null;
  if (segments.raw.length === 1 || isFeedPath(segments.decoded)) slugs = await resolver.slugs();
  else void resolver.slugs();
  const kind = pageKind(request, slugs);
  const headers = pageSecurityHeaders(getConfig(), kind);

  let response: NextResponse;
  if (kind === 'checkout' && isScriptRequest(request)) {
    response = new NextResponse('The checkout is loaded as a page of its own.', {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', vary: 'Sec-Fetch-Dest' },
    });
  } else {
    const requestHeaders = new Headers(request.headers);
    for (const name of FORGEABLE_REQUEST_HEADERS) requestHeaders.delete(name);
    let target = variantRewrite(request, segments.raw);
    if (!target && slugs?.blog && isFeedPath(segments.decoded) && segments.decoded[0] === slugs.blog) {
      target = request.nextUrl.clone();
      target.pathname = BLOG_FEED_ROUTE;
    }
    // A path that cannot name a content page (point 7). The app's other routes have slug-shaped paths
    // (`/bench-reference/`, `/blog-feed/`); the internal variant route (four segments) and the feed's file
    // name are only reached by the rewrites above.
    if (!target && !isPossibleContentPath(segments.decoded)) {
      target = request.nextUrl.clone();
      target.pathname = NOT_FOUND_PATH;
    }
    target ??= listingStateRewrite(request, segments.raw);
    response = target
      ? NextResponse.rewrite(target, { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but Next's built files and the image optimiser (which checks its own input).
  matcher: ['/((?!_next/static/|_next/image).*)'],
};
