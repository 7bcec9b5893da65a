import { getConfig } from '@/lib/config';
import { getSalesChannel } from '@/lib/content/sales-channel';

/**
 * What the root layout's basket hub and the screens' slots' BasketProvider share (basket-hub.tsx). This module imports no
 * screen's client code, and must not: a client module the root layout's graph reaches is chunked with the
 * layout, and a `next/dynamic` import made from such a module (the basket's, the product's: the
 * `…-lazy.tsx` modules) gets, from Turbopack (Next 16.4), a react-loadable-manifest entry that names a chunk
 * it never emits, so the page that renders it preloads a file that answers 404 (docs/performance.md,
 * issue 31). The screens' slots are in basket-screen-slots.tsx.
 */

/** The basket hub's settings: the commerce API as browsers reach it and the sales channel headers. */
export async function basketProviderProps(): Promise<{ commerceUrl: string; salesChannelName: string; salesChannelId: string | null }> {
  const channel = await getSalesChannel();
  return { commerceUrl: getConfig().commerce.url, salesChannelName: channel.name, salesChannelId: channel.id };
}
