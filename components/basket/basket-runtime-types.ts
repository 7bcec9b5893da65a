import type { CommerceClient } from '@/lib/commerce/commerce-client';
import type { BasketStore } from '@/stores/basket-store';

/**
 * What the basket hub (basket-hub.tsx) hands the basket's runtime code (basket-runtime.ts) and gets back: the
 * hub loads that code after the page, so the two share these types and not each other's modules.
 */

export interface BasketConfig {
  /** The commerce API's base URL as browsers reach it (`getConfig().commerce.url` on the server). */
  commerceUrl: string;
  /** The `saleschannelname` header: the store's sales channel name (`getSalesChannel().name`). */
  salesChannelName: string;
  /** The `saleschannelid` header, when the sales channel is known (`getSalesChannel().id`). */
  salesChannelId?: string | null;
}

/** The basket store and the commerce client it talks through. */
export interface BasketRuntime {
  store: BasketStore;
  client: CommerceClient;
}
