import { Suspense } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { OnlineStatus } from './online-status';
import { RouteEvents } from './route-events';
import { RouteOverlay } from './route-overlay';
import { RouteProgress } from './route-progress';
import { ScrollManager } from './scroll-manager';

/**
 * The shell's browser-side behaviour, mounted once by the root layout (docs/shop.md, The shell): route-change overlay
 * and progress bar, scrolling after page changes, online/offline status and the chunk-load reload guard.
 * The chunk-load guard is in the first load (it must be there during hydration), and so is the offline note:
 * code fetched after the page could not arrive once the connection has gone. The progress bar's library
 * loads after the page.
 */
export function ShellEffects({ dictionary }: { dictionary: Dictionary }) {
  return (
    <>
      <RouteProgress />
      <RouteOverlay loadingLabel={translate(dictionary, 'loading')} />
      <Suspense fallback={null}>
        <RouteEvents />
      </Suspense>
      <ScrollManager />
      <ChunkReloadGuard />
      <OnlineStatus offlineLabel={translate(dictionary, 'offline')} />
    </>
  );
}
