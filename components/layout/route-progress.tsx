'use client';

import NProgress from 'nprogress';
import { useEffect, useRef } from 'react';
import { routeTransition } from './route-transition';
import styles from './shell.module.css';

const HOST_ID = 'route-progress';

/**
 * The page-load progress bar (spec 2.4): nprogress, started when a navigation starts, finished on the
 * page-ready signal, and on failure finished in the danger colour. Styled with the design tokens
 * (`shell.module.css`) rather than nprogress's own stylesheet.
 */
export function RouteProgress() {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    NProgress.configure({ parent: `#${HOST_ID}`, showSpinner: false, minimum: 0.12, trickleSpeed: 220, speed: 320, easing: 'ease-out' });
    const stop = routeTransition.on({
      onStart: () => {
        host.removeAttribute('data-failed');
        NProgress.start();
      },
      onDone: () => NProgress.done(),
      onFail: () => {
        host.setAttribute('data-failed', '');
        NProgress.done(true);
      },
    });
    return () => {
      stop();
      NProgress.remove();
    };
  }, []);

  return <div ref={hostRef} id={HOST_ID} className={styles.progress} aria-hidden="true" />;
}
