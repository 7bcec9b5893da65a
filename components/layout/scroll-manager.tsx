'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { scrollAfterPageChange } from '@/lib/browser/scroll';

/**
 * Scroll after a page change: when the path changes, the view goes to the top, or smoothly to
 * the hash target when the new URL has one. Back and forward are left to the browser, which puts the
 * shopper back where they were on that page. Hash links within a page scroll smoothly through the
 * `scroll-behavior: smooth` the root layout sets (Next turns it off during route changes).
 */
export function ScrollManager() {
  const pathname = usePathname();
  const last = useRef(pathname);
  const traversedTo = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      traversedTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // In the commit that shows the new page, and after it: Next's router scrolls in a layout effect of the
  // page's own (to the top, or at once to the hash target), so the scroll here waits for the next frame,
  // which still comes before the new page is painted.
  useLayoutEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    const traversal = traversedTo.current !== null && traversedTo.current === window.location.pathname;
    traversedTo.current = null;
    if (traversal) return;
    const frame = window.requestAnimationFrame(() => scrollAfterPageChange(window.location.hash));
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
