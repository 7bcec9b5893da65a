import { describe, expect, it } from 'vitest';
import { SALES_CHANNEL_STORE_NAME } from '@/lib/constants';
import { pickSalesChannel } from '@/lib/content/sales-channel';

describe('pickSalesChannel (by the store name, the parent first, a fallback name)', () => {
  it('finds the Swedish store by its fixed name and prices in its parent channel', () => {
    const channels = [
      { id: '1', name: 'Glans Norden', parent: null },
      { id: '2', name: SALES_CHANNEL_STORE_NAME, parent: { id: '1', name: 'Glans Norden' } },
      { id: '3', name: 'Glans Norge', parent: { id: '1', name: 'Glans Norden' } },
    ];
    expect(pickSalesChannel(channels)).toEqual({ id: '2', name: SALES_CHANNEL_STORE_NAME, priceChannelName: 'Glans Norden' });
  });

  it('prices in the store itself when it has no parent', () => {
    expect(pickSalesChannel([{ id: '2', name: SALES_CHANNEL_STORE_NAME, parent: null }])).toEqual({
      id: '2',
      name: SALES_CHANNEL_STORE_NAME,
      priceChannelName: SALES_CHANNEL_STORE_NAME,
    });
  });

  it('sends the configured sales channel id when the global configuration holds one, else the looked-up one', () => {
    const channels = [
      { id: '1', name: 'Glans Norden', parent: null },
      { id: '2', name: SALES_CHANNEL_STORE_NAME, parent: { id: '1', name: 'Glans Norden' } },
    ];
    expect(pickSalesChannel(channels, 'configured-7')).toEqual({ id: 'configured-7', name: SALES_CHANNEL_STORE_NAME, priceChannelName: 'Glans Norden' });
    expect(pickSalesChannel(channels, null)?.id).toBe('2');
    expect(pickSalesChannel(channels, '')?.id).toBe('2');
  });

  it('answers null when the store is missing, so the fallback name is used', () => {
    expect(pickSalesChannel([{ id: '9', name: 'Någon annan', parent: null }])).toBeNull();
    expect(pickSalesChannel([])).toBeNull();
  });
});
