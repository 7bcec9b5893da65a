'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { BASKET_COUNT_KEY, BASKET_ID_KEY, COUNT_UNKNOWN, storedBasketCount, type StringStorage } from '@/stores/basket-keys';
import { afterPageLoad, deferred } from '@/components/layout/deferred';
import { browserStorage } from './browser-storage';
import type { BasketConfig, BasketRuntime } from './basket-runtime-types';

/**
 * The page's one basket, as the shell's first load has it (issue 31). The root layout mounts a hub around the
 * header and the page; the header's count reads it. The basket store and the commerce client (zustand, the
 * answers' schemas) are not in the shell's first load: until they are there, the count is what the browser
 * holds (stores/basket-keys.ts: no stored basket is 0, else the count remembered for that basket). Their code
 * (basket-runtime.ts) is fetched after the page has loaded when a basket is stored, at once when its count is
 * not known, and with the screens that use the basket (their hooks, basket-provider.tsx, make the store from
 * the hub's settings), whichever comes first; the first store made is the one the header and every screen of
 * the page share.
 */

export type { BasketConfig, BasketRuntime } from './basket-runtime-types';

/** The count before anything is known (the server's render, and the first render in the browser). */
export const COUNT_NOT_READY = COUNT_UNKNOWN;

const runtimeCode = deferred(() => import('./basket-runtime'));

export interface BasketHub {
  readonly config: BasketConfig;
  /** The store once made; null before. */
  runtime(): BasketRuntime | null;
  /** The store: the one already made, else the one `make` makes (which is then shared). */
  adopt(make: () => BasketRuntime): BasketRuntime;
  /** Fetches the store's code (once) and makes the store. */
  load(): Promise<BasketRuntime>;
  /** The header's count: the store's once it has read the basket, else the browser's (COUNT_NOT_READY when unknown). */
  count(): number;
  /** Whether the browser holds a basket id (read by `readStorage`). */
  hasBasket(): boolean;
  /** Reads the stored basket id and count (again). */
  readStorage(): void;
  subscribe(listener: () => void): () => void;
}

export function createBasketHub(
  config: BasketConfig,
  options: { storage?: StringStorage; code?: () => Promise<{ createBasketRuntime(config: BasketConfig): BasketRuntime }> } = {},
): BasketHub {
  const storage = options.storage ?? browserStorage();
  const code = options.code ?? (() => runtimeCode.load());
  let runtime: BasketRuntime | null = null;
  let stored = COUNT_NOT_READY;
  let basketStored = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const hub: BasketHub = {
    config,
    runtime: () => runtime,
    adopt(make) {
      if (runtime) return runtime;
      const made = make();
      runtime = made;
      made.store.subscribe(notify);
      // In the browser only, and in a task of its own (a screen adopts while rendering): reading localStorage
      // and loading the basket would otherwise lengthen the task that renders or hydrates the page.
      if (typeof window !== 'undefined') setTimeout(() => void made.store.getState().init(), 0);
      return made;
    },
    load: () => code().then((module) => hub.adopt(() => module.createBasketRuntime(config))),
    count() {
      const state = runtime?.store.getState();
      return state?.status === 'ready' ? state.count : stored;
    },
    hasBasket: () => basketStored,
    readStorage() {
      basketStored = Boolean(storage.getItem(BASKET_ID_KEY));
      stored = storedBasketCount(storage);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return hub;
}

const BasketHubContext = createContext<BasketHub | null>(null);

/** The page's basket hub, or null outside one. */
export function useBasketHub(): BasketHub | null {
  return useContext(BasketHubContext);
}

const loadQuietly = (hub: BasketHub) => void hub.load().catch(() => {});

/**
 * Mounts a hub (the root layout's, around the header and the page). Once hydrated, in a task of its own, it
 * reads what the browser holds and follows other tabs' changes; the store's code comes after the page has
 * loaded when a basket is stored, at once when that basket's count is not known.
 */
export function BasketHubProvider({ children, ...config }: BasketConfig & { children: ReactNode }) {
  const [hub] = useState(() => createBasketHub(config));

  useEffect(() => {
    let cancelLoad = () => {};
    // Another tab changed the basket (a new basket, a line, an order): draw its count, and read it again.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== BASKET_ID_KEY && event.key !== BASKET_COUNT_KEY && event.key !== null) return;
      hub.readStorage();
      const runtime = hub.runtime();
      if (runtime) void runtime.store.getState().refresh();
      else if (hub.count() === COUNT_NOT_READY) loadQuietly(hub);
    };
    // Chromium loads the page's localStorage synchronously when the first storage listener is added, so the
    // listener goes here too; added before the first read, so no change from another tab falls between the two.
    const start = setTimeout(() => {
      window.addEventListener('storage', onStorage);
      hub.readStorage();
      if (hub.count() === COUNT_NOT_READY) loadQuietly(hub);
      else if (hub.hasBasket()) cancelLoad = afterPageLoad(() => loadQuietly(hub));
    }, 0);
    return () => {
      clearTimeout(start);
      cancelLoad();
      window.removeEventListener('storage', onStorage);
    };
  }, [hub]);

  return <BasketHubContext.Provider value={hub}>{children}</BasketHubContext.Provider>;
}

/**
 * What a screen's slot wraps its basket features in (the server components of basket-screen-slots.tsx and
 * checkout-slots.tsx): inside the root layout's hub it adds nothing; alone (a screen in a unit test) it mounts
 * a hub of its own. It holds no store: the screens' hooks (basket-provider.tsx), which come with the screens'
 * own code, make or take the hub's, so a page that only might show a basket feature does not load the store.
 */
export function BasketProvider({ children, ...config }: BasketConfig & { children: ReactNode }) {
  const hub = useBasketHub();
  return hub ? <>{children}</> : <BasketHubProvider {...config}>{children}</BasketHubProvider>;
}
