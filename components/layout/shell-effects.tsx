import { Suspense } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { OnlineStatus } from './online-status';
import { RouteEvents } from './route-events';
import { RouteFeedbackSlot } from './route-feedback-slot';
import { ScrollManager } from './scroll-manager';

/**
 * The shell's browser-side behaviour, mounted once by the root layout (spec 2.4, 4): route-change overlay
 * and progress bar, scrolling after page changes, online/offline status and the chunk-load reload guard.
 * The chunk-load guard is in the first load (it must be there during hydration), and so is the offline note:
 * code fetched after the page could not arrive once the connection has gone. So is what notices a route
 * change (the route events and transition, which time the guard's time-out) and the scrolling after it,
 * which must run in the commit that shows the new page. The overlay and the progress bar load after the page
 * (`route-feedback-slot.tsx`).
 */
export function ShellEffects({ dictionary }: { dictionary: Dictionary }) {
  return (
    <>
      <RouteFeedbackSlot loadingLabel={translate(dictionary, 'loading')} />
      <Suspense fallback={null}>
        <RouteEvents />
      </Suspense>
      <ScrollManager />
      <ChunkReloadGuard />
      <OnlineStatus offlineLabel={translate(dictionary, 'offline')} />
    </>
  );
}
