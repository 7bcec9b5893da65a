import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileCacheTagIndex, parseCacheTagsHeader, QUERY_TAG_PREFIX, queryTag } from '@/lib/content/cache-tags';

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

describe('FileCacheTagIndex', () => {
  it('finds the queries that carried any of the given tags, across instances (processes) sharing the file', async () => {
    const file = join(folder, 'a', 'index.jsonl');
    const build = new FileCacheTagIndex(file);
    await build.remember('q:home', ['model:front_page', 'record:1']);
    await build.remember('q:article', ['model:blog_article']);
    const server = new FileCacheTagIndex(file);
    await server.remember('q:listing', ['model:blog_article', 'record:2']);
    expect(await server.queriesFor(['model:blog_article'])).toEqual(['q:article', 'q:listing']);
    expect(await build.queriesFor(['record:1', 'record:2'])).toEqual(['q:home', 'q:listing']);
    expect(await build.queriesFor(['record:3'])).toEqual([]);
  });

  it('writes only what is new, and keeps the union of what a query ever carried', async () => {
    const file = join(folder, 'b.jsonl');
    const index = new FileCacheTagIndex(file);
    await index.remember('q:x', ['t1', 't2']);
    await index.remember('q:x', ['t2', 't1']);
    await index.remember('q:x', ['t3']);
    await index.remember('q:y', []);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(await new FileCacheTagIndex(file).queriesFor(['t1'])).toEqual(['q:x']);
    expect(await new FileCacheTagIndex(file).queriesFor(['t3'])).toEqual(['q:x']);
  });

  it('skips a torn or foreign line', async () => {
    const file = join(folder, 'c.jsonl');
    await new FileCacheTagIndex(file).remember('q:ok', ['t']);
    appendFileSync(file, '{"q":"q:torn","t":["t"\n{"other":1}\n');
    expect(await new FileCacheTagIndex(file).queriesFor(['t'])).toEqual(['q:ok']);
  });

  it('answers nothing, without throwing, when there is no file yet', async () => {
    expect(await new FileCacheTagIndex(join(folder, 'missing.jsonl')).queriesFor(['t'])).toEqual([]);
  });
});
