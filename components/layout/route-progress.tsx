'use client';

import NProgress from 'nprogress';
import { useEffect, useRef } from 'react';
import { routeTransition } from './route-transition';
import styles from './shell.module.css';

const HOST_ID = 'route-progress';

/**
 * The page-load progress bar (spec 2.4): nprogress, started when a navigation starts, finished on the
 * page-ready signal, and on failure finished in the danger colour. Styled with the design tokens
 * (`shell.module.css`) rather than nprogress's own stylesheet. Part of the route feedback's deferred code
 * (`route-feedback.tsx`): a navigation started before it arrived, and still going, starts the bar when it
 * mounts.
 */
export function RouteProgress() {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const bar = NProgress.configure({ parent: `#${HOST_ID}`, showSpinner: false, minimum: 0.12, trickleSpeed: 220, speed: 320, easing: 'ease-out' });
    if (routeTransition.getState().navigating) bar.start();
    const stop = routeTransition.on({
      onStart: () => {
        host.removeAttribute('data-failed');
        bar.start();
      },
      onDone: () => bar.done(),
      onFail: () => {
        host.setAttribute('data-failed', '');
        bar.done(true);
      },
    });
    return () => {
      stop();
      // Unmounted with its host, the bar went with it: nprogress would look for the host and not find it.
      if (host.isConnected) bar.remove();
    };
  }, []);

  return <div ref={hostRef} id={HOST_ID} className={styles.progress} aria-hidden="true" />;
}
