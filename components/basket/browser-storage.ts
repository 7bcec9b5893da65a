import type { KeyValueStorage } from '@/stores/basket-store';

/** The browser's localStorage, or nothing (server rendering, storage blocked): never throws. */
export function browserStorage(): KeyValueStorage {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null;
    }
  };
  const attempt = <T>(action: (s: Storage) => T, fallback: T): T => {
    try {
      const s = storage();
      return s ? action(s) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((s) => s.getItem(key), null),
    setItem: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    removeItem: (key) => attempt((s) => s.removeItem(key), undefined),
  };
}
