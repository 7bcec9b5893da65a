import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../services/launcher/cluster';
import { CACHED_PAGE_CACHE_CONTROL } from '../../services/launcher/nginx';
import { startTestCluster } from './cluster-stack';
import { ARTICLE, admin, articleRecordId, draftModeCookie, header } from './front-helpers';
import { rawGet } from './raw-http';

/**
 * The production topology on real processes over loopback (services/launcher/cluster.ts): nginx in front of
 * two storefront instances on `next start` sharing one Redis, two commerce instances on PostgreSQL, and the
 * local content and search services. The cluster is started once for this file (its build is reused while
 * current); tests that stop a part start it again before they end.
 */

const CATEGORY = '/ringar/';

let cluster: Cluster;
let base: string;

beforeAll(async () => {
  cluster = await startTestCluster();
  base = cluster.url;
}, 900_000);

afterAll(async () => {
  await cluster?.stop();
});

/** The page's body text as HTML, whatever the encoding nginx chose. */
async function html(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  expect(response.status).toBe(200);
  return response.text();
}


/** Polls until `check` holds, answering how long it took; fails after `timeoutMs`. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Date.now() - started;
}

describe('nginx in front of the storefronts', () => {
  it('serves a cached page from its micro-cache, compressed with brotli, with a short shared-cache lifetime', async () => {
    // nginx stores an address from its second request on (proxy_cache_min_uses 2).
    for (let round = 0; round < 2; round += 1) await rawGet(`${base}${CATEGORY}`, { 'accept-encoding': 'br' });
    const second = await rawGet(`${base}${CATEGORY}`, { 'accept-encoding': 'br' });
    expect(second.status).toBe(200);
    expect(header(second, 'content-encoding')).toBe('br');
    expect(header(second, 'x-cache-status')).toMatch(/HIT|UPDATING|STALE/);
    expect(header(second, 'cache-control')).toBe(CACHED_PAGE_CACHE_CONTROL);
    expect(header(second, 'content-security-policy')).toContain("frame-ancestors 'none'");
    const plain = await rawGet(`${base}${CATEGORY}`);
    expect(header(plain, 'content-encoding')).toBe('');
    expect(plain.body.toString('utf8')).toContain('<html');
  });

  it('never answers an RSC request with a page or a page request with an RSC payload', async () => {
    // Next sends an RSC request without the `_rsc` search parameter it expects to the address that has it.
    const rsc = async (path: string, headers: Record<string, string> = {}) => {
      const first = await rawGet(`${base}${path}`, { rsc: '1', ...headers });
      const location = header(first, 'location');
      return first.status === 307 && location ? rawGet(`${base}${location}`, { rsc: '1', ...headers }) : first;
    };
    for (const order of [
      ['page', 'rsc'],
      ['rsc', 'page'],
    ] as const) {
      const path = `${CATEGORY}?glans-rsc-test=${order[0]}`;
      for (const kind of order) {
        const answer = kind === 'rsc' ? await rsc(path) : await rawGet(`${base}${path}`);
        expect(answer.status).toBe(200);
        expect(header(answer, 'content-type')).toContain(kind === 'rsc' ? 'text/x-component' : 'text/html');
      }
      // Again, now that both may be in the micro-cache.
      expect(header(await rawGet(`${base}${path}`), 'content-type')).toContain('text/html');
      expect(header(await rsc(path), 'content-type')).toContain('text/x-component');
    }
  });

  it('serves /_next/static from disk with the build brotli copy, immutable caching and the security headers', async () => {
    const page = await html('/');
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const answer = await rawGet(`${base}${script}`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-encoding')).toBe('br');
    expect(header(answer, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(answer, 'x-content-type-options')).toBe('nosniff');
    // No instance served it: nginx's own answers carry no Next header.
    expect(header(answer, 'x-powered-by') + header(answer, 'x-nextjs-cache')).toBe('');
  });

  it("serves the content's images through its asset cache, once per address and image format", async () => {
    const page = await html('/');
    const found = /\/content-assets\/media\/demo\/[^"\s,]+/.exec(page)?.[0];
    expect(found, 'a content image on the home page comes through nginx').toBeDefined();
    const image = `${base}${found!.replace(/&amp;/g, '&')}`;
    const avif = 'image/avif,image/webp,image/*,*/*;q=0.8';
    const first = await rawGet(image, { accept: avif });
    expect(first.status).toBe(200);
    expect(header(first, 'content-type')).toBe('image/avif');
    expect(header(first, 'x-content-type-options')).toBe('nosniff');
    const again = await rawGet(image, { accept: avif });
    expect(header(again, 'x-cache-status')).toBe('HIT');
    expect(again.body.equals(first.body)).toBe(true);
    // A browser without AVIF gets the WebP the asset host draws for it, not the stored AVIF.
    const webp = await rawGet(image, { accept: 'image/webp,*/*' });
    expect(header(webp, 'content-type')).toBe('image/webp');
  });

  it('refuses a query string of about 100 KB itself (414), and lets one of 10 KB through to the storefront', async () => {
    const long = await rawGet(`${base}${CATEGORY}?q=${'a'.repeat(100_000)}`);
    expect(long.status).toBe(414);
    // nginx's own refusal: no instance read it.
    expect(header(long, 'vary')).toBe('');
    const answer = await rawGet(`${base}${CATEGORY}?q=${'a'.repeat(10_000)}`);
    expect([200, 400, 404]).toContain(answer.status);
    // Next's answer.
    expect(header(answer, 'vary')).toContain('rsc');
  });
});

