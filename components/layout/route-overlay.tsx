'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { IDLE, routeTransition } from './route-transition';
import styles from './shell.module.css';

/**
 * The full-page overlay of a route change (docs/shop.md, The shell): shown from the start of a navigation until the
 * page-ready signal, never longer than OVERLAY_TIMEOUT_MS. It fades in after a short delay, so quick
 * navigations pass without a flash. A status line tells screen readers the page is loading. While the
 * route flag is up, `<html data-route-changing>` lets styles hold back their transitions.
 */
export function RouteOverlay({ loadingLabel }: { loadingLabel: string }) {
  const state = useSyncExternalStore(routeTransition.subscribe, routeTransition.getState, () => IDLE);

  useEffect(() => {
    const root = document.documentElement;
    if (state.routeFlag) root.setAttribute('data-route-changing', '');
    else root.removeAttribute('data-route-changing');
  }, [state.routeFlag]);

  return (
    <>
      {state.overlay && <div className={styles.overlay} data-route-overlay="" aria-hidden="true" />}
      <p className="visually-hidden" role="status">
        {state.overlay ? loadingLabel : ''}
      </p>
    </>
  );
}
