'use client';

import { useSyncExternalStore } from 'react';
import { IDLE, routeTransition } from './route-transition';
import styles from './shell.module.css';

/**
 * The full-page overlay of a route change (spec 2.4): shown from the start of a navigation until the
 * page-ready signal, never longer than OVERLAY_TIMEOUT_MS. It fades in after a short delay, so quick
 * navigations pass without a flash. A status line tells screen readers the page is loading. Part of the
 * route feedback's deferred code (`route-feedback.tsx`); `<html data-route-changing>` is set by the route
 * transition itself.
 */
export function RouteOverlay({ loadingLabel }: { loadingLabel: string }) {
  const state = useSyncExternalStore(routeTransition.subscribe, routeTransition.getState, () => IDLE);
  return (
    <>
      {state.overlay && <div className={styles.overlay} data-route-overlay="" aria-hidden="true" />}
      <p className="visually-hidden" role="status">
        {state.overlay ? loadingLabel : ''}
      </p>
    </>
  );
}
