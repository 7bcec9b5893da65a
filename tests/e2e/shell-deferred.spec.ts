import { expect, test, type Page, type Route, type TestInfo } from '@playwright/test';

/**
 * The shell's deferred code (issue 31): the header's search panel, language list and closing from outside
 * and the progress bar's library are fetched after the page's load event, not in its first load (the offline
 * note is not: its code could not arrive once the connection has gone); a press on a header control made before that code has arrived is kept, and the dropdown opens, with
 * focus where a shopper expects it, once the code arrives. The deferred chunks are held back on the network
 * (page.route) to stand for a slow connection.
 */

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const banner = (page: Page) => page.getByRole('banner');
const isChunk = (url: string) => new URL(url).pathname.startsWith('/_next/static/chunks/') && url.endsWith('.js');

/** The scripts the home page fetches after its load event (with nothing held back and nothing pressed). */
async function scriptsAfterLoad(page: Page): Promise<string[]> {
  const late: string[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (loaded && request.resourceType() === 'script' && isChunk(request.url())) late.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  return late;
}

interface Held {
  /** Resolves when the first held chunk has been asked for: the page has loaded and hydrated by then. */
  asked: Promise<void>;
  release(): void;
}

/** Holds back the chunks at `paths` until `release()`. */
async function holdChunks(page: Page, paths: string[]): Promise<Held> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => {};
  const askedPromise = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => paths.includes(url.pathname),
    async (route: Route) => {
      asked();
      await released;
      await route.continue().catch(() => {});
    },
  );
  return { asked: askedPromise, release };
}

let deferred: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  deferred = await scriptsAfterLoad(await context.newPage());
  await context.close();
});

test('the header’s panels are not in the first load: their code arrives after the load event', async ({ page }) => {
  expect(deferred.length, 'scripts fetched after the load event').toBeGreaterThan(0);
  const held = await holdChunks(page, deferred);
  await page.goto('/');
  await held.asked;
  // Drawn by the server and ready: the buttons. Not there yet: the search form and the language list.
  await expect(banner(page).getByRole('button', { name: 'Sök', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#header-search input')).toHaveCount(0);
  await expect(page.locator('#language-switcher a')).toHaveCount(0);
  held.release();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#header-search input[type="search"]')).toHaveCount(1);
});

test('a tap on search before its code has arrived opens the panel with focus in the field when it arrives', async ({ page }) => {
  const held = await holdChunks(page, deferred);
  await page.goto('/');
  await held.asked;
  const toggle = banner(page).getByRole('button', { name: 'Sök', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#header-search input')).toHaveCount(0);

  held.release();
  const input = page.locator('#header-search').getByRole('searchbox', { name: 'Sök' });
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  await input.fill('ring');
  await expect(page.getByRole('region', { name: 'Sökresultat' }).locator('li a').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#header-search')).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a press on the menu before the deferred code has arrived opens it at once; Escape works once the code is there', async ({
  page,
}, testInfo) => {
  const held = await holdChunks(page, deferred);
  await page.goto('/');
  await held.asked;
  const opener = isMobile(testInfo)
    ? banner(page).getByRole('button', { name: 'Meny' })
    : banner(page).getByRole('button', { name: 'Produkter', exact: true });
  // By keyboard: focus and Enter, as a shopper tabbing through the header would.
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  // The panel's links are the server's: they are there while the deferred code is still on its way.
  const firstLink = page.locator('#mega-menu-products').getByRole('link').first();
  await expect(firstLink).toBeVisible();

  held.release();
  // Escape is heard once the deferred code has drawn what closes a dropdown from outside (with its veil).
  await expect(page.locator('#header-search input[type="search"]')).toHaveCount(1);
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('#mega-menu-products')).toBeHidden({ timeout: 500 });
  }).toPass();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

test('a tap on the language switcher before its code has arrived lists the storefronts when it arrives', async ({ page }) => {
  const held = await holdChunks(page, deferred);
  await page.goto('/');
  await held.asked;
  const toggle = banner(page).getByRole('button', { name: /Språk/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  held.release();
  await expect(page.locator('#language-switcher').getByRole('link')).toHaveCount(10);
  await expect(page.locator('#language-switcher [aria-current="page"]')).toHaveAccessibleName('Svenska');
});
