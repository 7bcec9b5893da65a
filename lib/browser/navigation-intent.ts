/**
 * Which clicks start an in-app route change: a plain primary click on a link to another path (or query)
 * of this origin that opens in the same tab. Hash-only links scroll within the page; links to other
 * origins, files, API routes, downloads, new tabs and modified clicks (ctrl, cmd, shift, alt) leave the
 * app alone.
 */

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

export function isRouteChangeClick(event: ClickLike, anchor: AnchorLike | null, current: { href: string }): boolean {
  return isPlainClick(event, anchor) && isOtherPage(anchor!.href, current.href);
}

/**
 * Which clicks the app's links (`IntentLink`) hand to the client router: a plain primary click on a page of
 * this origin, the page on screen too (the browser would load it again), except a link to a fragment of the
 * page on screen, which the browser scrolls to by itself.
 */
export function isClientNavigationClick(event: ClickLike, anchor: AnchorLike | null, current: { href: string }): boolean {
  if (!isPlainClick(event, anchor)) return false;
  const to = appPage(anchor!.href, current.href);
  if (!to) return false;
  return isOtherPage(to.href, current.href) || to.hash === '';
}

function isPlainClick(event: ClickLike, anchor: AnchorLike | null): boolean {
  if (!anchor || event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return !anchor.hasAttribute('data-no-route-change');
}

/** `next` as a URL when it is a page of the app on `current`'s origin (not a route handler or a file). */
function appPage(next: string, current: string): URL | null {
  let to: URL;
  let from: URL;
  try {
    from = new URL(current);
    to = new URL(next, from);
  } catch {
    return null;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return null;
  if (to.origin !== from.origin) return null;
  // Route handlers and files (images, PDFs) are not pages of the app.
  if (to.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(to.pathname)) return null;
  return to;
}

/** True when `next` is on this origin and differs from `current` in more than the hash. */
export function isOtherPage(next: string, current: string): boolean {
  const to = appPage(next, current);
  if (!to) return false;
  const from = new URL(current);
  return withoutTrailingSlash(to.pathname) !== withoutTrailingSlash(from.pathname) || to.search !== from.search;
}

/** `/ringar/` and `/ringar` are one page (the app normalises the trailing slash). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
