import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../services/launcher/cluster';
import type { ClusterProcess } from '../../services/launcher/cluster-process';
import { BasketWriters } from './basket-writers';
import { ARTICLE, publishArticleHeader } from './front-helpers';
import { startTestCluster } from './cluster-stack';
import { describeLoad, hang, killHard, resume, sleep, slowestMs, startLoad, waitUntil, type LoadRecord } from './fault-helpers';

/**
 * The fault suite for the parts the launcher supervises: PostgreSQL, a commerce instance, the content service
 * and the search service, each hung (SIGSTOP) and killed (SIGKILL) while shoppers load cached pages through
 * nginx (and, for the database and commerce, write to their baskets). What holds whatever the part: cached
 * pages answer 200 throughout, no request goes unanswered, the part is back by itself, and no acknowledged
 * basket write is lost or written twice. One cluster start for the file.
 */

const CACHED_PAGES = ['/ringar/', '/'];
/** A hang longer than the launcher's health probe allows (about six seconds). */
const HANG_MS = 8_000;
/** No request waits longer than this for an answer; past it the request counts as unanswered. */
const REQUEST_DEADLINE_MS = 30_000;

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startTestCluster();
  // Every cached page is in nginx's cache and Next's before a fault.
  for (const path of CACHED_PAGES)
    for (let round = 0; round < 2; round += 1) await fetch(`${cluster.url}${path}`).then((answer) => answer.text());
}, 900_000);

afterAll(async () => {
  await cluster?.stop();
});

function cachedPageLoad() {
  return startLoad({
    baseUrl: cluster.url,
    connections: 3,
    timeoutMs: REQUEST_DEADLINE_MS,
    next: (n) => ({ path: CACHED_PAGES[n % CACHED_PAGES.length]! }),
  });
}

function expectAllAnswered200(records: LoadRecord[], what: string): void {
  expect(records.length, `${what}: requests sent`).toBeGreaterThan(3);
  expect(
    records.filter((record) => record.status !== 200),
    `${what}: ${describeLoad(records)}`,
  ).toEqual([]);
}

const answersHealth = (part: ClusterProcess) => () =>
  fetch(`${part.url}/health`, { signal: AbortSignal.timeout(1_000) }).then(
    (answer) => answer.ok,
    () => false,
  );

/** Hangs or kills a supervised Node part under cached-page load; answers the load and how long recovery took. */
async function faultNodePart(part: ClusterProcess, fault: 'hang' | 'kill'): Promise<{ records: LoadRecord[]; backMs: number }> {
  const load = cachedPageLoad();
  await sleep(1_000);
  const before = part.pid!;
  const faultAt = Date.now();
  if (fault === 'hang') hang(before, true);
  else killHard(before, true);
  try {
    await waitUntil(
      async () => part.pid !== undefined && part.pid !== before && (await answersHealth(part)()),
      60_000,
      `${part.name} is back`,
      200,
    );
  } finally {
    resume(before, true);
  }
  const backMs = Date.now() - faultAt;
  await sleep(1_000);
  return { records: await load.stop(), backMs };
}

/** Publishes a new header for the article and answers how long until nginx serves it. */
async function publishVisibleAfter(): Promise<number> {
  const header = `Efter felet ${Date.now()}`;
  await publishArticleHeader(cluster, header);
  return waitUntil(
    async () => (await (await fetch(`${cluster.url}${ARTICLE.path}`)).text()).includes(header),
    5_000,
    'the publish shows through nginx',
    200,
  );
}

describe.each(['hang', 'kill'] as const)('the content service: %s', (fault) => {
  it('keeps cached pages at 200, is back by itself, and a publish after it shows within 5 s', async () => {
    const content = cluster.services.find((part) => part.name === 'content')!;
    const { records, backMs } = await faultNodePart(content, fault);
    const shownMs = await publishVisibleAfter();
    console.log(`[faults] content ${fault}: back after ${backMs} ms, publish shown after ${shownMs} ms; ${describeLoad(records)}`);
    expectAllAnswered200(records, `cached pages while the content service is ${fault === 'hang' ? 'hung' : 'dead'}`);
    expect(shownMs).toBeLessThanOrEqual(5_000);
  }, 120_000);
});

