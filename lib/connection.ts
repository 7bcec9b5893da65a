/**
 * The shopper's connection as the Network Information API reports it (`navigator.connection`, Chromium
 * only). Prefetching is skipped on 2g connections and when the shopper asked to save data (docs/shop.md, The shell);
 * where the API is missing, nothing is known and prefetching stays on.
 */

/** The part of the Network Information API this storefront reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

/** Effective connection types too slow to spend bandwidth on pages the shopper may never open. */
const SLOW_EFFECTIVE_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** The browser's connection information, or undefined where there is none (server, Firefox, Safari). */
export function getConnection(navigatorLike: unknown = typeof navigator === 'undefined' ? undefined : navigator): ConnectionInfo | undefined {
  if (typeof navigatorLike !== 'object' || navigatorLike === null) return undefined;
  const connection = (navigatorLike as { connection?: unknown }).connection;
  return typeof connection === 'object' && connection !== null ? (connection as ConnectionInfo) : undefined;
}

/** True on a 2g (or slow-2g) connection or with data saver on. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return typeof connection.effectiveType === 'string' && SLOW_EFFECTIVE_TYPES.has(connection.effectiveType);
}

/** Whether links may prefetch their pages on this connection. */
export function shouldPrefetch(connection: ConnectionInfo | undefined = getConnection()): boolean {
  return !isSlowConnection(connection);
}

/** Calls `listener` when the connection changes; returns the unsubscribe function. */
export function subscribeToConnection(listener: () => void, connection: ConnectionInfo | undefined = getConnection()): () => void {
  if (!connection?.addEventListener) return () => {};
  connection.addEventListener('change', listener);
  return () => connection.removeEventListener?.('change', listener);
}
