import { expect, test, type Page } from '@playwright/test';
import { addSomeProductToBasket, sitemapPaths } from './security-helpers';

/**
 * A shopper's visit leaves a clean console (issue 31): home, a category, a product, the basket (with a line in
 * it), gift wrapping and the checkout, each loaded fresh and left to settle, make no request that fails (an
 * answer of 400 or more, or a request the browser gave up on) and log no console error. It holds the screens'
 * `next/dynamic` preloads: a `…-lazy.tsx` module that the root layout's module graph reaches gets a
 * react-loadable-manifest entry naming a chunk Turbopack never emits (components/basket/basket-slots.ts).
 */

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

test('home, a category, a product, the basket, gift wrapping and the checkout load without a failed request or console error', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [product] = await sitemapPaths(request, '0.6');
  expect(product, 'a product in the sitemap').toBeTruthy();
  await addSomeProductToBasket(page, request);
  const problems = watch(page);
  for (const path of ['/', '/ringar/', product!, '/varukorg/', '/presentinslagning/', '/kassa/']) {
    const before = problems.length;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(problems.slice(before), path).toEqual([]);
  }
});
