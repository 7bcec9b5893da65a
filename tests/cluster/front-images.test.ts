import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../services/launcher/cluster';
import { firstScreenImages } from '../../services/launcher/predraw';
import { startTestCluster } from './cluster-stack';
import { describeLoad, resume, sleep, startLoad, waitUntil, type LoadRecord } from './fault-helpers';
import { pidListeningOn, productPaths, signal, warm } from './front-helpers';
import { readTimeouts } from './nginx-settings';
import { rawGet } from './raw-http';

/**
 * Next's image optimiser through the front (glans.conf's `location /_next/image`) while a storefront
 * instance hangs (SIGSTOP) and while one dies (SIGKILL), under a steady load of image and page requests
 * through nginx: what a shopper meets, against bounds that follow from the configured read timeouts. One
 * cluster start for the file; the instance that hung is the one left alone when the other is killed, so
 * the second test also shows that nginx sends requests to it again after its return.
 */

const CATEGORY = '/ringar/';
/** What Chromium sends for an <img>: the optimiser answers WebP (next.config.ts). */
const ACCEPT_IMAGES = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** A hang longer than the image read timeout, so requests caught on the hung instance time out there. */
const HANG_MS = 8_000;
/**
 * What the instance that answers in the hung one's place may take on the shared, loaded machine: a cached
 * image or page comes from the shared cache in milliseconds when the machine is idle.
 */
const ANSWER_ALLOWANCE_MS = 2_000;

const timeouts = readTimeouts();
let cluster: Cluster;
let images: string[] = [];

beforeAll(async () => {
  cluster = await startTestCluster();
  // Asked of an instance itself, without nginx's read timeout: a fresh cluster renders each page on its
  // first request, which may take longer than that on a loaded machine.
  const first = cluster.storefronts[0]!.url;
  const pages = [CATEGORY, ...(await productPaths(first)).slice(0, 3)];
  await warm(cluster, pages);
  const found = new Set<string>();
  for (const path of pages) {
    const page = await rawGet(`${first}${path}`);
    expect(page.status, path).toBe(200);
    for (const url of firstScreenImages(page.body.toString('utf8'), `${first}${path}`)) {
      const { pathname, search } = new URL(url);
      if (pathname.startsWith('/_next/image')) found.add(`${pathname}${search}`);
    }
  }
  images = [...found].slice(0, 12);
  expect(images.length, 'first-screen images served by the optimiser').toBeGreaterThanOrEqual(4);
  // Drawn once (a first drawing takes seconds here), then kept in the cache the instances share; each
  // instance is asked for each image itself, so no first drawing happens under the fault.
  for (const instance of cluster.storefronts) {
    for (const path of images) {
      let status = 0;
      for (let attempt = 0; attempt < 5 && status !== 200; attempt += 1) {
        if (attempt > 0) await sleep(1_000);
        status = (await rawGet(`${instance.url}${path}`, { accept: ACCEPT_IMAGES })).status;
      }
      expect(status, `${instance.name} ${path}`).toBe(200);
    }
  }
}, 1_800_000);

afterAll(async () => {
  await cluster?.stop();
});

/** Through nginx: half the requests images, a quarter the category page, a quarter a page address of its own. */
function shopperLoad() {
  return startLoad({
    baseUrl: cluster.url,
    connections: 8,
    timeoutMs: 30_000,
    next: (n) => {
      if (n % 4 === 0) return { path: `${CATEGORY}?images-fault=${n}` };
      if (n % 4 === 1) return { path: CATEGORY };
      return { path: images[n % images.length]!, headers: { accept: ACCEPT_IMAGES } };
    },
  });
}

const isImage = (record: LoadRecord) => record.request.path.startsWith('/_next/image');

