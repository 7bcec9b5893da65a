import { expect, test, type Page } from '@playwright/test';

/**
 * Products on the first screen (issue 25): on a category, a brand, the search page and "Nyheter" the band
 * over the listing stays low. At 1280×800 the first row of cards (image, name and price) is visible without
 * scrolling; on a 375×812 phone the cards start within the first screen.
 */

const LISTING_PAGES = ['/ringar/', '/nordljus/', '/sok/?q=ring', '/nyheter/'];

async function firstCard(page: Page, path: string) {
  await page.goto(path);
  const card = page.locator('main article').first();
  await expect(card).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const box = await card.boundingBox();
  if (!box) throw new Error(`No card box on ${path}`);
  return box;
}

for (const path of LISTING_PAGES) {
  test(`the first products of ${path} are on the first screen`, async ({ page }, testInfo) => {
    const box = await firstCard(page, path);
    const viewport = page.viewportSize()!;
    if (testInfo.project.name === 'mobile') {
      expect(box.y, 'the first card starts within the first screen').toBeLessThan(viewport.height - 120);
    } else {
      expect(box.y + box.height, 'the first row of cards, prices included, is visible without scrolling').toBeLessThanOrEqual(viewport.height);
    }
  });
}