describe('draft mode through nginx', () => {
  it('never stores or serves a draft page from the micro-cache', async () => {
    const id = await articleRecordId(cluster);
    const draftHeader = `Utkast ${Date.now()}`;
    await admin(cluster, 'POST', `/records/${id}/draft`, { fields: { header: draftHeader } });
    const cookie = await draftModeCookie(base);

    for (let round = 0; round < 3; round += 1) {
      expect(await html(ARTICLE.path, cookie)).toContain(draftHeader);
      expect(await html(ARTICLE.path)).not.toContain(draftHeader);
    }
    const drafted = await rawGet(`${base}${ARTICLE.path}`, { cookie });
    expect(header(drafted, 'x-cache-status')).toBe('BYPASS');
  });
});

describe('publishing', () => {
  it('shows a published change on every instance and through nginx within 5 seconds', async () => {
    const id = await articleRecordId(cluster);
    await html(ARTICLE.path);
    for (const instance of cluster.storefronts) expect((await fetch(`${instance.url}${ARTICLE.path}`)).status).toBe(200);
    const published = `Publicerad ${Date.now()}`;
    await admin(cluster, 'POST', `/records/${id}/draft`, { fields: { header: published } });
    await admin(cluster, 'POST', `/records/${id}/publish`);
    const shows = (url: string) => async () => (await (await fetch(url)).text()).includes(published);
    const waits = await Promise.all([
      within(5_000, shows(`${base}${ARTICLE.path}`)),
      ...cluster.storefronts.map((instance) => within(5_000, shows(`${instance.url}${ARTICLE.path}`))),
    ]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(5_000);
  });
});

describe('a storefront instance dies under load', () => {
  it('fails no request while nginx routes around it', async () => {
    const [victim] = cluster.storefronts;
    const before = victim!.pid;
    let counter = 0;
    const run = autocannon({
      url: `${base}${CATEGORY}`,
      connections: 16,
      duration: 6,
      // Half the requests miss nginx's cache (a query string of their own), so they reach the instances.
      requests: [{ setupRequest: (request) => ({ ...request, path: counter++ % 2 === 0 ? `${CATEGORY}?load=${counter}` : CATEGORY }) }],
    });
    setTimeout(() => victim!.kill(), 1_500);
    const result = await run;
    // Killed: the launcher starts another process in its place.
    expect(victim!.pid).not.toBe(before);
    expect(result.requests.total).toBeGreaterThan(100);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    await victim!.start();
  }, 60_000);

  it('shows the Swedish error page with 503 and Retry-After when no instance answers', async () => {
    await Promise.all(cluster.storefronts.map((instance) => instance.stop()));
    try {
      const answer = await rawGet(`${base}/glans-no-instance-${Date.now()}/`);
      expect(answer.status).toBe(503);
      expect(header(answer, 'retry-after')).toBe('30');
      expect(answer.body.toString('utf8')).toContain('Något gick fel');
    } finally {
      await Promise.all(cluster.storefronts.map((instance) => instance.start()));
    }
  }, 120_000);
});