function percentile(sorted: number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** The figures the docs record: requests, statuses, p50/p99/max latency, and how many waited past the page timeout. */
function figures(records: LoadRecord[]): string {
  const statuses = new Map<number, number>();
  for (const record of records) statuses.set(record.status, (statuses.get(record.status) ?? 0) + 1);
  const ms = records.map((record) => record.ms).sort((a, b) => a - b);
  const waited = records.filter((record) => record.ms > timeouts.pageMs).length;
  return `${records.length} requests (${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}), p50 ${percentile(ms, 0.5)} ms, p99 ${percentile(ms, 0.99)} ms, max ${ms.at(-1) ?? 0} ms, ${waited} over ${timeouts.pageMs} ms`;
}

/** Asks an instance itself (not through nginx) until it answers its health path. */
function answersHealth(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
    (answer) => answer.ok,
    () => false,
  );
}

function expectShopperMet(records: LoadRecord[], what: string): void {
  const imageRecords = records.filter(isImage);
  const pageRecords = records.filter((record) => !isImage(record));
  console.log(`[front-images] ${what}: images ${figures(imageRecords)}; pages ${figures(pageRecords)}`);
  expect(imageRecords.length).toBeGreaterThan(50);
  expect(pageRecords.length).toBeGreaterThan(20);
  // No 5xx, no error, no unanswered request reaches a shopper: each one caught on the failed instance is
  // tried again on the other (an idempotent GET: proxy_next_upstream error timeout).
  expect(
    records.filter((record) => record.status !== 200),
    describeLoad(records),
  ).toEqual([]);
  // An image waits at most its read timeout on the failed instance, then the other instance's answer; a
  // page the same with the page read timeout.
  const slowestImage = Math.max(...imageRecords.map((record) => record.ms));
  const slowestPage = Math.max(...pageRecords.map((record) => record.ms));
  expect(slowestImage, describeLoad(imageRecords)).toBeLessThanOrEqual(timeouts.imageMs + ANSWER_ALLOWANCE_MS);
  expect(slowestPage, describeLoad(pageRecords)).toBeLessThanOrEqual(timeouts.pageMs + ANSWER_ALLOWANCE_MS);
}

describe('images through the front while an instance fails', () => {
  it('keeps answering images and pages 200 within the read timeouts while one instance hangs, and uses it again once it is back', async () => {
    const victim = cluster.storefronts[0]!;
    const pid = pidListeningOn(victim.port);
    const load = shopperLoad();
    await sleep(2_000);
    const stoppedAt = Date.now();
    signal(pid, 'SIGSTOP');
    let back: number;
    try {
      await sleep(HANG_MS);
    } finally {
      // The launcher may have killed it meanwhile (its health probe): then there is nothing to resume.
      resume(pid);
    }
    try {
      back = await waitUntil(() => answersHealth(victim.url), 60_000, 'the stopped instance answers again', 250);
      await sleep(2_000);
    } finally {
      await load.stop();
    }
    const caught = load.records.filter((record) => record.startedAt >= stoppedAt && record.ms > timeouts.pageMs);
    console.log(
      `[front-images] ${HANG_MS} ms SIGSTOP: the instance answered its health path again ${back} ms after SIGCONT (${victim.hungKills} kill(s) by the launcher's health probe); ${caught.length} request(s) started after the stop took longer than the page read timeout`,
    );
    expectShopperMet(load.records, `${HANG_MS} ms SIGSTOP of one instance`);
  }, 180_000);

  it('keeps answering images and pages 200 while the other instance is killed, from the instance that hung', async () => {
    const [returned, victim] = cluster.storefronts;
    expect(await answersHealth(returned!.url)).toBe(true);
    const before = victim!.pid;
    const load = shopperLoad();
    await sleep(2_000);
    const killedAt = Date.now();
    victim!.kill();
    let restarted = 0;
    try {
      restarted = await waitUntil(
        async () => victim!.pid !== before && victim!.pid !== undefined && (await answersHealth(victim!.url)),
        120_000,
        'the killed instance is started again',
        250,
      );
      await sleep(2_000);
    } finally {
      await load.stop();
    }
    console.log(`[front-images] SIGKILL of one instance: started again and answering ${restarted} ms after the kill`);
    // While the killed one was down every answer came from the instance that hung before.
    expect(load.records.filter((record) => record.startedAt > killedAt + 500 && record.startedAt < killedAt + restarted - 500).length).toBeGreaterThan(20);
    expectShopperMet(load.records, 'SIGKILL of one instance');
  }, 240_000);
});
