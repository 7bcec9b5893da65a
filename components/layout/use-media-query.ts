'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/lib/constants';

/** Screens up to MOBILE_BREAKPOINT_PX wide (spec 4): the menu button and the search panel's focus trap. */
export const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Whether `query` matches now; false on the server and where the browser cannot tell. */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether `query` matches; false on the server and in the first render. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  );
}

export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

/** The same question outside React (event handlers). */
export function isNarrowScreen(): boolean {
  return matchesMedia(NARROW_QUERY);
}
