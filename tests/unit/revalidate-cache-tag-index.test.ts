import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalCacheTagIndex } from '@/lib/content/cache-tag-store-local';
import { CONTENT_TAG, parseCacheTagsHeader, QUERY_TAG_PREFIX, queryTag } from '@/lib/content/cache-tags';

const folder = mkdtempSync(join(tmpdir(), 'glans-cache-tags-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('queryTag', () => {
  it('is stable for the same request and differs for another body, endpoint or environment', () => {
    const a = queryTag('http://content/', undefined, '{"query":"{ a }"}');
    expect(a).toBe(queryTag('http://content/', undefined, '{"query":"{ a }"}'));
    expect(a.startsWith(QUERY_TAG_PREFIX)).toBe(true);
    expect(a.length).toBeLessThanOrEqual(64);
    expect(queryTag('http://content/', undefined, '{"query":"{ b }"}')).not.toBe(a);
    expect(queryTag('http://other/', undefined, '{"query":"{ a }"}')).not.toBe(a);
    expect(queryTag('http://content/', 'sandbox', '{"query":"{ a }"}')).not.toBe(a);
  });
});

describe('parseCacheTagsHeader', () => {
  it('splits on white space, drops duplicates and over-long tags', () => {
    expect(parseCacheTagsHeader('model:a  record:1 record:1\nN*r;L')).toEqual(['model:a', 'record:1', 'N*r;L']);
    expect(parseCacheTagsHeader(`ok ${'x'.repeat(257)}`)).toEqual(['ok']);
    expect(parseCacheTagsHeader(null)).toEqual([]);
  });
});

describe('LocalCacheTagIndex (the index without Redis)', () => {
  it('finds the queries that carried any of the given tags, across instances (processes) sharing the file', async () => {
    const file = join(folder, 'a', 'index.jsonl');
    const build = new LocalCacheTagIndex(file);
    await build.remember('q:home', ['model:front_page', 'record:1']);
    await build.remember('q:article', ['model:blog_article']);
    const server = new LocalCacheTagIndex(file);
    await server.remember('q:listing', ['model:blog_article', 'record:2']);
    expect(await server.queriesFor(['model:blog_article'])).toEqual(['q:article', 'q:listing']);
    expect(await build.queriesFor(['record:1', 'record:2'])).toEqual(['q:home', 'q:listing']);
    expect(await build.queriesFor(['record:3'])).toEqual([]);
  });

  it('writes only what is new, and keeps the union of what a query ever carried', async () => {
    const file = join(folder, 'b.jsonl');
    const index = new LocalCacheTagIndex(file);
    await index.remember('q:x', ['t1', 't2']);
    await index.remember('q:x', ['t2', 't1']);
    await index.remember('q:x', ['t3']);
    await index.remember('q:y', []);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    await index.remember('q:x', ['t1'], Math.floor(Date.now() / 1000) + 10);
    expect(readFileSync(file, 'utf8').trim().split('\n'), 'an earlier expiry is no news').toHaveLength(2);
    expect(await new LocalCacheTagIndex(file).queriesFor(['t1'])).toEqual(['q:x']);
    expect(await new LocalCacheTagIndex(file).queriesFor(['t3'])).toEqual(['q:x']);
  });

  it('skips a torn or foreign line', async () => {
    const file = join(folder, 'c.jsonl');
    await new LocalCacheTagIndex(file).remember('q:ok', ['t']);
    appendFileSync(file, '{"q":"q:torn","t":["t"\n{"other":1}\n');
    expect(await new LocalCacheTagIndex(file).queriesFor(['t'])).toEqual(['q:ok']);
  });

  it('answers nothing, without throwing, when there is no file yet', async () => {
    expect(await new LocalCacheTagIndex(join(folder, 'missing.jsonl')).queriesFor(['t'])).toEqual([]);
  });

  it('forgets what is revalidated, everything for the content tag, and names only answers not yet expired', async () => {
    const file = join(folder, 'd.jsonl');
    const index = new LocalCacheTagIndex(file);
    const now = Math.floor(Date.now() / 1000);
    await index.remember('q:a', ['t1', 't2']);
    await index.remember('q:b', ['t2']);
    await index.remember('q:old', ['t2'], now - 1);
    expect(await index.queriesFor(['t2'])).toEqual(['q:a', 'q:b']);
    await index.forget(['q:a']);
    // Another copy of the module (another route, or a restart) reads the same.
    expect(await new LocalCacheTagIndex(file).queriesFor(['t1', 't2'])).toEqual(['q:b']);
    await index.forget([CONTENT_TAG]);
    expect(await new LocalCacheTagIndex(file).queriesFor(['t2'])).toEqual([]);
    expect(await index.size()).toBe(0);
  });

  it('past its bound it drops nothing silently: the next webhook revalidates all content, then it starts empty', async () => {
    const file = join(folder, 'e.jsonl');
    const index = new LocalCacheTagIndex(file, 3);
    for (const query of ['q:1', 'q:2', 'q:3', 'q:4']) await index.remember(query, ['t']);
    expect(await index.size()).toBe(3);
    expect(await index.queriesFor(['other'])).toEqual([CONTENT_TAG]);
    expect(await new LocalCacheTagIndex(file, 3).queriesFor(['t'])).toEqual([CONTENT_TAG]);
    await index.forget([CONTENT_TAG]);
    await index.remember('q:5', ['t']);
    expect(await index.queriesFor(['t'])).toEqual(['q:5']);
  });

  it('caches 10,000 distinct queries, revalidates them, and is back near its size before', async () => {
    const file = join(folder, 'f.jsonl');
    const index = new LocalCacheTagIndex(file);
    for (let i = 0; i < 20; i += 1) await index.remember(`q:page-${i}`, ['model:front_page', `record:${i}`]);
    const before = { queries: await index.size(), bytes: statSync(file).size };
    const queries = Array.from({ length: 10_000 }, (_, i) => `q:search-${i}`);
    for (const [i, query] of queries.entries()) await index.remember(query, ['model:product', `record:p${i}`]);
    expect(await index.size()).toBe(10_020);
    const revalidated = await index.queriesFor(['model:product']);
    expect(revalidated).toHaveLength(10_000);
    await index.forget(revalidated);
    expect(await index.size()).toBe(before.queries);
    expect(statSync(file).size, 'the file is rewritten without what was forgotten').toBeLessThan(before.bytes * 2);
    expect(await new LocalCacheTagIndex(file).queriesFor(['model:front_page'])).toHaveLength(20);
  });
});
