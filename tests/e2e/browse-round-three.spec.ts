import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cardDetail } from '../../lib/content/card-detail';
import { buildRecords } from '../../services/search/build-records';
import { loadCatalogue } from '../../services/seed/ensure';
import { filters, hits, listing } from './listing-helpers';

/**
 * Browsing as a new buyer trips over it (issue 32, round three), at 1280×800 and 375×812: a size chosen
 * keeps the chooser where it was, a page change shows the new page's first cards, an address past the last
 * page shows the last page, and every image is described by the product it is shown for.
 */

// The machine these run on is shared and slow; the journeys here load several pages each.
test.describe.configure({ timeout: 120_000 });

/** The cards shown (the live listing is in the page, out of sight, while it prepares to take over). */
const shownCards = (page: Page) => listing(page).locator('article:visible');

/** A ring's product page (rings come in several sizes), found as a search engine finds it: through the sitemap. */
async function ringPath(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const ring = /<loc>[^<]*?(\/(?:forlovningsringar|slata-ringar|stenringar|signetringar)\/[a-z0-9-]+\/)<\/loc>/.exec(sitemap)?.[1];
  expect(ring).toBeTruthy();
  return ring!;
}

/** The last page of /ringar/, read from its pagination's "last page" link. */
async function lastRingPage(page: Page): Promise<number> {
  await page.goto('/ringar/');
  const href = await listing(page).getByRole('link', { name: 'Sista sidan' }).getAttribute('href');
  const last = Number(new URL(href!, page.url()).searchParams.get('sida'));
  expect(last).toBeGreaterThan(1);
  return last;
}

