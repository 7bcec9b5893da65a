import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * The shell (issue 6; docs/shop.md, The shell) at 1280 px (project desktop) and 375 px (project mobile): the
 * header's dropdowns, the search panel's focus trap, the language switcher, the route-change overlay,
 * scrolling, the offline note and accessibility with each dropdown open.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STOREFRONTS = ['Danska', 'Norska', 'Svenska', 'Finska', 'Tyska', 'Nederländska', 'Franska', 'Polska', 'Tjeckiska', 'Engelska (EU)'];

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const banner = (page: Page) => page.getByRole('banner');
const navButton = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true });

/** Opens a menu the way a shopper on this screen would: the menu button first on narrow screens. */
async function openProducts(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await expect(navButton(page, 'Produkter')).toBeHidden();
    await banner(page).getByRole('button', { name: 'Meny' }).click();
  } else {
    await navButton(page, 'Produkter').click();
  }
  await expect(navButton(page, 'Produkter')).toHaveAttribute('aria-expanded', 'true');
}

async function openSearch(page: Page) {
  await banner(page).getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page.locator('#header-search')).toBeVisible();
}

async function openLanguage(page: Page) {
  await banner(page).getByRole('button', { name: /Språk/ }).click();
  await expect(page.locator('#language-switcher')).toBeVisible();
}

/** A slow network: the answer to a request comes `ms` later (the network's behaviour, not a wait of the test's). */
const networkLatency = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delays the app's RSC requests (navigations and prefetches), so a route change takes `ms`. */
async function slowDownNavigations(page: Page, ms: number) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.headers()['rsc'] === '1' || request.url().includes('_rsc=')) await networkLatency(ms);
    await route.continue().catch(() => {});
  });
}

/** The paths of the app's RSC requests (prefetches and navigations) from now on. */
function recordPrefetches(page: Page): string[] {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  return prefetched;
}

/** Until the next frame is drawn: the intersection observers (Next's viewport prefetch among them) have been told what is in view. */
async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Focus on `link` (a sign of intent) prefetches its page, and that is the only prefetch: one for a link in
 * view would have been sent as the link was seen (in the frame after the scroll, at once), before this one.
 */
async function expectOnlyPrefetchOnFocus(page: Page, link: Locator, prefetched: string[]) {
  const path = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.focus();
  await expect.poll(() => prefetched).toContain(path);
  // (A prefetch may take more than one request: the route's tree, then its segments.)
  expect(prefetched.filter((other) => other !== path)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('products menu opens, switches to brands, and Escape closes it with focus back on the opener', async ({ page }, testInfo) => {
  await openProducts(page, testInfo);
  const products = navButton(page, 'Produkter');
  const brands = navButton(page, 'Varumärken');
  await expect(products).toHaveAttribute('aria-controls', 'mega-menu-products');
  await expect(page.locator('#mega-menu-products').getByRole('link').first()).toBeVisible();
  await expect(brands).toHaveAttribute('aria-expanded', 'false');

  await brands.click();
  await expect(brands).toHaveAttribute('aria-expanded', 'true');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#mega-menu-products')).toBeHidden();
  await expect(page.locator('#mega-menu-brands').getByRole('link').first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.locator('#mega-menu-brands')).toBeHidden();
  // Desktop: the brands button opened the brands menu. Mobile: the menu button opened the sheet.
  const opener = isMobile(testInfo) ? banner(page).getByRole('button', { name: 'Meny' }) : brands;
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

test('the dropdowns are exclusive, close on an outside press, and a menu link navigates and closes', async ({ page }, testInfo) => {
  await openProducts(page, testInfo);
  await openLanguage(page);
  await expect(page.locator('#mega-menu-products')).toBeHidden();
  await page.mouse.click(10, 600);
  await expect(page.locator('#language-switcher')).toBeHidden();

  await openProducts(page, testInfo);
  const link = page.locator('#mega-menu-products').getByRole('link').nth(1);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/.+\/$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('#mega-menu-products')).toBeHidden();
  await expect(navButton(page, isMobile(testInfo) ? 'Meny' : 'Produkter')).toHaveAttribute('aria-expanded', 'false');
});

test('the basket link in the header leads to the basket and names its count', async ({ page }) => {
  const basket = banner(page).getByRole('link', { name: /varukorg/i });
  await expect(basket).toBeVisible();
  await expect(basket).toHaveAttribute('href', /\/varukorg\/$/);
});

test('keyboard: the skip link comes first and the menu buttons work with Enter', async ({ page }, testInfo) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till huvudinnehållet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  if (isMobile(testInfo)) return; // the menu buttons below sit in the desktop bar
  await navButton(page, 'Produkter').focus();
  await page.keyboard.press('Enter');
  await expect(navButton(page, 'Produkter')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(navButton(page, 'Varumärken')).not.toBeFocused();
  await expect(page.locator('#mega-menu-products a').first()).toBeFocused();
});

test('search panel: a search form with a named results region; on mobile Tab cycles inside it', async ({ page }, testInfo) => {
  await openSearch(page);
  const panel = page.locator('#header-search');
  const input = panel.getByRole('searchbox', { name: 'Sök' });
  await expect(input).toBeFocused();
  await expect(panel.getByRole('search')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sökresultat' })).toBeAttached();
  await input.fill('ring');
  // Hits appear as the shopper types (Enter, leading to the search page, is tested in listing.spec.ts).
  await expect(page.getByRole('region', { name: 'Sökresultat' }).locator('li a').first()).toBeVisible();
  await expect(input).toHaveValue('ring');

  if (isMobile(testInfo)) {
    const visited = new Set<string>();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => document.getElementById('header-search')?.contains(document.activeElement) ?? false);
      expect(inside, `focus inside the panel after Tab ${step + 1}`).toBe(true);
      visited.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? ''));
    }
    expect(visited.size).toBeGreaterThanOrEqual(3);
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    // Backwards from the first field wraps to the panel's last control: the link to all results.
    await expect(panel.getByRole('link', { name: /Visa alla träffar/ })).toBeFocused();
  }

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(banner(page).getByRole('button', { name: 'Sök', exact: true })).toBeFocused();
});

