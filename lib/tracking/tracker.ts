import { ALL_ADAPTERS } from './tracking-adapters';
import type { TrackedOrder, TrackingAdapter, TrackingEvent, TrackingPayload, TrackingTransport } from './tracking-events';

/**
 * The one tracking entry point: `track(event)` runs every adapter and hands each payload to the
 * transports. Tracking never breaks shopping: a failing adapter or transport is logged and skipped.
 *
 * The demo transport pushes payloads to `window.dataLayer` (a tag manager's queue) and makes no network
 * call; a real site plugs its pixel or tag manager in here.
 */

export interface Tracker {
  track(event: TrackingEvent): TrackingPayload[];
}

export function createTracker({ adapters = ALL_ADAPTERS, transports }: { adapters?: readonly TrackingAdapter[]; transports: readonly TrackingTransport[] }): Tracker {
  return {
    track(event) {
      const payloads: TrackingPayload[] = [];
      for (const adapter of adapters) {
        try {
          const payload = adapter(event);
          if (payload) payloads.push(payload);
        } catch (error) {
          console.error('[tracking] An adapter failed.', error);
        }
      }
      for (const payload of payloads) {
        for (const transport of transports) {
          try {
            transport(payload);
          } catch (error) {
            console.error('[tracking] A transport failed.', error);
          }
        }
      }
      return payloads;
    },
  };
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** The demo transport: appends each payload to `target.dataLayer` (created when missing). */
export function dataLayerTransport(target: DataLayerWindow): TrackingTransport {
  return (payload) => {
    target.dataLayer ??= [];
    target.dataLayer.push({ ...payload });
  };
}

let browserTracker: Tracker | null = null;

/** Tracks in the browser through the demo transport; a no-op on the server. */
export function track(event: TrackingEvent): void {
  if (typeof window === 'undefined') return;
  browserTracker ??= createTracker({ transports: [dataLayerTransport(window as unknown as DataLayerWindow)] });
  browserTracker.track(event);
}

export const TRACKED_ORDERS_KEY = 'glans.trackedOrders';
const TRACKED_ORDERS_KEPT = 50;

interface OrderMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function trackedOrderIds(memory: OrderMemory): string[] {
  try {
    const parsed: unknown = JSON.parse(memory.getItem(TRACKED_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Tracks a purchase once per order: the order id is remembered in `memory` (localStorage), so reloading
 * the order-complete page does not count the order again. Answers whether it was tracked now.
 */
export function trackPurchaseOnce(order: TrackedOrder, memory: OrderMemory, send: (event: TrackingEvent) => void = track): boolean {
  const ids = trackedOrderIds(memory);
  if (ids.includes(order.orderId)) return false;
  try {
    memory.setItem(TRACKED_ORDERS_KEY, JSON.stringify([...ids, order.orderId].slice(-TRACKED_ORDERS_KEPT)));
  } catch {
    // Storage full or blocked: track anyway; a reload may count it again.
  }
  send({ type: 'purchase', order });
  return true;
}
