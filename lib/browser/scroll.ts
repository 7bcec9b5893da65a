/**
 * Scrolling after a page change: to the top, or smoothly to the hash target when the new URL
 * has one. Smooth scrolling gives way to an instant jump when the shopper prefers reduced motion.
 */

/** The element a URL hash points to (by id, else by name), or null. */
export function findHashTarget(hash: string, doc: Document = document): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // keep the raw form
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the hash target or to the top; returns which it did. The new page starts at its top and glides
 * down to the target (Next's router has already jumped there at once, with smooth scrolling switched off);
 * a shopper who prefers reduced motion is taken straight to the target.
 */
export function scrollAfterPageChange(hash: string, win: Window = window): 'hash' | 'top' {
  const target = findHashTarget(hash, win.document);
  if (target) {
    if (prefersReducedMotion(win)) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    else {
      win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
    return 'hash';
  }
  win.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return 'top';
}
