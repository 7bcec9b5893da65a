import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type RedisServer } from '../../services/launcher/redis';
import { CLUSTER_TEST_PORT, CLUSTER_TEST_PORT_BASE } from './cluster-stack';

/**
 * The storefront's side of the shared Redis, on a real `redis-server` (services/launcher/redis.ts): the
 * content cache-tag index shared by instances, and what the storefront's connection does when Redis stops
 * and comes back (lib/shared-cache/redis-client.mjs). Its own Redis, one port above the cluster test's.
 */

// A Redis of its own, on a port of the cluster tests' range that the cluster leaves free.
const port = CLUSTER_TEST_PORT_BASE + 19;
const dataDir = `.data/cluster-test-${CLUSTER_TEST_PORT}/redis-index`;
const url = `redis://127.0.0.1:${port}`;
process.env.REDIS_URL = url;
const { sharedRedis } = await import('../../lib/shared-cache/redis-client.mjs');
const { CacheTagIndexUnavailableError, RedisCacheTagIndex, cacheTagIndex } = await import('../../lib/content/cache-tags');
const { POST } = await import('../../app/api/revalidate/route');

let redis: RedisServer | undefined;
const errors = vi.spyOn(console, 'error');
const infos = vi.spyOn(console, 'log');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(50);
  }
  return condition();
}

function webhook(tags: string[]): Promise<Response> {
  const body = { entity_type: 'cda_cache_tags', event_type: 'invalidate', entity: { attributes: { tags } } };
  return POST(
    new Request('http://localhost/api/revalidate/', {
      method: 'POST',
      headers: { authorization: 'Bearer glans-local-revalidate-secret', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

beforeAll(async () => {
  redis = await startRedis({ dataDir, port, log: () => {} });
});

afterAll(async () => {
  sharedRedis()?.destroy();
  await redis?.stop();
});

describe('startRedis', () => {
  it('runs redis-server in the foreground on loopback, stops it, and starts it again on the same port', async () => {
    const other = await startRedis({ dataDir, port: port + 1, log: () => {} });
    expect(other.url).toBe(`redis://127.0.0.1:${port + 1}`);
    await expect(startRedis({ dataDir, port: port + 1, log: () => {} })).rejects.toThrow(/already answers/);
    await other.stop();
    expect(await other.exited).toBe(0);
    await other.stop();
    const again = await startRedis({ dataDir, port: port + 1, log: () => {} });
    const client = createClient({ url: again.url });
    await client.connect();
    expect(await client.ping()).toBe('PONG');
    client.destroy();
    await again.stop();
  });
});

describe('the content cache-tag index in Redis', () => {
  it('is the index of every instance: what one remembers, another finds', async () => {
    const client = sharedRedis()!;
    expect(await until(() => client.isReady, 5_000)).toBe(true);
    expect(cacheTagIndex()).toBeInstanceOf(RedisCacheTagIndex);
    const prefix = `test:${Date.now()}:`;
    const one = new RedisCacheTagIndex(client, prefix);
    const otherClient = createClient({ url });
    await otherClient.connect();
    const other = new RedisCacheTagIndex(otherClient, prefix);
    await one.remember('content:q:home', ['model:front_page', 'record:1']);
    await other.remember('content:q:listing', ['model:blog_article', 'record:2']);
    await other.remember('content:q:article', ['model:blog_article']);
    expect(await one.queriesFor(['model:blog_article'])).toEqual(['content:q:article', 'content:q:listing']);
    expect(await other.queriesFor(['record:1', 'record:2'])).toEqual(['content:q:home', 'content:q:listing']);
    expect(await one.queriesFor(['record:3'])).toEqual([]);
    otherClient.destroy();
    // The webhook finds nothing to revalidate for a tag no query carried.
    const answer = await webhook(['record:never-cached']);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ revalidated: 0 });
  });

  it('with Redis stopped: remembering is skipped, the webhook answers 503, the outage is logged once; all works again when Redis is back', async () => {
    const client = sharedRedis()!;
    const index = cacheTagIndex();
    errors.mockClear();
    infos.mockClear();
    await redis!.stop();
    expect(await until(() => !client.isReady, 5_000)).toBe(true);
    await index.remember('content:q:during-outage', ['record:9']);
    await expect(index.queriesFor(['record:9'])).rejects.toBeInstanceOf(CacheTagIndexUnavailableError);
    const answer = await webhook(['record:9']);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBeTruthy();
    expect(((await answer.json()) as { error: string }).error).toMatch(/unavailable/);
    // Several reconnection attempts fail meanwhile (every 2 s at most), and more webhooks: one log line.
    await sleep(5_000);
    await webhook(['record:9']);
    const reports = errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('[shared-cache]'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(url);

    redis = await startRedis({ dataDir, port, log: () => {} });
    expect(await until(() => client.isReady, 10_000), 'reconnects by itself').toBe(true);
    await index.remember('content:q:after', ['record:9']);
    expect(await index.queriesFor(['record:9'])).toEqual(['content:q:after']);
    expect(infos.mock.calls.some((call) => String(call[0]).includes('answers again'))).toBe(true);
  });
});
