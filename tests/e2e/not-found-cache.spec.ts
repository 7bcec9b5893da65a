import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Made-up addresses do not fill Next's page cache (proxy.ts, point 7), and a page has one address. Next keeps
 * every page it renders for a path it had not seen, a 404 included, so a crawler or a fuzzer could otherwise
 * grow the server's disk without limit. A path that cannot name a page (three or more segments, or a segment
 * that is not a slug) is answered with one shared not-found page: the same Swedish 404, the requested
 * address kept, and no new cache entry per address.
 *
 * Reads the cache folder of the server the tests run against (`NEXT_DIST_DIR`, default `.next`).
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

const distDir = process.env.NEXT_DIST_DIR || '.next';

/**
 * Cached page entries (one `.meta` file each, named after the page's path) whose path contains `token`.
 * Other tests running at the same time add entries of their own, so only this test's addresses are counted.
 */
function cachedPages(token: string): string[] {
  const root = join(process.cwd(), distDir, 'server', 'route-cache');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.meta') && name.includes(token));
}

test('made-up addresses get the 404 page without a cache entry each', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const madeUp = Array.from({ length: 40 }, (_, index) =>
    index % 4 === 0
      ? `/ringar/${run}-${index}/extra/`
      : index % 4 === 1
        ? `/${run}-${index}/a/b/c/`
        : index % 4 === 2
          ? `/Ringar-${run}-${index}/`
          : `/halsband/%F0%9F%92%8D-${run}-${index}/`,
  );
  for (const path of madeUp) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<p class="eyebrow">404</p>');
  }
  expect(cachedPages(run)).toEqual([]);

  // A shopper sees the dictionary's 404 page at the address they asked for.
  const response = await page.goto(madeUp[1]!);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(madeUp[1]);

  // A slug-shaped address is still rendered and kept (it could be a page published a moment ago): the cache
  // is where this test looks, so it must see such an entry.
  expect((await request.get(`/${run}-slug/`)).status()).toBe(404);
  await expect.poll(() => cachedPages(`${run}-slug`).length).toBeGreaterThan(0);
});

test('a category or product under another first segment, or with a variant it does not have, redirects to its own address', async ({ request }) => {
  const run = Date.now().toString(36);
  const listing = await (await request.get('/ringar/')).text();
  const link = /href="(\/[a-z0-9-]+\/[a-z0-9-]+\/)\?variantId=([0-9]+)"/.exec(listing);
  expect(link, 'a product link on the category page').not.toBeNull();
  const [, productPath, variantId] = link as unknown as [string, string, string];
  const familySlug = productPath.split('/')[2]!;

  /**
   * The path and query a 308 answer sends the browser to. Next's first render of a redirect repeats the
   * Location header (the same value twice; from its cache, once), which browsers follow as one.
   */
  const moved = async (from: string) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    const locations = new Set(response.headersArray().filter((header) => header.name.toLowerCase() === 'location').map((header) => header.value));
    expect([...locations], from).toHaveLength(1);
    const location = new URL([...locations][0]!, 'http://localhost');
    return `${location.pathname}${location.search}`;
  };
  expect(await moved(`/${run}-a/ringar/`)).toBe('/ringar/');
  expect(await moved(`/${run}-b/${familySlug}/`)).toBe(productPath);
  expect(await moved(`/${run}-c/${familySlug}/?variantId=${variantId}`)).toBe(`${productPath}?variantId=${variantId}`);
  expect(await moved(`${productPath}?variantId=999999999999`)).toBe(productPath);

  // The addresses themselves still answer as before.
  expect((await request.get('/ringar/', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get(productPath, { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get(`${productPath}?variantId=${variantId}`, { maxRedirects: 0 })).status()).toBe(200);
});
