import { useSyncExternalStore } from 'react';

/**
 * The state of the open draft page's live-preview subscription, shared between the page's live-preview
 * component (which writes it) and the preview bar in the layout (which shows it). `off`: no subscription
 * on this page.
 */
export type LiveStatus =
  | { kind: 'off' | 'connecting' | 'live' | 'reconnecting' | 'disconnected' }
  | { kind: 'refused' | 'error'; message: string };

const OFF: LiveStatus = { kind: 'off' };
let current: LiveStatus = OFF;
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (current.kind === next.kind && ('message' in current ? current.message : '') === ('message' in next ? next.message : '')) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => OFF,
  );
}
