'use client';

import { createContext, createElement, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The header's dropdown state (docs/shop.md, The shell): exclusive, so at most one of the search panel, a navigation menu
 * (products or brands) or the language switcher is open.
 *
 * - Toggling the open one closes it; toggling another one opens it instead of the open one.
 * - Toggling nav with the other type switches the type.
 * - Closing all, a route change and Escape reset to none; Escape also returns focus to the control that
 *   opened the dropdown.
 *
 * `nextDropdown` is the pure machine; the store adds the opener (for focus return) on top. The store is
 * zustand's vanilla store, read through React's `useSyncExternalStore` as zustand's own hook does: it is in
 * every page's first load, which then does without zustand's React binding.
 */

export type NavType = 'products' | 'brands';

export type Dropdown = { kind: 'none' } | { kind: 'search' } | { kind: 'language' } | { kind: 'nav'; type: NavType };

export type OpenDropdown = Exclude<Dropdown, { kind: 'none' }>;

export type DropdownEvent = { type: 'toggle'; target: OpenDropdown } | { type: 'closeAll' } | { type: 'routeChange' } | { type: 'escape' };

export const NONE: Dropdown = { kind: 'none' };

export function sameDropdown(a: Dropdown, b: Dropdown): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== 'nav' || (b.kind === 'nav' && a.type === b.type);
}

/** The dropdown machine: the state after `event`. */
export function nextDropdown(current: Dropdown, event: DropdownEvent): Dropdown {
  switch (event.type) {
    case 'toggle':
      // The open one closes; anything else (another dropdown, or nav with the other type) takes its place.
      return sameDropdown(current, event.target) ? NONE : event.target;
    case 'closeAll':
    case 'routeChange':
    case 'escape':
      return NONE;
  }
}

/** Focusable and still on the page: a control that focus can go back to. */
type Opener = HTMLElement | null;

export interface DropdownState {
  open: Dropdown;
  /** The control that opened the open dropdown; focus goes back to it on Escape. */
  opener: Opener;
  /** Toggles `target`. `opener` is the control that did it; without one, the current opener is kept. */
  toggle(target: OpenDropdown, opener?: Opener): void;
  /** Closes whatever is open; with `returnFocus`, focus goes back to the opener. */
  closeAll(options?: { returnFocus?: boolean }): void;
  /** The route changed: close all (focus stays where the navigation put it). */
  routeChanged(): void;
  /** Escape: close all and return focus to the opener. */
  escape(): void;
}

function focusOpener(opener: Opener): void {
  if (opener?.isConnected) opener.focus({ preventScroll: true });
}

export type DropdownStore = StoreApi<DropdownState>;

export function createDropdownStore(initial: Dropdown = NONE): DropdownStore {
  return createStore<DropdownState>()((set, get) => {
    const close = (event: DropdownEvent, returnFocus: boolean) => {
      const { open, opener } = get();
      if (open.kind === 'none') return;
      set({ open: nextDropdown(open, event), opener: null });
      if (returnFocus) focusOpener(opener);
    };
    return {
      open: initial,
      opener: null,
      toggle(target, opener) {
        const { open, opener: current } = get();
        const next = nextDropdown(open, { type: 'toggle', target });
        const fallback = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
        const nextOpener = next.kind === 'none' ? null : (opener ?? (open.kind === 'none' ? fallback : current));
        set({ open: next, opener: nextOpener });
      },
      closeAll: (options) => close({ type: 'closeAll' }, options?.returnFocus === true),
      routeChanged: () => close({ type: 'routeChange' }, false),
      escape: () => close({ type: 'escape' }, true),
    };
  });
}

const DropdownStoreContext = createContext<DropdownStore | null>(null);

/** One dropdown store per page tree (never shared between requests on the server). */
export function DropdownStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createDropdownStore());
  return createElement(DropdownStoreContext.Provider, { value: store }, children);
}

export function useDropdownStore<T>(selector: (state: DropdownState) => T): T {
  const store = useContext(DropdownStoreContext);
  if (!store) throw new Error('useDropdownStore must be used inside <DropdownStoreProvider>');
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getInitialState()),
  );
}

/** Whether `target` is the open dropdown. */
export function useIsOpen(target: OpenDropdown): boolean {
  return useDropdownStore((state) => sameDropdown(state.open, target));
}
