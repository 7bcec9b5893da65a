import { expect, test, type Page, type Route } from '@playwright/test';
import { basketWith, commerce, merchandise, openWithBasket, variantsWhere } from './basket-helpers';

/**
 * The header's basket count without the basket store in the shell's first load (issue 31): the count the
 * browser holds is drawn as soon as the page is interactive, the basket is read again after the page has
 * loaded, and what changed meanwhile is drawn and announced. The commerce API's basket reads are held back on
 * the network (page.route) to stand for a slow connection.
 */

const countLink = (page: Page) => page.getByRole('banner').locator('a[data-basket-count]');

/** Holds back the browser's reads of the basket (`GET /Basket`) until `release()`. */
async function holdBasketReads(page: Page): Promise<{ asked: () => number; release(): void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(
    (url) => url.pathname === '/Basket',
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.continue();
      asked += 1;
      await released;
      await route.continue().catch(() => {});
    },
  );
  return { asked: () => asked, release };
}

async function orderableVariant(quantity: number): Promise<string> {
  const [found] = await variantsWhere(merchandise, (stock) => stock.orderableQuantity >= quantity + 2, 1);
  return found!.variant.id;
}

test('the count the browser holds is drawn before the basket has been read again', async ({ page }) => {
  const variantId = await orderableVariant(2);
  const basket = await basketWith([{ variantId, quantity: 2 }]);
  await openWithBasket(page, basket, '/');
  // A basket whose count the browser does not know yet is read at once, and its count remembered.
  await expect(countLink(page)).toHaveAttribute('data-basket-count', '2');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('basketCount'))).toBe(JSON.stringify({ basketId: basket.basketId, count: 2 }));

  const held = await holdBasketReads(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Varukorg 2 varor' })).toBeVisible();
  await expect(countLink(page)).toHaveAttribute('data-basket-count', '2');
  // The basket is read again after the page has loaded; held back here, so the count above came from the browser.
  await expect.poll(held.asked).toBeGreaterThan(0);
  held.release();
  await page.waitForLoadState('networkidle');
  await expect(countLink(page)).toHaveAttribute('data-basket-count', '2');
});

test('a basket changed elsewhere: the remembered count first, then the basket’s own, announced', async ({ page }) => {
  const variantId = await orderableVariant(3);
  const basket = await basketWith([{ variantId, quantity: 1 }]);
  await openWithBasket(page, basket, '/');
  await expect(countLink(page)).toHaveAttribute('data-basket-count', '1');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('basketCount'))).toContain('"count":1');

  // Changed behind this browser's back (another device of the shopper's).
  const changed = await commerce('POST', '/Basket/changequantity', { basketId: basket.basketId, userId: null, relatedItemId: null, bundleProducts: {}, unitPrice: null, variantId, quantity: 3 });
  expect(changed.status).toBe(200);

  const held = await holdBasketReads(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(countLink(page)).toHaveAttribute('data-basket-count', '1');
  await expect.poll(held.asked).toBeGreaterThan(0);
  held.release();
  await expect(countLink(page)).toHaveAttribute('data-basket-count', '3');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Varukorg 3 varor' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Varukorg, 3 varor' })).toHaveCount(1);
});

test('with no basket stored, no page asks the commerce API for one', async ({ page }) => {
  const basketCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/Basket')) basketCalls.push(request.url());
  });
  await page.goto('/');
  await expect(countLink(page)).toHaveAttribute('data-basket-count', '0');
  await page.waitForLoadState('networkidle');
  expect(basketCalls).toEqual([]);
});
