import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * On a phone, buying does not wait behind long content (issue 25): the product page's add to basket and the
 * basket's "Till kassan" are on the first screen, at its foot, without scrolling past the gallery, the sizes
 * or the message box.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) > 767, 'phones only');

async function productPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1] ?? '')
    .filter((block) => block.includes('<priority>0.6</priority>'))
    .map((block) => new URL(/<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '/').pathname);
}

/** Opens product pages until one can be ordered, and answers its form. */
async function orderableProduct(page: Page, request: APIRequestContext) {
  for (const path of (await productPaths(request)).slice(0, 30)) {
    await page.goto(path);
    const form = page.locator('form[data-variant-id]').first();
    if ((await form.count()) === 0) continue;
    await expect(form).toHaveAttribute('data-stock', 'live');
    if (await form.getByRole('button', { name: 'Lägg i varukorgen' }).first().isEnabled()) return form;
  }
  throw new Error('No orderable product in the first 30 product pages of the sitemap.');
}

async function inFirstScreen(page: Page, box: { y: number; height: number } | null): Promise<boolean> {
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test('add to basket and "Till kassan" are on a phone\'s first screen', async ({ page, request }) => {
  const form = await orderableProduct(page, request);
  await page.evaluate(() => window.scrollTo(0, 0));
  const reachable = form.getByRole('button', { name: 'Lägg i varukorgen' }).last();
  await expect(reachable).toBeVisible();
  expect(await inFirstScreen(page, await reachable.boundingBox())).toBe(true);
  await reachable.click();
  await expect(form.getByRole('status')).toContainText('Tillagd i varukorgen');
  // Once the form's own button is in view, the bar steps aside: one button, where the shopper looks.
  await form.getByRole('button', { name: 'Lägg i varukorgen' }).first().scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Lägg i varukorgen' })).toHaveCount(1);

  await page.goto('/varukorg/');
  const basket = page.locator('[data-slot="basket"] [data-basket-state]');
  await expect(basket).toHaveAttribute('data-basket-state', 'filled');
  const checkout = basket.getByRole('link', { name: 'Till kassan' });
  await expect(checkout).toHaveCount(1);
  expect(await inFirstScreen(page, await checkout.boundingBox())).toBe(true);
  await checkout.click();
  await expect(page).toHaveURL(/\/kassa\/$/);
});
