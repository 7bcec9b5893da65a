import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { basketWith, demoCatalogue, merchandise, openWithBasket, variantsWhere } from './basket-helpers';
import { sitemapPaths } from './security-helpers';

/**
 * The pages' own client code out of the first load (issue 31): content images are drawn by the server (no
 * Next image code in any page's first load), add to basket's live form and the filled basket's lines and forms
 * are fetched after the page's load event; a press on add to basket before its code has arrived is kept and
 * done when it arrives, with focus kept on the button. The late chunks are held back on the network
 * (page.route) to stand for a slow connection, as in shell-deferred.spec.ts.
 */

const isChunk = (url: string) => new URL(url).pathname.startsWith('/_next/static/chunks/') && url.endsWith('.js');

/** Next's image code (`next/image`'s config module) as its chunk carries it: the name survives minifying. */
const IMAGE_CODE = 'VALID_LOADERS';
/** Add to basket's live form: the event it sends when the product is seen. */
const LIVE_ADD_TO_BASKET = '"view_content"';
/** The live gallery's code: the swipe it tells from a press. */
const LIVE_GALLERY = 'setPointerCapture';
/** The filled basket's code (`basket-contents.tsx`) as its chunk registers it. */
const BASKET_CONTENTS = '"BasketContents",0,';
/** The basket store's code (stores/basket-store.ts): a message it logs. */
const BASKET_STORE = '[basket] The basket could not be loaded';

interface Loaded {
  /** Bodies of the scripts asked for before the load event. */
  first: string[];
  /** Paths and bodies of the scripts asked for after it (until the network is idle). */
  late: { path: string; body: string }[];
}

/**
 * The scripts of a page's load and those fetched after it. Deferred code is asked for when the browser is
 * idle after the load event, which can be after the network has first gone quiet: with `lateMarker`, the
 * wait goes on until a script holding it has arrived.
 */
