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
  if (!anchor || event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  if (anchor.hasAttribute('data-no-route-change')) return false;
  return isOtherPage(anchor.href, current.href);
}

/** True when `next` is on this origin and differs from `current` in more than the hash. */
export function isOtherPage(next: string, current: string): boolean {
  let to: URL;
  let from: URL;
  try {
    from = new URL(current);
    to = new URL(next, from);
  } catch {
    return false;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (to.origin !== from.origin) return false;
  // Route handlers and files (images, PDFs) are not pages of the app.
  if (to.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(to.pathname)) return false;
  return withoutTrailingSlash(to.pathname) !== withoutTrailingSlash(from.pathname) || to.search !== from.search;
}

/** `/ringar/` and `/ringar` are one page (the app normalises the trailing slash). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
