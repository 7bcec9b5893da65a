'use client';

import { useSyncExternalStore } from 'react';
import { deferred, useDeferred } from './deferred';
import { routeTransition } from './route-transition';

const routeFeedback = deferred(() => import('./route-feedback'));

const navigating = () => routeTransition.getState().navigating;
const notNavigating = () => false;

/**
 * The place of the route change's overlay and progress bar (`route-feedback.tsx`), whose code is not in the
 * first load: it is fetched after the page has loaded, or at once when a navigation starts before that. The
 * navigation itself is noticed by the first load (`route-events.tsx` feeding `route-transition.ts`, which
 * also times the chunk-load guard's time-out), so a link followed before the code has arrived still gets
 * its overlay and bar when it arrives, if the new page is not there yet.
 */
export function RouteFeedbackSlot({ loadingLabel }: { loadingLabel: string }) {
  const started = useSyncExternalStore(routeTransition.subscribe, navigating, notNavigating);
  const code = useDeferred(routeFeedback, started);
  return code ? <code.RouteFeedback loadingLabel={loadingLabel} /> : null;
}
