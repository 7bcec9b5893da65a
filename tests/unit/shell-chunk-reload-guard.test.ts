// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkElement, isChunkLoadError, reloadOnChunkError, reloadOncePerWindow, type GuardStorage } from '@/lib/browser/chunk-reload-guard';

function memoryStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function chunkError(message = 'Loading chunk 123 failed.'): Error {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    ['a webpack ChunkLoadError', chunkError()],
    ['a CSS chunk message', new Error('Loading CSS chunk app/page failed')],
    ['Turbopack', new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1234')],
    ['a failed dynamic import (Chromium)', new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js')],
    ['a failed dynamic import (Firefox)', new TypeError('error loading dynamically imported module')],
    ['a failed module script (Safari)', new TypeError('Importing a module script failed.')],
    ['a wrapped one (cause)', new Error('render failed', { cause: chunkError() })],
    ['a plain message', 'Loading chunk 7 failed.'],
  ])('recognises %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a network error', new TypeError('Failed to fetch')],
    ['nothing', undefined],
    ['null', null],
  ])('ignores %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadOncePerWindow (one reload at most once per 60 seconds)', () => {
  it('two failures within the guard window reload once', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const start = 1_700_000_000_000;
    expect(reloadOnChunkError(chunkError(), { storage, reload, now: start })).toBe(true);
    expect(reloadOnChunkError(chunkError(), { storage, reload, now: start + 30_000 })).toBe(false);
    expect(reloadOnChunkError(chunkError(), { storage, reload, now: start + CHUNK_RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(start));
  });

  it('reloads again once the window has passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const start = 1_700_000_000_000;
    reloadOncePerWindow({ storage, reload, now: start });
    expect(reloadOncePerWindow({ storage, reload, now: start + CHUNK_RELOAD_GUARD_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the guard in sessionStorage by default, so it survives the reload', () => {
    window.sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadOncePerWindow({ reload, now: 5_000_000 })).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('5000000');
    expect(reloadOncePerWindow({ reload, now: 5_000_000 + 1_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload without storage, or when storage throws (nothing could stop a loop)', () => {
    const reload = vi.fn();
    expect(reloadOncePerWindow({ storage: null, reload })).toBe(false);
    const broken: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOncePerWindow({ storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while offline (the failure is expected, a reload would show the browser’s error page)', () => {
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError(), { storage: memoryStorage(), reload, online: false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnChunkError(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores an unreadable or future timestamp', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, 'garbage');
    expect(reloadOncePerWindow({ storage, reload, now: 10_000 })).toBe(true);
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(10_000_000));
    expect(reloadOncePerWindow({ storage, reload, now: 20_000 })).toBe(true);
  });
});

describe('isChunkElement', () => {
  it('is true for the app’s own script and stylesheet chunks only', () => {
    const script = document.createElement('script');
    script.setAttribute('src', '/_next/static/chunks/app-page.js');
    const style = document.createElement('link');
    style.setAttribute('rel', 'stylesheet');
    style.setAttribute('href', '/_next/static/css/app.css');
    const preload = document.createElement('link');
    preload.setAttribute('rel', 'preload');
    preload.setAttribute('href', '/_next/static/chunks/next.js');
    const other = document.createElement('script');
    other.setAttribute('src', 'https://cdn.example/tracker.js');
    expect(isChunkElement(script)).toBe(true);
    expect(isChunkElement(style)).toBe(true);
    expect(isChunkElement(other)).toBe(false);
    expect(isChunkElement(preload)).toBe(false);
    expect(isChunkElement(document.createElement('img'))).toBe(false);
    expect(isChunkElement(window)).toBe(false);
  });
});
