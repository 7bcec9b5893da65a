/**
 * Route errors the error screen can explain (docs/shop.md, When something fails: status code and message). A
 * server error reaches the browser's error screen with its message removed in production but its `digest`
 * kept (Next respects a digest the error already has), so a known failure carries its status and a code the
 * screen words from the dictionary: `GLANS_ROUTE_ERROR;503;content_unavailable`.
 */

export type RouteErrorCode = 'content_unavailable' | 'unknown';

const PREFIX = 'GLANS_ROUTE_ERROR';

export interface RouteError {
  status: number;
  code: RouteErrorCode;
}

export function routeErrorDigest(status: number, code: RouteErrorCode): string {
  return `${PREFIX};${status};${code}`;
}

/** The status and code of an error shown by the error screen: its digest's when known, else 500. */
export function routeErrorOf(error: { digest?: string } | null | undefined): RouteError {
  const [prefix, status, code] = (error?.digest ?? '').split(';');
  const number = Number(status);
  if (prefix === PREFIX && Number.isInteger(number) && number >= 400 && number <= 599) return { status: number, code: code === 'content_unavailable' ? code : 'unknown' };
  return { status: 500, code: 'unknown' };
}