describe.each(['hang', 'kill'] as const)('the search service: %s', (fault) => {
  it('keeps cached pages at 200 and is back by itself', async () => {
    const search = cluster.services.find((part) => part.name === 'search')!;
    const { records, backMs } = await faultNodePart(search, fault);
    console.log(`[faults] search ${fault}: back after ${backMs} ms; ${describeLoad(records)}`);
    expectAllAnswered200(records, `cached pages while the search service is ${fault === 'hang' ? 'hung' : 'dead'}`);
  }, 120_000);
});

describe.each(['hang', 'kill'] as const)('a commerce instance: %s', (fault) => {
  it('loses no acknowledged basket write, writes none twice, and is back by itself', async () => {
    const writers = new BasketWriters(cluster.url, 4);
    await writers.prepare();
    writers.start();
    const { records, backMs } = await faultNodePart(cluster.commerce[0]!, fault);
    await writers.stop();
    const writes = writers.writes;
    const refused = writes.filter((write) => write.status !== 200);
    console.log(
      `[faults] commerce instance ${fault}: back after ${backMs} ms; ${writes.length} writes, ${refused.length} not acknowledged (${refused.map((write) => write.status).join(', ')}), slowest ${Math.max(...writes.map((write) => write.ms))} ms; ${describeLoad(records)}`,
    );
    expectAllAnswered200(records, 'cached pages while a commerce instance is down');
    // A write that reached the instance before it hung or died has no answer to give (nginx sends a POST
    // once); each shopper meets at most that one, and every other write goes to the other instance.
    expect(refused.length).toBeLessThanOrEqual(4);
    expect(writes.filter((write) => write.status === 200).length).toBeGreaterThan(refused.length);
    expect(await writers.problems()).toEqual([]);
  }, 120_000);
});

describe.each(['hang', 'kill'] as const)('PostgreSQL: %s', (fault) => {
  it('keeps cached pages at 200; commerce answers 503 only while it is down, is back by itself, loses and doubles nothing', async () => {
    const writers = new BasketWriters(cluster.url, 4);
    await writers.prepare();
    const load = cachedPageLoad();
    writers.start();
    await sleep(1_500);
    const before = cluster.postgres.pid!;
    const faultAt = Date.now();
    let downUntil: number;
    if (fault === 'hang') {
      hang(before, true);
      await sleep(HANG_MS);
      resume(before, true);
      downUntil = Date.now();
    } else {
      killHard(before, true);
      await waitUntil(() => cluster.postgres.pid !== undefined && cluster.postgres.pid !== before, 20_000, 'PostgreSQL restarted', 100);
      downUntil = Date.now();
    }
    const backMs = await waitUntil(
      () => writers.writes.some((write) => write.at > downUntil && write.status === 200),
      20_000,
      'commerce writes again',
      100,
    );
    const recoveredAt = Date.now();
    await sleep(2_000);
    await writers.stop();
    const records = await load.stop();
    const writes = writers.writes;
    const statuses = [...new Set(writes.map((write) => write.status))].sort();
    console.log(
      `[faults] PostgreSQL ${fault}: down ${downUntil - faultAt} ms, commerce writing again ${backMs} ms later; ${writes.length} writes, statuses ${statuses.join(', ')}, slowest ${Math.max(...writes.map((write) => write.ms))} ms; pages: ${describeLoad(records)}, slowest ${slowestMs(records)} ms`,
    );
    expectAllAnswered200(records, `cached pages while PostgreSQL is ${fault === 'hang' ? 'hung' : 'dead'}`);
    expect(backMs).toBeLessThanOrEqual(20_000);
    expect(writes.filter((write) => write.status !== 200 && write.status !== 503)).toEqual([]);
    // 503 only while the database is down: none for a write started after commerce wrote again.
    expect(writes.filter((write) => write.status === 503 && write.at > recoveredAt)).toEqual([]);
    expect(await writers.problems()).toEqual([]);
  }, 120_000);
});
