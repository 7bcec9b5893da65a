import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FRONT_PAGE_BLOG_ARTICLES, FRONT_PAGE_NEW_PRODUCTS } from '../../lib/constants';
import { DICTIONARY_SV } from '../../services/seed/dictionary-sv';

/**
 * The front page sells (issue 51, item 9), at 1280×800 and 375×812: below the hero a row of the newest
 * products, the first cards of the new-products page ("Nyheter", the last 30 days), as server-rendered
 * product cards with a link to that page; the journal keeps its latest six articles.
 */

test.describe.configure({ timeout: 120_000 });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const NEW_PRODUCTS_PATH = '/nyheter/';

const newProductsRow = (page: Page) => page.getByRole('region', { name: DICTIONARY_SV.newArrivals, exact: true });

async function cardHrefs(cards: Locator): Promise<string[]> {
  return cards.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('9. the home page shows the newest products below the hero, the first of "Nyheter", linked to it', async ({ page }, testInfo) => {
  await page.goto(NEW_PRODUCTS_PATH);
  const listed = await cardHrefs(page.locator('main article'));
  expect(listed.length, 'the new-products page lists products').toBeGreaterThan(0);

  await page.goto('/');
  const row = newProductsRow(page);
  await expect(row.getByRole('heading', { level: 2, name: DICTIONARY_SV.newArrivals })).toBeVisible();
  const cards = row.locator('article');
  const count = Math.min(FRONT_PAGE_NEW_PRODUCTS, listed.length);
  await expect(cards).toHaveCount(count);
  // The same products, in the same order, as the first cards of the full page; each one is new (30 days).
  expect(await cardHrefs(cards)).toEqual(listed.slice(0, count));
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await expect(card.getByText(DICTIONARY_SV.newProduct, { exact: true })).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('alt', /\S/);
    await expect(card.getByText(/\d\s?kr/).first()).toBeVisible();
  }
  const all = row.getByRole('link', { name: DICTIONARY_SV.allNewArrivals });
  await expect(all).toHaveAttribute('href', NEW_PRODUCTS_PATH);

  // Below the hero, above the categories.
  const heroBottom = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const rowBox = (await row.boundingBox())!;
  expect(rowBox.y).toBeGreaterThan(heroBottom.y + heroBottom.height);
  const categories = page.getByRole('region', { name: DICTIONARY_SV.featuredCategories, exact: true });
  expect(rowBox.y).toBeLessThan((await categories.boundingBox())!.y);

  // One row of four on a desktop, two columns on a phone.
  const tops = await cards.evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().top)));
  const lefts = await cards.evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().left)));
  if (testInfo.project.name === 'mobile') expect(new Set(lefts).size).toBe(Math.min(2, count));
  else expect(new Set(tops).size).toBe(1);

  // The journal keeps its latest six articles.
  await expect(page.getByRole('region', { name: DICTIONARY_SV.latestArticles, exact: true }).locator('article')).toHaveCount(
    FRONT_PAGE_BLOG_ARTICLES,
  );

  await all.click();
  await expect(page).toHaveURL(new RegExp(`${NEW_PRODUCTS_PATH}$`));
  await expect(page.locator('main article').first()).toBeVisible();
});

test('9. the row is in the HTML the server sends: there without JavaScript, and axe finds nothing', async ({ browser, page }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const noScript = await plain.newPage();
    await noScript.goto('/');
    const row = newProductsRow(noScript);
    await expect(row.locator('article').first()).toBeVisible();
    await expect(row.locator('article h3 a').first()).toHaveAttribute('href', /\/.+\/\?variantId=/);
    await expect(row.getByRole('link', { name: DICTIONARY_SV.allNewArrivals })).toBeVisible();
  } finally {
    await plain.close();
  }

  await page.goto('/');
  await newProductsRow(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines = results.violations.map(
    (violation) =>
      `${violation.id} [${violation.impact}] ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(lines).toEqual([]);
});
