'use client';

import { useStore } from 'zustand';
import type { BasketState } from '@/stores/basket-store';
import { useBasketHub, type BasketRuntime } from './basket-hub';
import { createBasketRuntime } from './basket-runtime';

/**
 * The basket screens' hooks: the page's basket store (and the commerce client it talks through), from the
 * nearest basket hub (basket-hub.tsx: the root layout's, or a BasketProvider's own). A hub whose store's code
 * has not arrived yet gets its store made here, with the screen's code, and every reader of the page then
 * shares it: the header's count and every basket feature. Only client modules that come with a screen's own
 * chunk import this module (it brings the store, the commerce client and its schemas); server components
 * wrap them in BasketProvider from basket-hub.tsx.
 */

/** The page's basket store, or null outside a basket hub. */
export function useOptionalBasketContext(): BasketRuntime | null {
  const hub = useBasketHub();
  return hub ? hub.adopt(() => createBasketRuntime(hub.config)) : null;
}

export function useBasketContext(): BasketRuntime {
  const value = useOptionalBasketContext();
  if (!value) throw new Error('A basket component is rendered outside <BasketProvider>.');
  return value;
}

/** Reads from the basket store and re-renders when the selected value changes. */
export function useBasket<T>(selector: (state: BasketState) => T): T {
  return useStore(useBasketContext().store, selector);
}