test('language switcher lists the ten storefronts with Swedish current', async ({ page }) => {
  await openLanguage(page);
  const panel = page.locator('#language-switcher');
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(STOREFRONTS.length);
  for (const [index, name] of STOREFRONTS.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);
  await expect(panel.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(links.nth(2)).toHaveAttribute('aria-current', 'page');
  await expect(links.nth(2)).toHaveAttribute('hreflang', 'sv-SE');
  for (let index = 0; index < STOREFRONTS.length; index += 1) await expect(links.nth(index)).toHaveAttribute('href', /^(https?:\/\/|\/)/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('navigating shows the overlay and the progress bar, and clears both when the page is ready', async ({ page }) => {
  await slowDownNavigations(page, 900);
  const overlay = page.locator('[data-route-overlay]');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).click();
  await expect(overlay).toBeVisible();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-route-changing', '');
  await expect(page).toHaveURL(/\/om-oss\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(overlay).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-route-changing');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('the overlay gives way after two seconds even when the page is slow', async ({ page }) => {
  await slowDownNavigations(page, 5_000);
  const overlay = page.locator('[data-route-overlay]');
  // The overlay's life is timed inside the page, so a busy test machine does not skew it.
  await page.evaluate(() => {
    const times: { shown?: number; gone?: number } = {};
    (window as unknown as { overlayTimes: typeof times }).overlayTimes = times;
    new MutationObserver(() => {
      const present = document.querySelector('[data-route-overlay]') !== null;
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).click();
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCount(0, { timeout: 4_000 });
  const times = await page.evaluate(() => (window as unknown as { overlayTimes: { shown: number; gone: number } }).overlayTimes);
  const elapsed = times.gone - times.shown;
  expect(elapsed).toBeGreaterThan(1_900);
  expect(elapsed).toBeLessThan(3_000);
  await expect(page).not.toHaveURL(/om-oss/);
  await expect(page).toHaveURL(/\/om-oss\/$/, { timeout: 10_000 });
});

test('a page change scrolls to the top; a hash link scrolls smoothly to its target', async ({ page }) => {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Om oss' }).click();
  await expect(page).toHaveURL(/\/om-oss\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/varumarken/');
  const jump = page.getByRole('navigation', { name: 'Varumärken efter bokstav' });
  const last = jump.getByRole('link').last();
  const hash = (await last.getAttribute('href')) ?? '';
  expect(hash).toMatch(/^#/);
  const target = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(target).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('offline status is shown unobtrusively while the connection is gone', async ({ page, context }) => {
  const note = page.getByRole('status').filter({ hasText: 'Du är offline' });
  await expect(note).toHaveCount(0);
  await context.setOffline(true);
  await expect(note).toBeVisible();
  await context.setOffline(false);
  await expect(note).toHaveCount(0);
});

test('axe finds no WCAG A/AA violation on the home page with each dropdown open', async ({ page }, testInfo) => {
  const scan = async (label: string) => {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(
      results.violations.map((violation) => `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
      label,
    ).toEqual([]);
  };
  await scan('closed');
  await openProducts(page, testInfo);
  await scan('products');
  await navButton(page, 'Varumärken').click();
  await expect(page.locator('#mega-menu-brands')).toBeVisible();
  await scan('brands');
  await page.keyboard.press('Escape');
  await openSearch(page);
  await scan('search');
  await page.keyboard.press('Escape');
  await openLanguage(page);
  await scan('language');
});

test('the shell’s links prefetch their page when the shopper shows intent, not when they come into view', async ({ page }) => {
  const prefetched = recordPrefetches(page);
  // The shell and nothing else: every link on the page is the header's or the footer's.
  await page.goto('/bench-reference/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await nextFrames(page);
  await expectOnlyPrefetchOnFocus(page, page.getByRole('contentinfo').getByRole('link').first(), prefetched);
});

test('the page’s own links prefetch on intent too: none on the home page after load, one for the link that gets focus', async ({ page }) => {
  const prefetched = recordPrefetches(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const main = page.locator('main');
  const links = main.getByRole('link');
  // Category cards, articles, brands: the home page has content links in view and below.
  expect(await links.count()).toBeGreaterThan(3);
  await main.evaluate((element) => window.scrollTo(0, element.scrollHeight));
  await nextFrames(page);
  await expectOnlyPrefetchOnFocus(page, links.first(), prefetched);
});
