// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, OVERLAY_TIMEOUT_MS, ROUTE_FLAG_RESET_MS } from '@/lib/constants';
import { createRouteTransition, routeTransition } from '@/components/layout/route-transition';
import { RouteOverlay } from '@/components/layout/route-overlay';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('route transition timing (overlay 2 s at most, flag reset after 500 ms)', () => {
  it('the overlay shows on start and disappears on the page-ready signal', () => {
    const transition = createRouteTransition();
    transition.start();
    expect(transition.getState()).toEqual({ navigating: true, overlay: true, routeFlag: true });
    vi.advanceTimersByTime(300);
    transition.ready();
    expect(transition.getState()).toEqual({ navigating: false, overlay: false, routeFlag: true });
  });

  it('without a page-ready signal the overlay disappears after OVERLAY_TIMEOUT_MS, while the load goes on', () => {
    const transition = createRouteTransition();
    transition.start();
    vi.advanceTimersByTime(OVERLAY_TIMEOUT_MS - 1);
    expect(transition.getState().overlay).toBe(true);
    vi.advanceTimersByTime(1);
    expect(transition.getState()).toEqual({ navigating: true, overlay: false, routeFlag: true });
  });

  it('the route flag resets ROUTE_FLAG_RESET_MS after the page is ready', () => {
    const transition = createRouteTransition();
    transition.start();
    transition.ready();
    vi.advanceTimersByTime(ROUTE_FLAG_RESET_MS - 1);
    expect(transition.getState().routeFlag).toBe(true);
    vi.advanceTimersByTime(1);
    expect(transition.getState().routeFlag).toBe(false);
  });

  it('a route change without a start (a navigation in code) still raises and resets the flag, with no overlay', () => {
    const transition = createRouteTransition();
    transition.ready();
    expect(transition.getState()).toEqual({ navigating: false, overlay: false, routeFlag: true });
    vi.advanceTimersByTime(ROUTE_FLAG_RESET_MS);
    expect(transition.getState().routeFlag).toBe(false);
  });

  it('a ready page cancels the overlay time-out, and a new start cancels a pending flag reset', () => {
    const transition = createRouteTransition();
    transition.start();
    transition.ready();
    vi.advanceTimersByTime(ROUTE_FLAG_RESET_MS - 100);
    transition.start();
    vi.advanceTimersByTime(200);
    expect(transition.getState()).toEqual({ navigating: true, overlay: true, routeFlag: true });
    vi.advanceTimersByTime(OVERLAY_TIMEOUT_MS);
    expect(transition.getState().routeFlag).toBe(true);
  });

  it('a second start while loading restarts the overlay time-out and starts the progress bar once', () => {
    const onStart = vi.fn();
    const transition = createRouteTransition({ onStart });
    transition.start();
    vi.advanceTimersByTime(OVERLAY_TIMEOUT_MS - 500);
    transition.start();
    vi.advanceTimersByTime(1_000);
    expect(transition.getState().overlay).toBe(true);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('calls start, done and fail hooks (nprogress start/finish/fail)', () => {
    const hooks = { onStart: vi.fn(), onDone: vi.fn(), onFail: vi.fn() };
    const transition = createRouteTransition();
    const stop = transition.on(hooks);
    transition.start();
    transition.ready();
    transition.start();
    transition.fail();
    expect(hooks.onStart).toHaveBeenCalledTimes(2);
    expect(hooks.onDone).toHaveBeenCalledTimes(1);
    expect(hooks.onFail).toHaveBeenCalledWith('error');
    expect(transition.getState()).toMatchObject({ navigating: false, overlay: false });
    stop();
    transition.start();
    expect(hooks.onStart).toHaveBeenCalledTimes(2);
    transition.fail();
  });

  it('a load that never finishes fails with a time-out after CHUNK_LOAD_TIMEOUT_MS', () => {
    const onFail = vi.fn();
    const transition = createRouteTransition({ onFail });
    transition.start();
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(onFail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFail).toHaveBeenCalledWith('timeout');
    expect(transition.getState().navigating).toBe(false);
  });

  it('ready and fail when idle do not call the progress hooks', () => {
    const hooks = { onDone: vi.fn(), onFail: vi.fn() };
    const transition = createRouteTransition(hooks);
    transition.ready();
    transition.fail();
    expect(hooks.onDone).not.toHaveBeenCalled();
    expect(hooks.onFail).not.toHaveBeenCalled();
  });

  it('notifies subscribers only when the state changes', () => {
    const transition = createRouteTransition();
    const listener = vi.fn();
    transition.subscribe(listener);
    transition.fail();
    expect(listener).not.toHaveBeenCalled();
    transition.start();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('<RouteOverlay>', () => {
  it('renders the overlay and the loading status while navigating, and removes it after the time-out', () => {
    const { container } = render(<RouteOverlay loadingLabel="Laddar…" />);
    expect(container.querySelector('[data-route-overlay]')).toBeNull();
    act(() => routeTransition.start());
    expect(container.querySelector('[data-route-overlay]')).not.toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Laddar…');
    expect(document.documentElement.hasAttribute('data-route-changing')).toBe(true);
    act(() => vi.advanceTimersByTime(OVERLAY_TIMEOUT_MS));
    expect(container.querySelector('[data-route-overlay]')).toBeNull();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
    act(() => routeTransition.ready());
    act(() => vi.advanceTimersByTime(ROUTE_FLAG_RESET_MS));
    expect(document.documentElement.hasAttribute('data-route-changing')).toBe(false);
  });
});
