import { cache } from 'react';
import { FALLBACK_SALES_CHANNEL_NAME, SALES_CHANNELS_FETCHED, SALES_CHANNEL_STORE_NAME } from '../constants';
import { SalesChannelsQuery } from './catalogue-queries';
import { contentRequest } from './client';
import { getGlobalData } from './global-data';
import type { EffectiveSalesChannel } from './types';

/**
 * The storefront's sales channel: looked up by the fixed Swedish store name among the first 200
 * channels; when it has a parent, the parent's name is the effective channel for prices. The id commerce
 * calls send as `saleschannelid` is the global configuration's `salesChannelConfig.salesChannelId`
 * when it holds one, else the looked-up channel's. Missing channel or a failed fetch: logged, and the
 * fallback name is used, still with the configured id.
 */
export function pickSalesChannel(
  channels: readonly { id: string; name: string | null; parent: { id: string; name: string | null } | null }[],
  configuredId: string | null = null,
): EffectiveSalesChannel | null {
  const own = channels.find((channel) => channel.name === SALES_CHANNEL_STORE_NAME);
  if (!own) return null;
  return { id: configuredId || own.id, name: SALES_CHANNEL_STORE_NAME, priceChannelName: own.parent?.name || SALES_CHANNEL_STORE_NAME };
}

export const getSalesChannel = cache(async (): Promise<EffectiveSalesChannel> => {
  const configuredId = (await getGlobalData()).salesChannel.configuredId;
  const fallback: EffectiveSalesChannel = { id: configuredId, name: FALLBACK_SALES_CHANNEL_NAME, priceChannelName: FALLBACK_SALES_CHANNEL_NAME };
  try {
    const { channels } = await contentRequest(SalesChannelsQuery, { first: SALES_CHANNELS_FETCHED }, { tags: ['sales_channel'] });
    const picked = pickSalesChannel(channels, configuredId);
    if (!picked) console.error(`[content] Sales channel "${SALES_CHANNEL_STORE_NAME}" is missing; using "${FALLBACK_SALES_CHANNEL_NAME}".`);
    return picked ?? fallback;
  } catch (error) {
    console.error(`[content] Sales channels could not be fetched; using "${FALLBACK_SALES_CHANNEL_NAME}".`, error);
    return fallback;
  }
});
