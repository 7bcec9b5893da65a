'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * Client code the shell loads after the page has loaded (issue 31): a module behind `import()`, fetched
 * when the browser is idle after the load event, or earlier when the shopper shows intent (a pointer over,
 * a touch on or focus on the control that needs it, or a press on it). Until it has arrived, the component
 * that needs it draws what the server drew; what the shopper did in the meantime is kept in state of the
 * first load (the dropdown store), so the module opens in that state when it arrives.
 */
export interface Deferred<T> {
  /** The module once it has arrived; null before. */
  get(): T | null;
  /** Fetches the module (once); later calls return the same promise. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => loaded,
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          // A failed chunk is the chunk-load guard's to recover from (it sees the script's error event); a
          // later intent tries again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Requests a module without waiting for it (intent handlers, effects). */
export function prefetchDeferred<T>(module: Deferred<T>): void {
  module.load().catch(() => {});
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** How long the browser may stay busy after the load event before the deferred code is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `callback` once the page has loaded (its load event) and the browser is next idle, so the first
 * paint, hydration and the page's own scripts and images come first. Returns the function that cancels it.
 */
export function afterPageLoad(callback: () => void): () => void {
  const win = window as IdleWindow;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (win.requestIdleCallback) idle = win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

const noModule = () => null;

/**
 * The deferred module, or null until it has arrived (always null on the server and during hydration, so the
 * first render matches the server's HTML). It is requested after the page has loaded, and at once while
 * `needed` is true.
 */
export function useDeferred<T>(module: Deferred<T>, needed = false): T | null {
  const value = useSyncExternalStore(module.subscribe, module.get, noModule);
  useEffect(() => afterPageLoad(() => prefetchDeferred(module)), [module]);
  useEffect(() => {
    if (needed) prefetchDeferred(module);
  }, [module, needed]);
  return value;
}
