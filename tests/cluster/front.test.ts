import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_TOKEN } from '../../lib/config';
import type { Cluster } from '../../services/launcher/cluster';
import { CLUSTER_TEST_DATA_DIR, startTestCluster } from './cluster-stack';
import { ARTICLE, draftModeCookie, header, pidListeningOn, publishArticleHeader, signal, sleep, warm } from './front-helpers';
import { rawGet } from './raw-http';

/**
 * The front (deploy/nginx/glans.conf) on the real cluster: a hung instance under load, freshness of a
 * publish through nginx's page cache, draft answers, one-off addresses. The content service's outage is front-outage.test.ts.
 * One cluster start for this file.
 */

const CATEGORY = '/ringar/';

let cluster: Cluster;
let base: string;

beforeAll(async () => {
  cluster = await startTestCluster();
  base = cluster.url;
  await warm(cluster, [CATEGORY, ARTICLE.path]);
}, 1_800_000);

afterAll(async () => {
  await cluster?.stop();
});

/** Every file under a folder, counted (nginx's cache holds one file per stored answer). */
function filesUnder(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) count += entry.isDirectory() ? filesUnder(join(dir, entry.name)) : 1;
  return count;
}

describe('an instance hangs under load', () => {
  it('keeps every request under 3 s and answers none with a 5xx while one instance is stopped for 8 s', async () => {
    const [victim] = cluster.storefronts;
    const pid = pidListeningOn(victim!.port);
    let counter = 0;
    const run = autocannon({
      url: `${base}${CATEGORY}`,
      connections: 8,
      duration: 14,
      timeout: 20,
      // Half the requests miss nginx's cache (an address of their own, asked for once), so they reach the
      // instances; the other half are the category page, which nginx asks for again each second.
      requests: [{ setupRequest: (request) => ({ ...request, path: counter++ % 2 === 0 ? `${CATEGORY}?hang=${counter}` : CATEGORY }) }],
    });
    const stop = setTimeout(() => signal(pid, 'SIGSTOP'), 2_000);
    const resume = setTimeout(() => signal(pid, 'SIGCONT'), 10_000);
    let result: autocannon.Result;
    try {
      result = await run;
    } finally {
      clearTimeout(stop);
      clearTimeout(resume);
      signal(pid, 'SIGCONT');
    }
    console.log(
      `[front] 8 s SIGSTOP of one instance: ${result.requests.total} requests, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, non-2xx ${result.non2xx}`,
    );
    expect(result.requests.total).toBeGreaterThan(100);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.latency.max).toBeLessThanOrEqual(3_000);
  }, 60_000);
});

describe('freshness', () => {
  it('gives the first visit after the webhook has answered the published page, through nginx, while others keep asking for it', async () => {
    // The page is stored by nginx (asked for twice) and asked for again and again while the publish is made,
    // so nginx keeps storing the page from before it until the expiry.
    for (let round = 0; round < 3; round += 1) expect((await rawGet(`${base}${ARTICLE.path}`)).status).toBe(200);
    expect(header(await rawGet(`${base}${ARTICLE.path}`), 'x-cache-status')).toBe('HIT');
    let publishing = true;
    const visits: { startedAt: number; body: string; cache: string }[] = [];
    const visitors = Array.from({ length: 3 }, async () => {
      while (publishing) {
        const startedAt = Date.now();
        const answer = await rawGet(`${base}${ARTICLE.path}`);
        visits.push({ startedAt, body: answer.body.toString('utf8'), cache: header(answer, 'x-cache-status') });
      }
    });
    const published = `Publicerad ${Date.now()}`;
    let answeredAt = 0;
    let first: Awaited<ReturnType<typeof rawGet>>;
    try {
      const publish = await publishArticleHeader(cluster, published);
      answeredAt = Date.now();
      expect(publish.webhook).toMatchObject({ delivered: true, status: 200 });
      first = await rawGet(`${base}${ARTICLE.path}`);
      await sleep(1_500);
    } finally {
      publishing = false;
      await Promise.all(visitors);
    }
    const after = visits.filter((visit) => visit.startedAt >= answeredAt);
    const before = visits.filter((visit) => visit.startedAt < answeredAt);
    console.log(
      `[front] publish under visits: ${before.length} visits before the webhook's answer (${before.filter((visit) => visit.cache === 'HIT').length} HIT), ${after.length} after, ${after.filter((visit) => !visit.body.includes(published)).length} of them with the page from before`,
    );
    expect(first!.status).toBe(200);
    expect(first!.body.toString('utf8'), `X-Cache-Status ${header(first!, 'x-cache-status')}`).toContain(published);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((visit) => !visit.body.includes(published)).map((visit) => visit.cache)).toEqual([]);
  }, 60_000);
});

describe('draft mode', () => {
  it('keeps a draft answer private and uncacheable through nginx', async () => {
    const cookie = await draftModeCookie(base);
    for (let round = 0; round < 2; round += 1) {
      const drafted = await rawGet(`${base}${ARTICLE.path}`, { cookie });
      expect(drafted.status).toBe(200);
      expect(header(drafted, 'x-cache-status')).toBe('BYPASS');
      const cacheControl = header(drafted, 'cache-control');
      expect(cacheControl).toContain('private');
      expect(cacheControl).toContain('no-store');
      expect(cacheControl).not.toMatch(/public|s-maxage/);
    }
  });
});

describe('one-off addresses', () => {
  it('stores none of 1,000 made-up query strings, and the category page stays in the cache', async () => {
    const cacheDir = join(CLUSTER_TEST_DATA_DIR, 'nginx', 'cache');
    for (let round = 0; round < 2; round += 1) await rawGet(`${base}${CATEGORY}`);
    const before = filesUnder(cacheDir);
    let sent = 0;
    const made = Array.from({ length: 1_000 }, (_, index) => `${CATEGORY}?utm_campaign=${Date.now().toString(36)}-${index}`);
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        for (let path = made.pop(); path !== undefined; path = made.pop()) {
          expect((await rawGet(`${base}${path}`)).status).toBe(200);
          sent += 1;
        }
      }),
    );
    expect(sent).toBe(1_000);
    const after = filesUnder(cacheDir);
    console.log(`[front] nginx's page cache: ${before} files before 1,000 one-off addresses, ${after} after`);
    expect(after - before).toBeLessThan(10);
    const again = [await rawGet(`${base}${CATEGORY}`), await rawGet(`${base}${CATEGORY}`)];
    expect(again.map((answer) => header(answer, 'x-cache-status'))).toContain('HIT');
  }, 120_000);
});

describe('live preview through the front', () => {
  it("names channels on the shop's own origin and streams them through nginx, unbuffered", async () => {
    const registration = await fetch(`${cluster.config.content.url.replace(/\/+$/, '')}/listen`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`, 'content-type': 'application/json', 'x-include-drafts': 'true' },
      body: JSON.stringify({ query: '{ _site { globalSeo { siteName } } }' }),
    });
    expect(registration.status).toBe(200);
    const { url } = (await registration.json()) as { url: string };
    expect(url.startsWith(`${base}/content-listen/`)).toBe(true);
    const channel = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    expect(channel.status).toBe(200);
    expect(channel.headers.get('content-type')).toContain('text/event-stream');
    // The first update arrives while the stream stays open: nginx passes it on at once.
    const reader = channel.body!.getReader();
    let received = '';
    while (!received.includes('event: update')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    expect(received).toContain('event: update');
    await reader.cancel();
  });
});
