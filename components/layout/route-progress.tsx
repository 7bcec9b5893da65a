'use client';

import { useEffect, useRef } from 'react';
import { afterPageLoad } from './deferred';
import { routeTransition } from './route-transition';
import styles from './shell.module.css';

const HOST_ID = 'route-progress';

type Progress = typeof import('nprogress');

let progress: Promise<Progress> | null = null;

/** nprogress, fetched after the page has loaded or at the first navigation, whichever comes first. */
function loadProgress(): Promise<Progress> {
  progress ??= import('nprogress').then(
    ({ default: NProgress }) =>
      NProgress.configure({ parent: `#${HOST_ID}`, showSpinner: false, minimum: 0.12, trickleSpeed: 220, speed: 320, easing: 'ease-out' }),
    (error: unknown) => {
      progress = null;
      throw error;
    },
  );
  return progress;
}

/** Runs `step` on the bar once its library is there (in the order asked); a bar that could not load is left out. */
function withProgress(step: (bar: Progress) => void): void {
  loadProgress().then(step, () => {});
}

/**
 * The page-load progress bar (docs/shop.md, The shell): nprogress, started when a navigation starts, finished on the
 * page-ready signal, and on failure finished in the danger colour. Styled with the design tokens
 * (`shell.module.css`) rather than nprogress's own stylesheet. nprogress itself is not in the first load: a
 * navigation started before it arrives starts the bar when it does, if that navigation is still going.
 */
export function RouteProgress() {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const cancelLoad = afterPageLoad(() => withProgress(() => {}));
    let mounted = true;
    const stop = routeTransition.on({
      onStart: () => {
        host.removeAttribute('data-failed');
        withProgress((bar) => {
          if (mounted && routeTransition.getState().navigating) bar.start();
        });
      },
      onDone: () => withProgress((bar) => bar.done()),
      onFail: () => {
        host.setAttribute('data-failed', '');
        withProgress((bar) => bar.done(true));
      },
    });
    return () => {
      mounted = false;
      cancelLoad();
      stop();
      withProgress((bar) => bar.remove());
    };
  }, []);

  return <div ref={hostRef} id={HOST_ID} className={styles.progress} aria-hidden="true" />;
}
