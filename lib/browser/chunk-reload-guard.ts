import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';

/**
 * A chunk-load failure (typically a deploy replaced the JavaScript the open page still refers to) is
 * answered with one full page reload, at most once per CHUNK_RELOAD_GUARD_MS (docs/shop.md, The shell). The time of the
 * last reload is kept in sessionStorage, so it survives the reload it guards against and a page whose
 * chunks are really gone does not reload in a loop.
 */

export const CHUNK_RELOAD_STORAGE_KEY = 'glans:chunk-reload-at';

/** Messages browsers and bundlers (webpack, Turbopack, Vite-style dynamic import) give a failed chunk. */
const CHUNK_ERROR_PATTERNS = [
  /loading (css )?chunk [\w/.-]+ failed/i,
  /failed to load chunk/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** True when `error` is (or wraps) a chunk-load failure. */
export function isChunkLoadError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    if (typeof current === 'object') {
      const { name, message, cause } = current as { name?: unknown; message?: unknown; cause?: unknown };
      if (name === 'ChunkLoadError') return true;
      if (typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message))) return true;
      current = cause;
    } else {
      return typeof current === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(current as string));
    }
  }
  return false;
}

/** The storage the guard needs: sessionStorage in the browser, a map in tests. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ReloadGuardOptions {
  storage?: GuardStorage | null;
  now?: number;
  reload?: () => void;
  /** Offline, a reload could only show the browser's error page: the failure is expected then. */
  online?: boolean;
}

function sessionStore(): GuardStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings)
  }
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Reloads once per guard window: true when it reloaded. Without storage it does not reload at all, since
 * nothing could stop a loop; offline it does not either.
 */
export function reloadOncePerWindow({ storage = sessionStore(), now = Date.now(), reload = () => window.location.reload(), online = browserOnline() }: ReloadGuardOptions = {}): boolean {
  if (!storage || !online) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Reloads (guarded) when `error` is a chunk-load failure; true when it reloaded. */
export function reloadOnChunkError(error: unknown, options?: ReloadGuardOptions): boolean {
  return isChunkLoadError(error) ? reloadOncePerWindow(options) : false;
}

/**
 * True when a failed `<script>` or stylesheet element is one of the app's own chunks (not a preload or
 * prefetch hint, whose failure costs nothing).
 */
export function isChunkElement(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  const stylesheet = target.tagName === 'LINK' && target.getAttribute('rel') === 'stylesheet';
  const url = target.tagName === 'SCRIPT' ? target.getAttribute('src') : stylesheet ? target.getAttribute('href') : null;
  return typeof url === 'string' && url.includes('/_next/static/');
}
