import { describe, expect, it } from 'vitest';
import { LruCache } from '../../services/search/lru-cache';

/** The cache of text matches: bounded by entries and by total weight, least recently used out first. */
describe('LRU cache', () => {
  it('drops the least recently used entry past its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });

  it('keeps the total weight under its bound and skips values heavier than the bound', () => {
    const cache = new LruCache<string, number[]>(10, 5, (value) => value.length);
    cache.set('a', [1, 2, 3]);
    cache.set('b', [1, 2]);
    cache.set('c', [1]);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('huge', [1, 2, 3, 4, 5, 6]);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
