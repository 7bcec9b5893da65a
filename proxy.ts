import { NextResponse, type NextRequest } from 'next/server';

/**
 * A product link carries the variant in its query (`/{category}/{family}/?variantId={id}`, spec 2.3).
 * Browse pages are rendered once and cached, which a query string cannot take part in, so a two-segment
 * path with a well-formed `variantId` is rewritten (inside the server; the address bar keeps the spec's
 * URL) to a route that has the variant as a path parameter and is cached per variant like any other page.
 */

const VARIANT_ROUTE = '/product-variant';
const SEGMENT = /^[^/]{1,200}$/;
const VARIANT_ID = /^[0-9]{1,12}$/;

export function proxy(request: NextRequest): NextResponse {
  const variantId = request.nextUrl.searchParams.get('variantId');
  if (!variantId || !VARIANT_ID.test(variantId)) return NextResponse.next();
  const segments = request.nextUrl.pathname.split('/').filter(Boolean);
  if (segments.length !== 2 || !segments.every((segment) => SEGMENT.test(segment))) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `${VARIANT_ROUTE}/${segments[0]}/${segments[1]}/${variantId}/`;
  // Other parameters (such as the router's own) pass through unchanged.
  target.searchParams.delete('variantId');
  return NextResponse.rewrite(target);
}

export const config = {
  // Pages only: not Next's own files, the API, or static media.
  matcher: ['/((?!_next/|api/|media/|favicon|icon|robots|sitemap).*)'],
};
