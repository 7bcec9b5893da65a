'use client';

import { RouteOverlay } from './route-overlay';
import { RouteProgress } from './route-progress';

/**
 * What a shopper sees of a route change, the shell's deferred code (issue 31; `route-feedback-slot.tsx`
 * loads it): the progress bar (with nprogress) and the overlay with its loading status. Both read the route
 * transition of the first load, so a navigation started before this code arrived shows here when it does.
 */
export function RouteFeedback({ loadingLabel }: { loadingLabel: string }) {
  return (
    <>
      <RouteProgress />
      <RouteOverlay loadingLabel={loadingLabel} />
    </>
  );
}
