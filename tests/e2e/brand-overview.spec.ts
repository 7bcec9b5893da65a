import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { SPECIAL_SLUGS } from '../../services/seed/catalogue-editorial';
import { countWord } from '../../services/seed/vocabulary';
import { demoCatalogue } from './basket-helpers';

/**
 * Issue 51 item 5 (d): one brands overview, the all_brand special page (`/varumarken/`). The header's brand menu
 * and every brand page's breadcrumb lead to it, the retired category address "/marken/" moves there for good,
 * and it lists every brand under a number that is counted, at 1280 px (desktop) and 375 px (mobile).
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const OVERVIEW = `/${SPECIAL_SLUGS.allBrands}/`;
const banner = (page: Page) => page.getByRole('banner');

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((violation) => `${label}: ${violation.id} ${violation.help}`)).toEqual([]);
}

/** The brand categories' addresses, as the demo catalogue publishes them. */
function brandPaths(): { name: string; path: string }[] {
  const catalogue = demoCatalogue();
  return catalogue.brands.map((brand) => {
    const category = catalogue.categories.find((candidate) => candidate.id === brand.categoryId)!;
    const parent = catalogue.categories.find((candidate) => candidate.id === category.parentId);
    return { name: brand.name, path: parent ? `/${parent.slug}/${category.slug}/` : `/${category.slug}/` };
  });
}

test('the header brand menu leads to the one overview, which lists every brand under a counted number', async ({
  page,
}, testInfo: TestInfo) => {
  await page.goto('/');
  if (testInfo.project.name === 'mobile') await banner(page).getByRole('button', { name: 'Meny' }).click();
  await banner(page).getByRole('button', { name: 'Varumärken', exact: true }).click();
  const menu = page.locator('#mega-menu-brands');
  await expect(menu.getByRole('link', { name: 'Alla varumärken' })).toHaveAttribute('href', OVERVIEW);
  // Every brand in the menu is a brand page, none of them under a second overview.
  const brands = brandPaths();
  for (const { name, path } of brands) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  await menu.getByRole('link', { name: 'Alla varumärken' }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${OVERVIEW}$`));

  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Alla varumärken');
  await expect(main.getByText(new RegExp(`^${countWord(brands.length)} märken`))).toBeVisible();
  for (const { name, path } of brands) await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  await expectNoViolations(page, 'brands overview');
});

test("a brand page's breadcrumb leads to the overview", async ({ page }) => {
  const [first, ...others] = brandPaths();
  for (const { path } of others) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  await page.goto(first!.path);
  const crumbs = page.getByRole('navigation', { name: 'Brödsmulor' });
  await expect(crumbs.getByRole('link')).toHaveText(['Startsidan', 'Alla varumärken', first!.name]);
  await expect(crumbs.getByRole('link', { name: 'Alla varumärken' })).toHaveAttribute('href', OVERVIEW);
  await expectNoViolations(page, 'brand page');
  await crumbs.getByRole('link', { name: 'Alla varumärken' }).click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${OVERVIEW}$`));
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Alla varumärken');
});

/**
 * Where a 308 answer sends the browser. Next's first render of a redirect repeats the Location header (the same
 * value twice), which browsers follow as one (as in not-found-cache.spec.ts).
 */
async function movedTo(page: Page, from: string): Promise<string> {
  const response = await page.request.get(from, { maxRedirects: 0 });
  expect(response.status(), from).toBe(308);
  const locations = new Set(
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location')
      .map((header) => header.value),
  );
  expect([...locations], from).toHaveLength(1);
  return new URL([...locations][0]!, 'http://localhost').pathname;
}

test('the retired address of the second overview moves permanently to the one overview', async ({ page }) => {
  expect(await movedTo(page, '/marken/')).toBe(OVERVIEW);
  // A brand page under the retired address moves to its own.
  const [brand] = brandPaths();
  expect(await movedTo(page, `/marken${brand!.path}`)).toBe(brand!.path);

  await page.goto('/marken/');
  await expect(page).toHaveURL(new RegExp(`:\\d+${OVERVIEW}$`));
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Alla varumärken');
});
