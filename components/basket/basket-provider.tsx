'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createCommerceClient, type CommerceClient } from '@/lib/commerce/commerce-client';
import { BASKET_ID_KEY, createBasketStore, type BasketState, type BasketStore } from '@/stores/basket-store';
import { browserStorage } from './browser-storage';

/**
 * Gives its subtree one basket store (and the commerce client it talks through). Mounted once in the root
 * layout around the header and the page, every basket feature shares it. A provider inside another one
 * adds nothing and uses the outer store, so screens may wrap themselves in one too (they work before and
 * after the layout has one). The store reads localStorage only in the browser, after mounting.
 */

interface BasketContextValue {
  store: BasketStore;
  client: CommerceClient;
}

const BasketContext = createContext<BasketContextValue | null>(null);

export interface BasketProviderProps {
  /** The commerce API's base URL as browsers reach it (`getConfig().commerce.url` on the server). */
  commerceUrl: string;
  /** The `saleschannelname` header: the store's sales channel name (`getSalesChannel().name`). */
  salesChannelName: string;
  /** The `saleschannelid` header, when the sales channel is known (`getSalesChannel().id`). */
  salesChannelId?: string | null;
  children: ReactNode;
}

export function BasketProvider(props: BasketProviderProps) {
  const outer = useContext(BasketContext);
  if (outer) return <>{props.children}</>;
  return <OwnBasketProvider {...props} />;
}

function OwnBasketProvider({ commerceUrl, salesChannelName, salesChannelId, children }: BasketProviderProps) {
  const [value] = useState<BasketContextValue>(() => {
    const client = createCommerceClient({ baseUrl: commerceUrl, salesChannelName, salesChannelId });
    return { client, store: createBasketStore({ client, storage: browserStorage() }) };
  });

  useEffect(() => {
    // Another tab changed the basket id (a new basket, or an order): follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === BASKET_ID_KEY || event.key === null) void value.store.getState().refresh();
    };
    // A task of its own: reading localStorage and drawing the count would otherwise lengthen the task that
    // finishes hydrating the page. The storage listener goes there too: Chromium loads the page's
    // localStorage synchronously when the first one is added. Added before the first read, so no change from
    // another tab falls between the two.
    const start = setTimeout(() => {
      window.addEventListener('storage', onStorage);
      void value.store.getState().init();
    }, 0);
    return () => {
      clearTimeout(start);
      window.removeEventListener('storage', onStorage);
    };
  }, [value]);

  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}

/** The nearest basket store, or null outside a provider. */
export function useOptionalBasketContext(): BasketContextValue | null {
  return useContext(BasketContext);
}

export function useBasketContext(): BasketContextValue {
  const value = useContext(BasketContext);
  if (!value) throw new Error('A basket component is rendered outside <BasketProvider>.');
  return value;
}

/** Reads from the basket store and re-renders when the selected value changes. */
export function useBasket<T>(selector: (state: BasketState) => T): T {
  return useStore(useBasketContext().store, selector);
}
