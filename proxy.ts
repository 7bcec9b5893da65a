import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from './lib/config';
import { BLOG_FEED_FILE } from './lib/content/links';
import { isPossibleContentPath } from './lib/content/resolve-path';
import { MAX_QUERY_PARAMETERS, queryParts } from './lib/security/address-bounds';
import { specialSlugsResolver } from './lib/content/special-slugs-resolver';
import { checkoutPath, normalisePath } from './lib/security/checkout-path';
import { dropDraftBypassCookie, isDraftRequest } from './lib/security/draft-request';
import { pageSecurityHeaders, type PageKind } from './lib/security/policy';

/**
 * The storefront's proxy (Next 16's middleware), for pages only: what must see the request.
 *
 * 1. Security headers (lib/security/policy.ts): next.config.ts gives every answer the browse-page policy; here a
 *    page gets the policy of its kind (the checkout's lets the payment step's iframe in, a draft page may be
 *    framed by the content editor). The checkout's slug is editable, so the proxy asks the content service.
 * 2. A client-side navigation or prefetch to the checkout gets a plain answer, which makes Next's router load
 *    the checkout as a document of its own: a policy belongs to the document.
 * 3. A malformed percent-escape (`/%zz/`) is a 400; Next's router would answer 500. An address with more query
 *    parameters than any of ours is a 414 before anything else (lib/security/address-bounds.ts).
 * 4. Headers a client might forge to steer rendering are removed, and Next's draft cookie too when it comes
 *    without a valid draft session (lib/security/draft-request.ts).
 * 5. A path that cannot name a page (more than two segments, a segment that is not a slug; docs/shop.md, Addresses) goes to
 *    Next's prerendered not-found route, so made-up addresses leave nothing in Next's cache (Next keeps 404s
 *    it renders) and get the 404 page's markup (a `notFound()` in the catch-all leaves it to the scripts,
 *    Next issue 98954).
 *
 * Rewrites that depend on the address alone (a product's variant, a listing state, the blog's feed) are
 * `next.config.ts` rewrites, applied after the proxy (lib/routing/address-rewrites.ts).
 */

/** Next's own not-found route: the catch-all matches every path, so Next never reaches it by itself. */
const NOT_FOUND_PATH = '/_not-found';
/** Paths that are not pages: the proxy only checks their escapes. */
const NOT_PAGES = /^\/(?:api\/|media\/|_next\/|favicon|icon|apple-touch-icon|manifest\.webmanifest|robots|sitemap)/;
const FORGEABLE = ['content-security-policy', 'content-security-policy-report-only', 'x-nonce', 'x-middleware-subrequest', 'next-resume'];
const PLAIN_TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/**
 * A fetch of the browser's scripts (the router's navigations and prefetches), not a document load: Next strips
 * its router headers before the proxy, so this reads the fetch metadata. A client without it gets the page.
 */
function isScriptRequest(request: NextRequest): boolean {
  return request.headers.has('rsc') || request.headers.get('sec-fetch-dest') === 'empty';
}

/** The path's segments with their escapes decoded; null when one does not decode. */
function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

async function pageKind(request: NextRequest, segments: string[]): Promise<PageKind> {
  if (isDraftRequest(request)) return 'draft';
  // Only a one-segment page can be the checkout; every page request keeps the slugs fresh in the background.
  const slugs = specialSlugsResolver().slugs();
  if (segments.length !== 1) return 'page';
  const checkout = checkoutPath(await slugs);
  return checkout !== null && normalisePath(request.nextUrl.pathname) === checkout ? 'checkout' : 'page';
}

/** A refused address: a short plain answer with the page policy's security headers. */
function refusal(status: number, text: string): NextResponse {
  const response = new NextResponse(text, { status, headers: PLAIN_TEXT });
  for (const [name, value] of Object.entries(pageSecurityHeaders(getConfig(), 'page'))) response.headers.set(name, value);
  return response;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (queryParts(request.nextUrl.search) > MAX_QUERY_PARAMETERS) {
    return refusal(
      414,
      'URI Too Long: adressen har fler parametrar än butikens sidor läser. The address has more query parameters than the shop reads.',
    );
  }
  const segments = decodedSegments(request.nextUrl.pathname);
  if (!segments) return refusal(400, 'Bad Request: the address has a malformed percent-escape.');
  if (NOT_PAGES.test(request.nextUrl.pathname)) return NextResponse.next();
  const kind = await pageKind(request, segments);

  let response: NextResponse;
  if (kind === 'checkout' && isScriptRequest(request)) {
    response = new NextResponse('The checkout is loaded as a page of its own.', {
      status: 200,
      headers: { ...PLAIN_TEXT, vary: 'Sec-Fetch-Dest' },
    });
  } else {
    const requestHeaders = new Headers(request.headers);
    for (const name of FORGEABLE) requestHeaders.delete(name);
    if (kind !== 'draft') dropDraftBypassCookie(requestHeaders);
    const isFeed = segments.length === 2 && segments[1] === BLOG_FEED_FILE;
    if (!isFeed && !isPossibleContentPath(segments)) {
      const target = request.nextUrl.clone();
      target.pathname = NOT_FOUND_PATH;
      response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
    } else {
      response = NextResponse.next({ request: { headers: requestHeaders } });
    }
  }
  for (const [name, value] of Object.entries(pageSecurityHeaders(getConfig(), kind))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but Next's built files and the image optimiser (which checks its own input).
  matcher: ['/((?!_next/static/|_next/image).*)'],
};
