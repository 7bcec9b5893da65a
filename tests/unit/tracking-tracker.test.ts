import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACKED_ORDERS_KEY, createTracker, dataLayerTransport, trackPurchaseOnce } from '@/lib/tracking/tracker';
import type { TrackedOrder, TrackingEvent } from '@/lib/tracking/tracking-events';

const order: TrackedOrder = { orderId: 'o-1', orderAmountExTax: 100_000, purchaseCurrency: 'SEK', orderLines: [{ sku: 'A', quantity: 1 }] };

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

afterEach(() => vi.restoreAllMocks());

describe('the demo transport', () => {
  it('pushes one payload per service to window.dataLayer and makes no network call', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const target: { dataLayer?: unknown[] } = {};
    const tracker = createTracker({ transports: [dataLayerTransport(target)] });
    tracker.track({ type: 'add_to_cart', product: { variantId: '1', sku: 'A', name: 'Ring', brand: 'Glans', price: 100, quantity: 1 } });
    expect(target.dataLayer).toEqual([
      expect.objectContaining({ channel: 'advertising', event: 'AddToCart' }),
      expect.objectContaining({ channel: 'analytics', event: 'add_to_cart' }),
      expect.objectContaining({ channel: 'ecommerce', event: 'addToCart' }),
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps an existing data layer', () => {
    const target = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    createTracker({ transports: [dataLayerTransport(target)] }).track({ type: 'purchase', order });
    expect(target.dataLayer).toHaveLength(4);
    expect(target.dataLayer[0]).toEqual({ event: 'gtm.js' });
  });

  it('a failing adapter or transport never breaks the shop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const delivered: unknown[] = [];
    const tracker = createTracker({
      adapters: [
        () => {
          throw new Error('broken adapter');
        },
        (event) => ({ channel: 'analytics', event: event.type, data: {} }),
      ],
      transports: [
        () => {
          throw new Error('broken transport');
        },
        (payload) => delivered.push(payload),
      ],
    });
    expect(() => tracker.track({ type: 'purchase', order })).not.toThrow();
    expect(delivered).toEqual([{ channel: 'analytics', event: 'purchase', data: {} }]);
  });
});

describe('purchase tracked once', () => {
  it('tracks an order the first time and remembers it', () => {
    const sent: TrackingEvent[] = [];
    const storage = memory();
    expect(trackPurchaseOnce(order, storage, (event) => sent.push(event))).toBe(true);
    expect(sent).toEqual([{ type: 'purchase', order }]);
    expect(JSON.parse(storage.data.get(TRACKED_ORDERS_KEY) ?? '[]')).toEqual(['o-1']);
  });

  it('does not track it again on a reload (the same storage)', () => {
    const sent: TrackingEvent[] = [];
    const storage = memory({ [TRACKED_ORDERS_KEY]: JSON.stringify(['o-1']) });
    expect(trackPurchaseOnce(order, storage, (event) => sent.push(event))).toBe(false);
    expect(sent).toEqual([]);
  });

  it('another order is tracked; unreadable memory counts as none; only the last 50 ids are kept', () => {
    const sent: TrackingEvent[] = [];
    const storage = memory({ [TRACKED_ORDERS_KEY]: 'not json' });
    expect(trackPurchaseOnce(order, storage, (event) => sent.push(event))).toBe(true);
    const many = memory({ [TRACKED_ORDERS_KEY]: JSON.stringify(Array.from({ length: 50 }, (_, index) => `old-${index}`)) });
    trackPurchaseOnce({ ...order, orderId: 'new' }, many, () => undefined);
    const kept = JSON.parse(many.data.get(TRACKED_ORDERS_KEY) ?? '[]') as string[];
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe('new');
    expect(kept).not.toContain('old-0');
  });
});
