'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/lib/constants';

/** Screens up to MOBILE_BREAKPOINT_PX wide (767 px): the menu button and the search panel's focus trap. */
export const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Whether `query` matches now; false on the server and where the browser cannot tell. */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether `query` matches; false on the server and in the first render. With `active` false the answer is
 * false and nothing listens: a component that needs the answer only while it is open asks only then. A
 * query that matches in the browser but not on the server re-renders its component straight after
 * hydration, in the same main-thread task (on a phone: the header's search panel and dropdown backdrop on
 * every page), for an answer they use only when open.
 */
export function useMediaQuery(query: string, active = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!active || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, active],
  );
  return useSyncExternalStore(
    subscribe,
    () => active && matchesMedia(query),
    () => false,
  );
}

/** Whether the screen is narrow; with `active` false, false without asking (see useMediaQuery). */
export function useIsNarrow(active = true): boolean {
  return useMediaQuery(NARROW_QUERY, active);
}

/** The same question outside React (event handlers). */
export function isNarrowScreen(): boolean {
  return matchesMedia(NARROW_QUERY);
}
