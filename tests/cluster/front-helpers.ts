import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import { LOCAL_CONTENT_ADMIN_TOKEN } from '../../lib/config';
import type { Cluster } from '../../services/launcher/cluster';
import { rawGet, type RawAnswer } from './raw-http';
import { clusterDraftModeSecret } from './cluster-stack';

/** Helpers of the cluster's tests: the content service's editor API, draft mode, headers, processes. */

export const ARTICLE = { model: 'blog_article', slug: 'sa-skoter-du-dina-silversmycken', path: '/blogg/sa-skoter-du-dina-silversmycken/' };

export function header(answer: RawAnswer, name: string): string {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

export async function admin(cluster: Cluster, method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const response = await fetch(`${cluster.config.content.url}/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${LOCAL_CONTENT_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} /admin${path}`).toBeLessThan(300);
  return response.json();
}

export async function articleRecordId(cluster: Cluster): Promise<string> {
  const found = await admin(cluster, 'GET', `/records?model=${ARTICLE.model}&slug=${ARTICLE.slug}`);
  const records = Array.isArray(found) ? found : (found.records ?? found.data);
  const id = records?.[0]?.id;
  expect(typeof id).toBe('string');
  return id as string;
}

/**
 * Saves the article's heading as a draft and publishes it; the content service calls the webhook and answers
 * with its first delivery's result (`webhook`), so this resolves once the storefront has answered it.
 */
export async function publishArticleHeader(cluster: Cluster, text: string): Promise<{ webhook?: { delivered: boolean; status?: number } }> {
  const id = await articleRecordId(cluster);
  await admin(cluster, 'POST', `/records/${id}/draft`, { fields: { header: text } });
  return admin(cluster, 'POST', `/records/${id}/publish`);
}

/** Enables draft mode through `base` for the article and answers the cookies it set, as a Cookie header. */
export async function draftModeCookie(base: string): Promise<string> {
  const enable = await fetch(`${base}/api/draft/enable/?secret=${encodeURIComponent(clusterDraftModeSecret())}&path=${ARTICLE.path}`, { redirect: 'manual' });
  expect(enable.status).toBeGreaterThanOrEqual(300);
  const cookie = enable.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  expect(cookie).toContain('__prerender_bypass=');
  return cookie;
}

/** The product pages the sitemap lists (priority 0.6), as paths. */
export async function productPaths(base: string): Promise<string[]> {
  const xml = (await rawGet(`${base}/sitemap.xml`)).body.toString('utf8');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1] ?? '')
    .filter((block) => block.includes('<priority>0.6</priority>'))
    .map((block) => new URL(/<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '/').pathname);
}

/** The process listening on a loopback port (the part a fault is injected into). */
export function pidListeningOn(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return Number(pid);
}

/** Sends a signal, ignoring a process that is gone already. */
export function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone.
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET timed, over a fresh connection. */
export async function timedGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer & { ms: number }> {
  const started = performance.now();
  const answer = await rawGet(url, headers);
  return { ...answer, ms: performance.now() - started };
}

/**
 * Asks each instance for the pages itself (no timeout of nginx's), so they are in Next's shared cache: a
 * fresh cluster renders each page on its first request, which is not what these tests are about. A first
 * render on a busy machine may miss the content client's time-out; it is asked again.
 */
export async function warm(cluster: Cluster, paths: string[]): Promise<void> {
  for (const instance of cluster.storefronts) {
    for (const path of paths) {
      let status = 0;
      for (let attempt = 0; attempt < 5 && status !== 200; attempt += 1) {
        if (attempt > 0) await sleep(1_000);
        status = (await rawGet(`${instance.url}${path}`)).status;
      }
      expect(status, path).toBe(200);
    }
  }
}
