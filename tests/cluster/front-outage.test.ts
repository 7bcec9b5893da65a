import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../services/launcher/cluster';
import { clusterDraftModeSecret, startTestCluster } from './cluster-stack';
import { ARTICLE, articleRecordId, header, pidListeningOn, productPaths, signal, timedGet, warm } from './front-helpers';
import { rawGet } from './raw-http';

/**
 * The outage answer belongs to the front (deploy/nginx/glans.conf): with the content service hung
 * (SIGSTOP) and then dead (SIGKILL), pages nginx or the instances have cached answer 200; a page load that
 * an instance cannot render gets nginx's 503 with Retry-After and the Swedish error page; the router's RSC
 * fetches and the API keep the instance's own answers. One cluster start for this file; the content
 * service stays dead after the last test.
 */

const CACHED = ['/', '/ringar/', ARTICLE.path];

let cluster: Cluster;
let base: string;
let unvisited: string[];

beforeAll(async () => {
  cluster = await startTestCluster();
  base = cluster.url;
  await warm(cluster, CACHED);
  // Stored by the instances and by nginx (an address is stored from its second request on).
  for (const path of CACHED) for (let round = 0; round < 2; round += 1) expect((await rawGet(`${base}${path}`)).status).toBe(200);
  // Product pages are rendered on their first visit: these have not been.
  unvisited = (await productPaths(base)).slice(-12);
  expect(unvisited.length).toBe(12);
}, 1_800_000);

afterAll(async () => {
  await cluster?.stop();
});

/** A browser's page load of a page no instance can render: nginx's own answer. */
async function expectFrontErrorPage(path: string): Promise<number> {
  const answer = await timedGet(`${base}${path}`, { 'sec-fetch-dest': 'document', accept: 'text/html' });
  expect(answer.status, path).toBe(503);
  expect(Number(header(answer, 'retry-after'))).toBeGreaterThan(0);
  expect(header(answer, 'content-type')).toContain('text/html');
  expect(header(answer, 'cache-control')).toBe('no-store');
  const html = answer.body.toString('utf8');
  expect(html).toMatch(/<html lang="sv"/);
  expect(html).toMatch(/<h1>Något gick fel<\/h1>/);
  expect(html).toMatch(/<a href="\/">Till startsidan<\/a>/);
  return answer.ms;
}

async function expectCachedPagesServed(): Promise<void> {
  for (const path of CACHED) {
    const answer = await timedGet(`${base}${path}`, { 'sec-fetch-dest': 'document' });
    expect(answer.status, path).toBe(200);
    expect(answer.body.toString('utf8'), path).toContain('</html>');
    expect(answer.ms, path).toBeLessThan(3_000);
  }
}

/** The router's fetch of a page no instance can render: the instance's answer, not nginx's page. */
async function expectRscAnswerKept(path: string): Promise<void> {
  const answer = await rawGet(`${base}${path}`, { rsc: '1', 'sec-fetch-dest': 'empty' });
  expect(header(answer, 'retry-after'), `${path}: ${answer.status}`).toBe('');
  expect(answer.body.toString('utf8')).not.toContain('<h1>Något gick fel</h1>');
}

/** The preview-links API answers 503 JSON when the content service cannot be reached: so it reaches the caller. */
async function expectApiAnswerKept(): Promise<void> {
  const response = await fetch(`${base}/api/preview-links?token=${encodeURIComponent(clusterDraftModeSecret())}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      item: { id: await articleIdWhileUp, meta: { status: 'published' } },
      itemType: { attributes: { api_key: ARTICLE.model } },
    }),
  });
  const body = await response.text();
  expect(response.headers.get('retry-after'), `${response.status} ${body}`).toBe(null);
  expect(response.headers.get('content-type')).toContain('application/json');
}

let articleIdWhileUp: Promise<string>;

describe('the content service hangs, then dies', () => {
  it('hung (SIGSTOP): cached pages 200, an unrenderable page load 503 + Retry-After + the Swedish page, RSC and API as the instance answers', async () => {
    articleIdWhileUp = articleRecordId(cluster);
    await articleIdWhileUp;
    const pid = pidListeningOn(Number(new URL(cluster.config.content.url).port));
    signal(pid, 'SIGSTOP');
    try {
      await expectCachedPagesServed();
      const ms = await expectFrontErrorPage(unvisited.pop()!);
      console.log(`[front] content hung: the error page after ${Math.round(ms)} ms`);
      await expectRscAnswerKept(unvisited.pop()!);
      await expectApiAnswerKept();
      await expectCachedPagesServed();
    } finally {
      signal(pid, 'SIGCONT');
    }
  }, 60_000);

  it('dead (SIGKILL): the same', async () => {
    signal(pidListeningOn(Number(new URL(cluster.config.content.url).port)), 'SIGKILL');
    await expectCachedPagesServed();
    await expectFrontErrorPage(unvisited.pop()!);
    await expectRscAnswerKept(unvisited.pop()!);
    await expectApiAnswerKept();
    await expectCachedPagesServed();
  }, 60_000);

  it("nginx's error page passes axe's checks", async () => {
    const answer = await rawGet(`${base}${unvisited.pop()!}`, { 'sec-fetch-dest': 'document' });
    expect(answer.status).toBe(503);
    // axe in the page's own window (jsdom has no layout or canvas, so contrast is left out).
    const dom = new JSDOM(answer.body.toString('utf8'), { runScripts: 'outside-only' });
    dom.window.eval(axe.source);
    const inPage = (dom.window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(dom.window.document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