async function scriptsOf(page: Page, path: string, lateMarker?: string): Promise<Loaded> {
  const first: Promise<string>[] = [];
  const late: Promise<{ path: string; body: string }>[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !isChunk(request.url()) || response.status() !== 200) return;
    const body = response.text().catch(() => '');
    if (loaded) late.push(body.then((text) => ({ path: new URL(request.url()).pathname, body: text })));
    else first.push(body);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (lateMarker) {
    await expect
      .poll(async () => (await Promise.all(late)).some((script) => script.body.includes(lateMarker)), { message: `${lateMarker} in a script after the load event`, timeout: 20_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
  }
  return { first: await Promise.all(first), late: await Promise.all(late) };
}

/** Holds back the chunks at `paths` until `release()`; `asked` resolves when the first is asked for. */
async function holdChunks(page: Page, paths: string[]): Promise<{ asked: Promise<void>; release: () => void }> {
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

/** A product page whose chosen variant the content says can be ordered (its button is enabled at once). */
async function orderableProductPath(page: Page, request: APIRequestContext): Promise<string> {
  for (const path of (await sitemapPaths(request, '0.6')).slice(0, 40)) {
    await page.goto(path);
    const button = page.locator('form[data-variant-id]').getByRole('button', { name: 'Lägg i varukorgen' }).first();
    if ((await button.count()) > 0 && (await button.isEnabled())) return path;
  }
  throw new Error('No orderable product among the first 40 product pages.');
}

function blogArticlePath(): string {
  const catalogue = demoCatalogue();
  const article = catalogue.articles.blog.find((candidate) => candidate.content.blocks.some((block) => block.__typename === 'VideoBlockRecord'));
  if (!article) throw new Error('The demo has no blog article with a video');
  return `/${catalogue.pages.blog.slug}/${article.slug}/`;
}

test('no page’s first load carries Next’s image code: content images are drawn by the server', async ({ browser, request }, testInfo) => {
  const [productPath] = await sitemapPaths(request, '0.6');
  for (const path of ['/', blogArticlePath(), productPath!, '/varukorg/']) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
    const { first } = await scriptsOf(await context.newPage(), path);
    await context.close();
    expect(first.length, `${path}: scripts before the load event`).toBeGreaterThan(0);
    expect(first.filter((body) => body.includes(IMAGE_CODE)).length, `${path}: first-load scripts with next/image's code`).toBe(0);
  }
});

test('a press on add to basket before its code has arrived is kept and done when it arrives, focus on the button', async ({ browser, page, request }, testInfo) => {
  const path = await orderableProductPath(page, request);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const { first, late } = await scriptsOf(await context.newPage(), path, LIVE_ADD_TO_BASKET);
  await context.close();
  expect(first.some((body) => body.includes(LIVE_ADD_TO_BASKET)), 'the live form in the first load').toBe(false);
  expect(late.some((script) => script.body.includes(LIVE_ADD_TO_BASKET)), 'the live form after the load event').toBe(true);

  await page.goto('about:blank');
  const held = await holdChunks(
    page,
    late.map((script) => script.path),
  );
  await page.goto(path);
  await held.asked;
  const form = page.locator('form[data-variant-id]').first();
  const button = form.getByRole('button', { name: 'Lägg i varukorgen' });
  await expect(form).toHaveAttribute('data-stock', 'content');
  // By keyboard, as a shopper tabbing to the button would.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByRole('status')).toHaveText('');

  held.release();
  await expect(form.getByRole('status')).toContainText('Tillagd i varukorgen');
  // The live form's own button (a phone's bar at the foot of the screen, when shown, comes after it).
  await expect(form.getByRole('button', { name: 'Lägg i varukorgen' }).first()).toBeFocused();
  await expect(form).toHaveAttribute('data-stock', 'live');
});

test('a press on the gallery’s next image before its code has arrived is done when it arrives, focus kept', async ({ browser, page, request }, testInfo) => {
  let path: string | undefined;
  for (const candidate of (await sitemapPaths(request, '0.6')).slice(0, 40)) {
    await page.goto(candidate);
    if ((await page.locator('[data-gallery="next"]').count()) > 0) {
      path = candidate;
      break;
    }
  }
  expect(path, 'a product with more than one image').toBeTruthy();
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const { first, late } = await scriptsOf(await context.newPage(), path!, LIVE_GALLERY);
  await context.close();
  expect(first.some((body) => body.includes(LIVE_GALLERY)), 'the live gallery in the first load').toBe(false);
  expect(late.some((script) => script.body.includes(LIVE_GALLERY)), 'the live gallery after the load event').toBe(true);

  await page.goto('about:blank');
  const held = await holdChunks(
    page,
    late.map((script) => script.path),
  );
  await page.goto(path!);
  await held.asked;
  const gallery = page.getByRole('region', { name: 'Produktbilder' });
  await expect(gallery.locator('[data-gallery="show-0"]')).toHaveAttribute('aria-current', 'true');
  await gallery.locator('[data-gallery="next"]').focus();
  await page.keyboard.press('Enter');
  await expect(gallery.locator('[data-gallery="show-0"]')).toHaveAttribute('aria-current', 'true');

  held.release();
  await expect(gallery.locator('[data-gallery="show-1"]')).toHaveAttribute('aria-current', 'true');
  await expect(gallery.locator('[data-gallery="next"]')).toBeFocused();
  // The live gallery goes on from there.
  await page.keyboard.press('Enter');
  await expect(gallery.locator('[data-gallery="show-1"]')).not.toHaveAttribute('aria-current', 'true');
});

test('the basket’s lines and forms arrive after the load event; the basket reads as loading until then', async ({ browser, page }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const { first, late } = await scriptsOf(await context.newPage(), '/varukorg/', BASKET_CONTENTS);
  await context.close();
  expect(first.some((body) => body.includes(BASKET_CONTENTS)), 'the basket’s contents in the first load').toBe(false);
  const contents = late.filter((script) => script.body.includes(BASKET_CONTENTS));
  expect(contents.length, 'the basket’s contents after the load event').toBeGreaterThan(0);

  const [line] = await variantsWhere(merchandise, (stock) => stock.orderableQuantity >= 2, 1);
  const basket = await basketWith([{ variantId: line!.variant.id, quantity: 1 }]);
  const held = await holdChunks(
    page,
    late.map((script) => script.path),
  );
  await openWithBasket(page, basket, '/varukorg/');
  await held.asked;
  const view = page.locator('[data-slot="basket"] [data-basket-state]');
  await expect(view).toHaveAttribute('data-basket-state', 'loading');
  await expect(view).toHaveAttribute('aria-busy', 'true');

  held.release();
  await expect(view).toHaveAttribute('data-basket-state', 'filled');
  await expect(view.locator(`li[data-variant-id="${line!.variant.id}"]`)).toBeVisible();
  await expect(view.getByLabel('Rabattkod')).toBeVisible();
});

test('the basket page’s first load has no basket store: empty at once without a basket, the store read after the load event with one', async ({ browser, page }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const fresh = await context.newPage();
  const empty = await scriptsOf(fresh, '/varukorg/');
  await expect(fresh.locator('[data-slot="basket"] [data-basket-state]')).toHaveAttribute('data-basket-state', 'empty');
  await context.close();
  expect([...empty.first, ...empty.late.map((script) => script.body)].some((body) => body.includes(BASKET_STORE)), 'the store’s code with no basket').toBe(false);

  const [line] = await variantsWhere(merchandise, (stock) => stock.orderableQuantity >= 2, 1);
  const basket = await basketWith([{ variantId: line!.variant.id, quantity: 1 }]);
  // The basket and its count as the browser holds them after an earlier page (the header draws the count).
  await page.goto('/robots.txt');
  await page.evaluate(
    ([basketId, userId]) => {
      window.localStorage.setItem('basketId', basketId);
      window.localStorage.setItem('userId', userId);
      window.localStorage.setItem('basketCount', JSON.stringify({ basketId, count: 1 }));
    },
    [basket.basketId, basket.userId] as const,
  );
  const filled = await scriptsOf(page, '/varukorg/', BASKET_STORE);
  expect(filled.first.some((body) => body.includes(BASKET_STORE)), 'the store’s code in the first load').toBe(false);
  await expect(page.locator('[data-slot="basket"] [data-basket-state]')).toHaveAttribute('data-basket-state', 'filled');
  await expect(page.locator(`[data-slot="basket"] li[data-variant-id="${line!.variant.id}"]`)).toBeVisible();
});
