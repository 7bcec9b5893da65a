import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addSomeProductToBasket, sitemapPaths } from './security-helpers';

/**
 * Accessibility (issue 8): axe reports no WCAG 2.0/2.1/2.2 A and AA violation on the shopper's main
 * screens, at 1280 px (project desktop) and 375 px (project mobile): home, a category with its filters
 * open, a product, the basket with an item, the checkout, a blog article and the 404 page.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CATEGORY_PATH = '/ringar/';
/** The dictionary's label of the listing's filters button in Swedish (`showFilters`). */
const FILTER_BUTTON = 'Visa filter';

/** Runs axe on the page as it is now and fails with one line per violation and its elements. */
async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines = results.violations.map(
    (violation) =>
      `${label}: ${violation.id} [${violation.impact}] ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(lines, label).toEqual([]);
}

/** Opens a path and waits until it has settled (fonts, images and the client's first requests). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main#main')).toBeVisible();
  await page.waitForLoadState('load');
  // Quiet network when it comes (live stock and basket calls, prefetches); the checks after a visit wait for their own content.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

test('home', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'home');
});

test('a category with its filters open', async ({ page }) => {
  await open(page, CATEGORY_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const listing = page.getByRole('region', { name: 'Produkter' });
  await expect(listing.locator('article').first()).toBeVisible();
  await expectNoViolations(page, 'category');
  // The listing's filters: a sheet behind the dictionary's "show filters" button on phones, a column on wide screens.
  const toggle = listing.getByRole('button', { name: FILTER_BUTTON, exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('checkbox').first()).toBeVisible();
  } else {
    const column = listing.getByRole('region', { name: 'Filter' });
    await expect(column).toBeVisible();
    await expect(column.getByRole('checkbox').first()).toBeVisible();
  }
  await expectNoViolations(page, 'category, filters open');
});

test('a product', async ({ page, request }) => {
  const [product] = await sitemapPaths(request, '0.6');
  expect(product, 'a product path in the sitemap').toBeTruthy();
  await open(page, product!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' }).first()).toBeVisible();
  await expectNoViolations(page, 'product');
});

test('the basket with an item, then the checkout', async ({ page, request }) => {
  test.setTimeout(120_000);
  await addSomeProductToBasket(page, request);
  // After the add: the confirmation and its link to the basket.
  await expectNoViolations(page, 'product, added to basket');

  await open(page, '/varukorg/');
  const basket = page.locator('[data-slot="basket"] [data-basket-state]');
  await expect(basket).toHaveAttribute('data-basket-state', 'filled');
  await expectNoViolations(page, 'basket');

  await open(page, '/kassa/');
  await expect(page.locator('[data-checkout-state="ready"]')).toBeVisible();
  await expect(page.frameLocator('[data-payment-snippet] iframe').getByRole('button', { name: 'Betala' })).toBeVisible();
  await expectNoViolations(page, 'checkout');
});

test('a blog article', async ({ page }) => {
  await open(page, '/blogg/');
  const href = await page.getByRole('main').locator('a[href^="/blogg/"]:not([href="/blogg/"])').first().getAttribute('href');
  expect(href).toMatch(/^\/blogg\/[a-z0-9-]+\/$/);
  await open(page, href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'blog article');
});

/** Pixels of the focus ring's colour (--color-focus, #1d4ed8) in a PNG screenshot. */
async function focusRingPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const [red, green, blue] = [data[index]!, data[index + 1]!, data[index + 2]!];
    if (blue > 150 && red < 90 && green < 130) count += 1;
  }
  return count;
}

test('cards drawn only near the viewport still show their whole focus ring', async ({ page }) => {
  // The home page's tiles and articles and the listing's cards have content-visibility: auto, which clips
  // painting to the card's box; the ring is drawn 4-6 px outside it. Look at the strip just left of the card.
  const cards = [
    ['home, a category tile', '/', 'main ul[class*="categoryGrid"] > li'],
    ['home, an article card', '/', 'main ul[class*="articleGrid"] > li'],
    ['category, a product card', CATEGORY_PATH, 'main ul[class*="hits"] > li'],
  ] as const;
  for (const [label, path, selector] of cards) {
    await open(page, path);
    const card = page.locator(selector).first();
    const link = card.locator('a').first();
    await link.focus();
    // Focus in the listing turns to it: its live part may take the card's place (with the focus) meanwhile.
    await expect(link).toBeFocused();
    await expect.poll(() => link.evaluate((element) => element.matches(':focus-visible')), label).toBe(true);
    await expect(card).toBeInViewport();
    const box = await card.boundingBox();
    const linkBox = await link.boundingBox();
    expect(box && linkBox, label).toBeTruthy();
    // Beside the middle of the card's part in view (focus scrolled the link into view; the card's top may be
    // above it), away from the rounded corners: the ring runs straight down the card's left side there.
    const viewport = page.viewportSize()!;
    const top = Math.max(box!.y, 0);
    const bottom = Math.min(box!.y + box!.height, viewport.height);
    expect(bottom - top, label).toBeGreaterThan(linkBox!.height);
    const strip = { x: box!.x - 7, y: (top + bottom) / 2 - 10, width: 7, height: 20 };
    expect(await focusRingPixels(await page.screenshot({ clip: strip })), label).toBeGreaterThan(0);
    // The control: without focus the strip has none of the ring's colour.
    await link.blur();
    expect(await focusRingPixels(await page.screenshot({ clip: strip })), `${label}, not focused`).toBe(0);
  }
});

test('the 404 page', async ({ page }) => {
  const response = await page.goto('/finns-inte/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await expectNoViolations(page, '404');
});
