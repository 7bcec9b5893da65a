import { expect, test, type Page } from '@playwright/test';
import { addSomeProductToBasket, sitemapPaths } from './security-helpers';

/**
 * A shopper's visit leaves a clean console (issue 31): home, a category, a product, the basket (with a line in
 * it) and the checkout, each loaded fresh and left to settle, make no request that fails (an answer of 400 or
 * more, or a request the browser gave up on) and log no console error.
 *
 * Expected to fail while Turbopack (Next 16.4.6, the newest 16.x release) writes into the react-loadable
 * manifest of the catch-all route three `next/dynamic` chunks it never emits: the product's, the basket's and
 * gift wrapping's screens preload a file that answers 404 (docs/performance.md, "The missing chunk"). Playwright
 * reports the test once it passes, and the `test.fail` goes then.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the last page still loaded: not a failure of that page.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${request.failure()?.errorText} ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test('home, a category, a product, the basket and the checkout load without a failed request or console error', async ({ page, request }) => {
  test.fail(true, 'Turbopack names next/dynamic chunks it never emitted (issue 31, item E; vercel/next.js#85803 describes the same mismatch for pages/_app)');
  test.setTimeout(180_000);
  const [product] = await sitemapPaths(request, '0.6');
  expect(product, 'a product in the sitemap').toBeTruthy();
  await addSomeProductToBasket(page, request);
  const problems = watch(page);
  for (const path of ['/', '/ringar/', product!, '/varukorg/', '/kassa/']) {
    const before = problems.length;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(problems.slice(before), path).toEqual([]);
  }
});
