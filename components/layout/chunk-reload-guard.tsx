'use client';

import { useEffect } from 'react';
import { isChunkElement, isChunkLoadError, reloadOncePerWindow } from '@/lib/browser/chunk-reload-guard';
import { routeTransition } from './route-transition';

/**
 * A chunk-load failure triggers one full page reload, at most once per CHUNK_RELOAD_GUARD_MS (docs/shop.md, The shell):
 * a chunk error thrown or rejected anywhere, a chunk `<script>`/stylesheet that fails to load, or a
 * navigation that has not finished after CHUNK_LOAD_TIMEOUT_MS. Error boundaries that catch a render
 * error call `reloadOnChunkError(error)` themselves.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const recover = () => {
      routeTransition.fail();
      reloadOncePerWindow();
    };
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent ? isChunkLoadError(event.error ?? event.message) : isChunkElement(event.target)) recover();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) recover();
    };
    const stop = routeTransition.on({
      onFail: (reason) => {
        if (reason === 'timeout') reloadOncePerWindow();
      },
    });
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      stop();
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
