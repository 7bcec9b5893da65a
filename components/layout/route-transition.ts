import { CHUNK_LOAD_TIMEOUT_MS, OVERLAY_TIMEOUT_MS, ROUTE_FLAG_RESET_MS } from '@/lib/constants';

/**
 * The state of a route change (docs/shop.md, The shell): `navigating` from the moment a navigation starts until the new
 * page is ready (or the load fails), `overlay` for the full-page overlay, which disappears on the page-ready
 * signal or after OVERLAY_TIMEOUT_MS, whichever comes first, and `routeFlag`, raised when the route changes
 * and reset ROUTE_FLAG_RESET_MS after the new page is ready. A load that has not finished after
 * CHUNK_LOAD_TIMEOUT_MS counts as a failed chunk load.
 */
export interface RouteTransitionState {
  navigating: boolean;
  overlay: boolean;
  routeFlag: boolean;
}

export interface RouteTransitionHooks {
  onStart?: () => void;
  onDone?: () => void;
  onFail?: (reason: 'error' | 'timeout') => void;
}

export interface RouteTransitionOptions extends RouteTransitionHooks {
  overlayTimeoutMs?: number;
  flagResetMs?: number;
  loadTimeoutMs?: number;
}

export interface RouteTransition {
  getState(): RouteTransitionState;
  subscribe(listener: () => void): () => void;
  /** A navigation starts (an internal link was followed, or history moved). */
  start(): void;
  /** The page-ready signal: the new page is rendered. */
  ready(): void;
  /** The navigation failed (for example a chunk could not be loaded). */
  fail(): void;
  /** Adds start/done/fail hooks (the progress bar, the reload guard); returns the function that removes them. */
  on(hooks: RouteTransitionHooks): () => void;
}

export const IDLE: RouteTransitionState = { navigating: false, overlay: false, routeFlag: false };

export function createRouteTransition(options: RouteTransitionOptions = {}): RouteTransition {
  const { overlayTimeoutMs = OVERLAY_TIMEOUT_MS, flagResetMs = ROUTE_FLAG_RESET_MS, loadTimeoutMs = CHUNK_LOAD_TIMEOUT_MS } = options;
  const hooks = new Set<RouteTransitionHooks>([{ onStart: options.onStart, onDone: options.onDone, onFail: options.onFail }]);
  let state = IDLE;
  const listeners = new Set<() => void>();
  let overlayTimer: ReturnType<typeof setTimeout> | undefined;
  let flagTimer: ReturnType<typeof setTimeout> | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: Partial<RouteTransitionState>) => {
    const merged = { ...state, ...next };
    if (merged.navigating === state.navigating && merged.overlay === state.overlay && merged.routeFlag === state.routeFlag) return;
    state = merged;
    for (const listener of listeners) listener();
  };
  const clear = (...timers: (ReturnType<typeof setTimeout> | undefined)[]) => timers.forEach((timer) => timer !== undefined && clearTimeout(timer));

  const settle = () => {
    clear(overlayTimer, loadTimer, flagTimer);
    overlayTimer = loadTimer = undefined;
    flagTimer = setTimeout(() => set({ routeFlag: false }), flagResetMs);
  };

  const fail = (reason: 'error' | 'timeout') => {
    if (!state.navigating) return;
    settle();
    set({ navigating: false, overlay: false });
    hooks.forEach((hook) => hook.onFail?.(reason));
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      clear(overlayTimer, loadTimer, flagTimer);
      flagTimer = undefined;
      overlayTimer = setTimeout(() => set({ overlay: false }), overlayTimeoutMs);
      loadTimer = setTimeout(() => fail('timeout'), loadTimeoutMs);
      const wasNavigating = state.navigating;
      set({ navigating: true, overlay: true, routeFlag: true });
      if (!wasNavigating) hooks.forEach((hook) => hook.onStart?.());
    },
    ready() {
      const wasNavigating = state.navigating;
      settle();
      set({ navigating: false, overlay: false, routeFlag: true });
      if (wasNavigating) hooks.forEach((hook) => hook.onDone?.());
    },
    fail: () => fail('error'),
    on(hook) {
      hooks.add(hook);
      return () => hooks.delete(hook);
    },
  };
}

/** The browser's one route transition (the server only ever sees IDLE). */
export const routeTransition = createRouteTransition();
