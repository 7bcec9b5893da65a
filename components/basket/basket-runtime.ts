import { createCommerceClient } from '@/lib/commerce/commerce-client';
import { createBasketStore } from '@/stores/basket-store';
import type { BasketConfig, BasketRuntime } from './basket-runtime-types';
import { browserStorage } from './browser-storage';

/**
 * Makes the basket store and the commerce client it talks through: the code the shell's first load leaves out
 * (basket-hub.tsx fetches this module after the page; the screens that use the basket import it with their own
 * code, through basket-provider.tsx).
 */
export function createBasketRuntime({ commerceUrl, salesChannelName, salesChannelId }: BasketConfig): BasketRuntime {
  const client = createCommerceClient({ baseUrl: commerceUrl, salesChannelName, salesChannelId });
  return { client, store: createBasketStore({ client, storage: browserStorage() }) };
}
