'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isOtherPage, isRouteChangeClick } from '@/lib/browser/navigation-intent';
import { routeTransition } from './route-transition';

/**
 * Feeds the route transition (`route-transition.ts`): a navigation starts when the shopper follows an
 * in-app link to another page or moves through history to another page, and the page-ready signal comes
 * when the new route has rendered (its path or query changed). Navigations started in code
 * (`router.push`) can call `routeTransition.start()` themselves. Mounted once, inside a Suspense boundary
 * (it reads the query).
 */
export function RouteEvents() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const key = `${pathname}?${query}`;
  const rendered = useRef(key);
  /** The address of the page on screen, to tell a history move to another page from a hash change. */
  const shown = useRef<string | null>(null);

  useEffect(() => {
    shown.current = window.location.href;
    if (rendered.current === key) return;
    rendered.current = key;
    routeTransition.ready();
  }, [key]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (anchor instanceof HTMLAnchorElement && isRouteChangeClick(event, anchor, window.location)) routeTransition.start();
    };
    const onPopState = () => {
      if (shown.current !== null && isOtherPage(window.location.href, shown.current)) routeTransition.start();
      else shown.current = window.location.href;
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return null;
}
