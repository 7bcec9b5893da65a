import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_ADMIN_TOKEN } from '../../lib/config';
import type { Cluster, ClusterProcess } from '../../services/launcher/cluster';
import { startTestCluster, storefrontConnections, waitForCacheEntry } from './cluster-stack';

/**
 * One shared cache (issue 23, sections 2 and 5): two storefront instances (`next start`) on one build share
 * Next's cache and the content cache-tag index in one Redis. A page one instance rendered is served from the
 * shared cache by the other; a publish, whose webhook reaches one instance, shows on both within 5 s; with
 * Redis stopped, pages still answer, and the shared cache is used again once it is back, without a restart.
 */

let cluster: Cluster;
let a: ClusterProcess;
let b: ClusterProcess;
let products: string[] = [];
/** Products no instance has asked for yet (each test takes its own). */
const unvisited = () => {
  const path = products.shift();
  if (!path) throw new Error('No unvisited product left');
  return path;
};

interface Page {
  status: number;
  cache: string | null;
  heading: string;
  ms: number;
}

async function get(storefront: ClusterProcess, path: string): Promise<Page> {
  const started = performance.now();
  const response = await fetch(new URL(path, storefront.url), { signal: AbortSignal.timeout(15_000) });
  const html = await response.text();
  const heading = (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), heading, ms: performance.now() - started };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  cluster = await startTestCluster();
  [a, b] = cluster.storefronts as [ClusterProcess, ClusterProcess];
  const sitemap = await (await fetch(`${a.url}/sitemap.xml`)).text();
  // Product families (priority 0.6); none is prerendered, so none is cached before a test asks for it.
  products = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1] ?? '')
    .filter((block) => block.includes('<priority>0.6</priority>'))
    .map((block) => new URL(/<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '/').pathname)
    .slice(-10);
}, 20 * 60_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

describe('the shared cache (REDIS_URL)', () => {
  it('serves a page rendered by one instance from the shared cache on the other instance’s first request for it', async () => {
    const path = unvisited();
    const first = await get(a, path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(await waitForCacheEntry(cluster, path), 'the page is in Redis').toBe(true);
    const onB = await get(b, path);
    expect(onB.status).toBe(200);
    expect(onB.cache, 'the other instance’s first answer comes from the shared cache').toBe('HIT');
    expect(onB.heading).toBe(first.heading);
  });

  it('shows a publish through the editor API on both instances within 5 s (the webhook reaches one of them)', async () => {
    const content = cluster.config.content.url;
    const admin = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${content}${path}`, {
        method,
        headers: { authorization: `Bearer ${LOCAL_CONTENT_ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}`).toBe(200);
      return (await response.json()) as T;
    };
    const slug = 'sa-skoter-du-dina-silversmycken';
    const path = `/blogg/${slug}/`;
    const { records } = await admin<{ records: { id: string }[] }>('GET', `/admin/records?model=blog_article&slug=${slug}`);
    const id = records[0]!.id;
    // Both instances have the article cached (an earlier run may have published another heading).
    const before = await get(a, path);
    expect(before.status).toBe(200);
    expect((await get(b, path)).heading).toBe(before.heading);
    expect((await get(a, path)).cache).toBe('HIT');

    const heading = `Så sköter du silver (${Date.now()})`;
    await admin('POST', `/admin/records/${id}/draft`, { fields: { header: heading } });
    expect((await get(b, path)).heading, 'a draft is not public').toBe(before.heading);
    const published = performance.now();
    const result = await admin<{ webhook?: { delivered: boolean; url: string } }>('POST', `/admin/records/${id}/publish`);
    // The webhook reaches one instance through nginx, as a CMS's webhook reaches one behind a load balancer.
    expect(result.webhook).toMatchObject({ delivered: true, url: `${cluster.url}/api/revalidate/` });
    const seenAfter: Record<string, number> = {};
    while (Object.keys(seenAfter).length < 2 && performance.now() - published < 5_000) {
      for (const storefront of [a, b]) {
        if (seenAfter[storefront.name] !== undefined) continue;
        const page = await get(storefront, path);
        expect(page.status).toBe(200);
        if (page.heading === heading) seenAfter[storefront.name] = Math.round(performance.now() - published);
      }
      await sleep(100);
    }
    expect(seenAfter, 'both instances show the published heading within 5 s').toEqual({
      [a.name]: expect.any(Number),
      [b.name]: expect.any(Number),
    });
  });

  it('keeps answering while Redis is stopped, logs that at most once a minute, and shares the cache again once Redis is back', async () => {
    const cached = unvisited();
    await get(a, cached);
    expect(await waitForCacheEntry(cluster, cached)).toBe(true);

    const uncached = [unvisited(), unvisited(), unvisited()];
    const down = Date.now();
    await cluster.redis.stop();
    // Long enough for the clients' reconnection attempts (every 2 s at most) to fail several times.
    for (let round = 0; round < 3; round += 1) {
      for (const storefront of [a, b]) {
        for (const path of ['/', cached, uncached[round]!]) {
          const page = await get(storefront, path);
          expect(page.status, `${storefront.name} ${path} with Redis down`).toBe(200);
          expect(page.ms, `${storefront.name} ${path} does not wait for Redis`).toBeLessThan(5_000);
        }
      }
      await sleep(2_000);
    }
    for (const storefront of [a, b]) {
      const reports = storefront.output.filter((line) => line.at >= down && /\[shared-cache\].*Redis/.test(line.text));
      expect(
        reports.map((line) => line.text),
        `${storefront.name} reports the outage once`,
      ).toHaveLength(1);
    }

    await cluster.redis.start();
    const deadline = Date.now() + 15_000;
    while ((await storefrontConnections(cluster)) < 2 && Date.now() < deadline) await sleep(200);
    expect(await storefrontConnections(cluster), 'both instances reconnected by themselves').toBe(2);
    const path = unvisited();
    expect((await get(a, path)).cache).toBe('MISS');
    expect(await waitForCacheEntry(cluster, path), 'the page is in the new Redis').toBe(true);
    expect((await get(b, path)).cache, 'the other instance reads it from the shared cache again').toBe('HIT');
    for (const storefront of [a, b]) expect(storefront.output.some((line) => line.at >= down && /answers again/.test(line.text))).toBe(true);
  });
});
