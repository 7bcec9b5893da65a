'use client';

import { useSyncExternalStore } from 'react';
import type { BasketState } from '@/stores/basket-store';
import type { BasketHub } from './basket-hub';

/*
 * What a screen's first load reads of the basket through the page's hub (basket-hub.tsx), so that the store's
 * code (zustand, the commerce client and its schemas) is not in that first load: it comes after the page has
 * loaded, or with the screen's live code, and the hub shares the store it makes with every reader.
 */

const noSubscription = () => () => {};
const nothing = () => null;

/** The basket store's state once the page's store exists; null before (and on the server). */
export function useBasketSnapshot(hub: BasketHub | null): BasketState | null {
  return useSyncExternalStore(hub ? hub.subscribe : noSubscription, () => hub?.runtime()?.store.getState() ?? null, nothing);
}

/**
 * Whether the browser holds no basket (the hub has read its storage and found no basket id): the basket is
 * empty without asking the commerce API, as the store would find it. False before the storage is read.
 */
export function useNoStoredBasket(hub: BasketHub | null): boolean {
  return useSyncExternalStore(hub ? hub.subscribe : noSubscription, () => (hub ? !hub.hasBasket() && hub.count() === 0 : false), () => false);
}