test('a size chosen keeps the chooser in view, and the address gets the variant', async ({ page, request }) => {
  await page.goto(await ringPath(request));
  const chooser = page.getByRole('group', { name: /Välj storlek/ });
  await expect(chooser).toBeVisible();
  // The chooser in the middle of the screen, as a shopper's thumb leaves it.
  await chooser.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const target = chooser.locator('a:not([aria-current])').last();
  const label = (await target.innerText()).split('\n')[0]!.trim();
  const variantId = new URL((await target.getAttribute('href'))!, page.url()).searchParams.get('variantId');
  await target.click();
  await expect(page).toHaveURL(new RegExp(`[?&]variantId=${variantId}(#|$)`));
  const chosen = chooser.getByRole('link', { name: label, exact: false }).and(chooser.locator('[aria-current="true"]'));
  await expect(chosen).toBeVisible();
  // Not thrown to the top: the whole chooser, the chosen size with it, is on screen, and stays there.
  await expect(chooser).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('without JavaScript a size is a link to the variant’s address', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(await ringPath(request));
  const chooser = page.getByRole('group', { name: /Välj storlek/ });
  const target = chooser.locator('a:not([aria-current])').last();
  const href = (await target.getAttribute('href'))!;
  await target.click();
  await expect(page).toHaveURL(new RegExp(`[?&]variantId=${new URL(href, page.url()).searchParams.get('variantId')}`));
  await expect(chooser.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'true');
  await context.close();
});

/** Follows the pagination's link to `pageNumber` and checks that the new page's first cards are in view at once. */
async function turnTo(page: Page, pageNumber: number, firstBefore: string): Promise<string> {
  const link = listing(page).getByRole('link', { name: `Sida ${pageNumber}`, exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`[?&]sida=${pageNumber}(&|$)`));
  const first = shownCards(page).first();
  await expect(first).not.toHaveText(firstBefore);
  await expect(first).toBeInViewport();
  // Not only on its way: the card stays in view once its image has loaded.
  await expect.poll(() => first.locator('img').evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  await expect(first).toBeInViewport();
  await expect(shownCards(page).nth(1)).toBeInViewport();
  return first.innerText();
}

test('after a page change the first cards of the new page are in view, the first change and the next', async ({ page }) => {
  await page.goto('/ringar/');
  const first = await shownCards(page).first().innerText();
  // The first change is made on the server's listing (the live one takes it over).
  const second = await turnTo(page, 2, first);
  await turnTo(page, 3, second);
});

test('an address past the last page shows the last page, in the server’s HTML and in the address', async ({ page, browser }) => {
  const last = await lastRingPage(page);
  // The server's HTML (no script runs): the last page's cards, that page current, no "no products".
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto('/ringar/?sida=999');
  await expect(hits(plainPage).first()).toBeVisible();
  await expect(listing(plainPage).getByText('Inga produkter matchar')).toHaveCount(0);
  await expect(listing(plainPage).locator('[aria-current="page"] [aria-hidden="true"]')).toHaveText(String(last));
  await plain.close();
  // With scripts, untouched: the address comes to read the last page.
  await page.goto('/ringar/?sida=999');
  // Once the live listing has loaded and searched (at once, as the address asks another page than shown).
  await expect(page).toHaveURL(new RegExp(`[?&]sida=${last}$`), { timeout: 30_000 });
  await expect(shownCards(page).first()).toBeVisible();
  await expect(listing(page).locator('[aria-current="page"]:visible [aria-hidden="true"]')).toHaveText(String(last));
});

/** Each card's image is described by the card's own product. */
async function expectCardsDescribeTheirProducts(page: Page): Promise<void> {
  const cards = await hits(page).evaluateAll((articles) =>
    articles.map((article) => ({ name: article.querySelector('h2, h3, h4')?.textContent?.trim() ?? '', alt: article.querySelector('img')?.alt ?? null })),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) if (card.alt !== null) expect(card.alt, card.name).toContain(card.name);
}

test('images are described by the product shown: cards, gallery and basket', async ({ page, request }) => {
  for (const path of ['/ringar/', '/halsband/', '/orhangen/']) {
    await page.goto(path);
    await expectCardsDescribeTheirProducts(page);
  }
  // The live listing's cards too (page 2, after the shopper turns to it).
  await page.goto('/ringar/');
  await listing(page).getByRole('link', { name: 'Sida 2', exact: true }).click();
  await expect(page).toHaveURL(/sida=2/);
  await expectCardsDescribeTheirProducts(page);

  await page.goto(await ringPath(request));
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const gallery = page.getByRole('region', { name: 'Produktbilder' });
  await expect(gallery.locator('img').first()).toHaveAttribute('alt', new RegExp(`^${name}`));

  // The basket's thumbnail: the first orderable size of the product, added.
  const add = page.getByRole('button', { name: 'Lägg i varukorgen' }).first();
  await expect(page.locator('form[data-stock="live"]')).toHaveCount(1);
  test.skip(!(await add.isEnabled()), 'the first ring found cannot be ordered');
  await add.click();
  await expect(page.locator('form[data-stock="live"]').getByRole('status')).toContainText('Tillagd i varukorgen');
  await page.goto('/varukorg/');
  const line = page.locator('main li[data-variant-id]').first();
  await expect(line).toBeVisible();
  const lineName = (await line.getByRole('heading').innerText()).trim();
  await expect(line.locator('img').first()).toHaveAttribute('alt', new RegExp(`^${lineName}`));
});

test('pagination: three pages each side of the current one on one row, targets of at least 24 px, named icons', async ({ page }) => {
  const last = await lastRingPage(page);
  const current = Math.min(5, last);
  await page.goto(`/ringar/?sida=${current}`);
  const nav = listing(page).getByRole('navigation', { name: 'Sidnumrering' });
  await nav.scrollIntoViewIfNeeded();
  // The numbers as shown (each link also has its name, "Sida 3", for screen readers).
  const numbers = await nav.locator('li').evaluateAll((items) =>
    items
      .filter((item) => item.getClientRects().length > 0)
      .map((item) => item.querySelector('[aria-hidden="true"]')?.textContent?.trim() ?? '')
      .filter((text) => /^\d+$/.test(text))
      .map(Number),
  );
  const expected = Array.from({ length: last }, (_, index) => index + 1).filter((number) => Math.abs(number - current) <= 3);
  expect(numbers).toEqual(expected);
  const boxes = await nav.locator('li a, li span[aria-current], li span[aria-disabled]').evaluateAll((elements) =>
    elements.filter((element) => element.getClientRects().length > 0).map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  const viewport = page.viewportSize()!;
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(Math.abs(box.top - boxes[0]!.top)).toBeLessThan(2);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(viewport.width);
  }
  for (const name of ['Första sidan', 'Föregående sida', 'Nästa sida', 'Sista sidan']) {
    const control = nav.getByRole('link', { name, exact: true });
    await expect(control).toBeVisible();
    await expect(control.locator('svg')).toHaveCount(1);
  }
});

/** A filter group's value labels as shown, in order (on a phone the filters sheet may be closed). */
async function valueLabels(page: Page, group: string): Promise<string[]> {
  const fieldset = listing(page).locator('fieldset', { has: page.locator('legend', { hasText: group }) }).first();
  return fieldset.locator('[class*="filterValueLabel"]').allTextContents();
}

const swedish = new Intl.Collator('sv');

test('brand values in Swedish alphabetical order, colours and materials capitalised, before and after the live listing', async ({ browser, page }) => {
  const check = async (target: Page) => {
    const brands = await valueLabels(target, 'Varumärke');
    expect(brands.length).toBeGreaterThan(2);
    expect(brands).toEqual([...brands].sort(swedish.compare));
    for (const group of ['Färg', 'Material']) {
      const labels = await valueLabels(target, group);
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label.charAt(0), `${group}: ${label}`).toBe(label.charAt(0).toLocaleUpperCase('sv-SE'));
    }
  };
  // The server's listing, as it is without scripts (phones keep the filters in a closed sheet, still in the page).
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto('/sok/');
  await check(plainPage);
  await plain.close();
  // The live listing, after a change the shopper made.
  await page.goto('/sok/?sida=2');
  await listing(page).hover();
  await listing(page).getByRole('link', { name: 'Sida 1', exact: true }).click();
  await expect(page).not.toHaveURL(/sida=/);
  await check(page);
});

test('a long listing keeps its height while it is scrolled through', async ({ page }) => {
  await page.goto('/sok/');
  // The listing's own height (the page's sections below it are drawn as they come near, at their own pace).
  const height = () => listing(page).evaluate((element) => element.getBoundingClientRect().height);
  const start = await height();
  const heights: number[] = [];
  for (let y = 0; y < start; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    heights.push(await height());
  }
  // And once every image it scrolled past has loaded.
  await expect.poll(() => listing(page).locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
  heights.push(await height());
  expect(Math.max(...heights) - Math.min(...heights, start)).toBeLessThanOrEqual(4);
});

test('the listing’s search box shows the shop’s focus ring', async ({ page }) => {
  await page.goto('/ringar/');
  const box = listing(page).getByRole('searchbox', { name: 'Sök' });
  await box.focus();
  await expect(box).toBeFocused();
  // Polled: the focus turns the shopper to the listing, and the live listing takes over with the focus kept.
  const ring = () =>
    listing(page)
      .locator('form[role="search"]:visible')
      .evaluate((form) => {
        const style = getComputedStyle(form);
        return `${style.outlineStyle} ${parseFloat(style.outlineWidth) >= 2}`;
      });
  await expect(box).toBeFocused();
  await expect.poll(ring).toBe('solid true');
});

test('the header search shows one clear control: no native clear button beside the shop’s own', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sök', exact: true }).click();
  const input = page.locator('#header-search').getByRole('searchbox', { name: 'Sök' });
  await input.fill('ring');
  // Chromium's own clear button sits at the field's right end and empties it when pressed; without it a
  // press there leaves the text.
  const box = (await input.boundingBox())!;
  for (const inset of [6, 12, 18]) await page.mouse.click(box.x + box.width - inset, box.y + box.height / 2);
  await expect(input).toHaveValue('ring');
});

test('the phone menu’s close button is named for what it does', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the menu button is a phone’s');
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Meny', exact: true }).click();
  const close = banner.getByRole('button', { name: 'Stäng menyn', exact: true });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await close.click();
  await expect(banner.getByRole('button', { name: 'Meny', exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test('the header search names what each product is made of, so two of one name can be told apart', async ({ page }) => {
  // A name and brand the demo catalogue has as two records that differ in what they are made of.
  const groups = new Map<string, Set<string>>();
  for (const record of buildRecords(loadCatalogue())) {
    const key = `${record.name}|${record.brand}`;
    groups.set(key, (groups.get(key) ?? new Set()).add(cardDetail(record.material, record.colour) ?? ''));
  }
  const [key, details] = [...groups].find(([name, set]) => set.size === 2 && !set.has('') && !/\d$/.test(name))!;
  const [name, brand] = key.split('|') as [string, string];
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sök', exact: true }).click();
  await page.locator('#header-search').getByRole('searchbox', { name: 'Sök' }).fill(name);
  const results = page.getByRole('region', { name: 'Sökresultat' });
  const same = results.locator('li a').filter({ hasText: name }).filter({ hasText: brand });
  await expect(same).toHaveCount(2);
  const texts = await same.allInnerTexts();
  for (const detail of details) expect(texts.some((text) => text.includes(detail)), detail).toBe(true);
});

test('a price range outside the products’ prices is explained, and one partly outside is brought within them', async ({ page }) => {
  await page.goto('/ringar/');
  await listing(page).hover();
  const panel = await filters(page);
  const price = panel.getByRole('group', { name: 'Pris' });
  const from = price.getByRole('textbox', { name: 'Från' });
  const to = price.getByRole('textbox', { name: 'Till' });
  const lowest = (await from.getAttribute('placeholder'))!;
  await from.fill('100000');
  await to.fill('200000');
  await price.getByRole('button', { name: /Använd/ }).click();
  await expect(price.getByRole('alert')).toContainText('Inga produkter i det prisintervallet');
  await expect(page).not.toHaveURL(/pris=/);
  // From below the lowest price: the lowest is applied and shown.
  await from.fill('1');
  await to.fill('');
  await price.getByRole('button', { name: /Använd/ }).click();
  await expect(price.getByRole('alert')).toHaveCount(0);
  await expect(from).toHaveValue(lowest);
});

test('without JavaScript the category slider shows its first image', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ringar/');
  // The slider comes late in a long page, which React sends after the rest: what stands in its place until a
  // script moves it there is what a browser without JavaScript shows.
  const image = page.getByRole('main').getByRole('img', { name: /stämningsbild 1$/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element) => element.closest('[hidden]') === null)).toBe(true);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('the category slider shows its images whole, not cropped at the sides', async ({ page }) => {
  await page.goto('/ringar/');
  const slider = page.locator('section[aria-roledescription]').first();
  // Below the listing: its images load as it comes into view.
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toBeVisible();
  const image = slider.locator('[role="group"]:not([aria-hidden]) img').first();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const { natural, shown } = await image.evaluate((element: HTMLImageElement) => ({
    natural: element.naturalWidth / element.naturalHeight,
    shown: element.clientWidth / element.clientHeight,
  }));
  // A cover-fitted image shows all of itself only in a frame of its own proportions.
  expect(Math.abs(shown - natural) / natural).toBeLessThan(0.03);
});
