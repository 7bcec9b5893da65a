import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../services/launcher/compile-hints';
import { sitemapPaths } from './security-helpers';

/**
 * The build marks the scripts a page loads at start with V8's compile hint (services/launcher/compile-hints.ts),
 * so that Chromium compiles them while they download instead of on the main thread. Checked on what the
 * server sends for the pages of each kind: every module script in the HTML starts with the hint, and the
 * scripts still run (the header's menu button answers; every other e2e test runs on the same build too).
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

test('every start-up script of the home, category and product pages carries the compile hint', async ({ request }) => {
  const category = '/ringar/';
  // The first product of the sitemap, so the test follows the catalogue.
  const [productPath] = await sitemapPaths(request, '0.6');
  expect(productPath, 'a product in the sitemap').toBeTruthy();
  const checked = new Set<string>();
  for (const path of ['/', category, productPath!]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    // Module scripts only: the legacy polyfill script (`noModule`) is never run by a browser that reads the hint.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1]!)
      .filter((attributes) => !/\bnoModule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+\.js)"/.exec(attributes)?.[1])
      .filter((src): src is string => Boolean(src));
    expect(scripts.length, `${path}: scripts in the HTML`).toBeGreaterThan(5);
    for (const src of scripts) {
      if (checked.has(src)) continue;
      checked.add(src);
      const body = await (await request.get(src)).text();
      expect(body.startsWith(COMPILE_HINT), `${src} starts with the compile hint`).toBe(true);
    }
  }
  expect(checked.size).toBeGreaterThan(8);
});

test('the marked scripts still run: the page hydrates without a script error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const products = page.getByRole('navigation').getByRole('button', { name: 'Produkter' });
  await expect(async () => {
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  expect(errors).toEqual([]);
});
