import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';

/**
 * The product listing (issue 4) as a shopper uses it, against the real local search service: search,
 * refine, sort, page, reload, back, open a product; category pages with their first page in the HTML;
 * the header search; insights events; a search service that cannot be reached.
 */

const SEARCH_PORT = Number(process.env.E2E_SERVICES_PORT_BASE ?? 7500) + 2;
const SEARCH_URL = `http://127.0.0.1:${SEARCH_PORT}`;

const listing = (page: Page) => page.getByRole('region', { name: 'Produkter' });

/**
 * Opens a listing page, turns to the listing as a shopper does (the pointer over it) and waits until
 * InstantSearch has taken over from the prerendered first page.
 */
async function openListing(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await listing(page).hover();
  await expect(page.locator('[data-listing="live"]')).toBeAttached();
}
const hits = (page: Page) => listing(page).locator('article');
const stats = (page: Page) => listing(page).getByRole('status').filter({ hasText: 'träffar' });
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 767;

function hitCount(text: string | null): number {
  return Number((text ?? '').replace(/\s/g, '').match(/^(\d+)/)?.[1] ?? NaN);
}

/** The filters: in the column on wide screens, in the sheet on phones (opened first). */
async function filters(page: Page): Promise<Locator> {
  if (isNarrow(page)) {
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    if (!(await dialog.isVisible())) await listing(page).getByRole('button', { name: 'Visa filter' }).click();
    await expect(dialog).toBeVisible();
    return dialog;
  }
  return listing(page).getByRole('region', { name: 'Filter' });
}

async function closeFilters(page: Page): Promise<void> {
  if (!isNarrow(page)) return;
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByRole('button', { name: /Visa träffar/ }).click();
  await expect(dialog).toBeHidden();
  await expect(listing(page).getByRole('button', { name: 'Visa filter' })).toBeFocused();
}

/** Checks the first value of a filter group and answers its label. */
async function refineFirst(page: Page, group: string): Promise<string> {
  const panel = await filters(page);
  const fieldset = panel.getByRole('group', { name: group });
  const box = fieldset.getByRole('checkbox').first();
  const name = (await box.getAttribute('aria-label')) ?? (await fieldset.locator('label').first().innerText());
  const value = name.split(',')[0]!.split('\n')[0]!.trim();
  // The products the value has with the other filters as they are: the hits once it is ticked. (Not "the
  // results line changes": when every hit has the value, only its milliseconds could, and they may not.)
  const count = hitCount(await fieldset.locator('[class*="filterCount"]').first().innerText());
  expect(count).toBeGreaterThan(0);
  // A click, then the assertion (which waits): the box shows InstantSearch's state, which follows the answer
  // to the new search, so on a loaded machine it can still read unticked right after the click.
  await box.click();
  await expect(box).toBeChecked();
  await expect.poll(async () => hitCount(await stats(page).innerText())).toBe(count);
  await closeFilters(page);
  return value;
}

async function prices(page: Page): Promise<number[]> {
  // The cards' text, not what is laid out: a card far below the viewport is not rendered yet
  // (`content-visibility: auto`), and Chromium gives such an element's innerText as ''.
  const texts = await hits(page).locator('[class*="amount"]').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

test.describe('listing', () => {
  test('the prerendered listing loads no search code until the shopper turns to it', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(SEARCH_URL)) searches.push(request.url());
    });
    await page.goto('/ringar/');
    await expect(page.locator('[data-listing="static"]')).toBeAttached();
    await expect(hits(page)).toHaveCount(24);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-listing="static"]')).toBeAttached();
    expect(searches).toEqual([]);
    await listing(page).hover();
    await expect(page.locator('[data-listing="live"]')).toBeAttached();
    // Live from the server's first page: the same 24 hits, still no search of its own.
    await expect(hits(page)).toHaveCount(24);
    expect(searches.filter((url) => url.includes('/queries'))).toEqual([]);
  });

  test('a filter ticked before the listing is live stays ticked, filters and keeps focus', async ({ page }) => {
    await page.goto('/ringar/');
    await expect(page.locator('[data-listing="static"]')).toBeAttached();
    const all = hitCount(await stats(page).innerText());
    if (isNarrow(page)) {
      // Opening the sheet is the first use: it stays open while the listing goes live under it.
      await listing(page).getByRole('button', { name: 'Visa filter' }).click();
      await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
      await expect(page.locator('[data-listing="live"]')).toBeAttached();
      await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
    }
    const panel = isNarrow(page) ? page.getByRole('dialog', { name: 'Filter' }) : listing(page).getByRole('region', { name: 'Filter' });
    const box = panel.getByRole('group', { name: 'Material' }).getByRole('checkbox').first();
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('[data-listing="live"]')).toBeAttached();
    await expect(page).toHaveURL(/[?&]material=/);
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    await expect.poll(async () => hitCount(await stats(page).innerText())).toBeLessThan(all);
  });

  test('a product card reached with the keyboard before the listing is live keeps its focus when it goes live', async ({ page }) => {
    await page.goto('/ringar/');
    await expect(page.locator('[data-listing="static"]')).toBeAttached();
    const link = hits(page).first().getByRole('link');
    const name = await link.innerText();
    // Focus inside the listing is a use of it: the live listing takes the prerendered one's place.
    await link.focus();
    await expect(page.locator('[data-listing="live"]')).toBeAttached();
    await expect(page.locator('[data-listing="static"]')).toHaveCount(0);
    const focused = page.locator(':focus');
    await expect(focused).toHaveText(name);
    await expect(focused).toHaveAttribute('href', (await hits(page).first().getByRole('link').getAttribute('href'))!);
    expect(await focused.evaluate((element) => element.closest('[data-listing]')?.getAttribute('data-listing'))).toBe('live');
  });

  test('text typed into the prerendered search box while the listing goes live is kept, focused and searched', async ({ page }) => {
    await page.goto('/sok/');
    await expect(page.locator('[data-listing="static"]')).toBeAttached();
    const box = listing(page).getByRole('searchbox', { name: 'Sök' });
    await box.click();
    // Typed at once: the live listing is loaded and drawn (out of sight) while the keys arrive, so some go
    // to the prerendered box after the live one has read the address; the swap carries them across.
    await page.keyboard.type('halsband', { delay: 30 });
    await expect(page.locator('[data-listing="live"]')).toBeAttached();
    await expect(box).toHaveValue('halsband');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/[?&]q=halsband/);
    await expect(hits(page).first()).toContainText(/halsband/i);
  });

  test('"show more" opened in the prerendered listing shows the values at once and stays open when the listing goes live', async ({ page }) => {
    await page.goto('/ringar/');
    await expect(page.locator('[data-listing="static"]')).toBeAttached();
    const panel = await filters(page);
    const more = panel.locator('[data-control="more:brand"]');
    const group = panel.getByRole('group', { name: 'Varumärke' });
    const before = await group.getByRole('checkbox').count();
    await more.click();
    expect(await group.getByRole('checkbox').count()).toBeGreaterThan(before);
    await expect(page.locator('[data-listing="live"]')).toBeAttached();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => group.getByRole('checkbox').count()).toBeGreaterThan(before);
    await expect(more).toBeFocused();
    // And it closes again.
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(group.getByRole('checkbox')).toHaveCount(before);
  });

  test('a category page has its first page of hits in the server HTML', async ({ request }) => {
    const html = await (await request.get('/ringar/')).text();
    // The page's whole title comes from its SEO tags, the site's name once.
    expect(html).toMatch(/<title>[^<]*Glans<\/title>/);
    expect(html).not.toMatch(/<title>[^<]*Glans[^<]*Glans<\/title>/);
    const productLinks = [...html.matchAll(/href="(\/[^"/]+\/[^"/]+\/\?variantId=\d+)"/g)];
    expect(productLinks.length).toBeGreaterThanOrEqual(24);
    expect(html).toMatch(/\d+ träffar på \d+ ms/);
    expect(html).toContain('Sortera efter');
  });

  test('search, refine, sort, page, reload, back and open a product', async ({ page }) => {
    await openListing(page, '/sok/');
    await expect(stats(page)).toBeVisible();
    const all = hitCount(await stats(page).innerText());
    expect(all).toBeGreaterThan(100);

    // Type a query: hits follow at once, the URL after the write delay.
    const box = listing(page).getByRole('searchbox', { name: 'Sök' });
    await expect(box).toHaveAttribute('maxlength', '512');
    await expect(box).toHaveAttribute('placeholder', 'Sök här…');
    await box.fill('ring');
    await expect(page).toHaveURL(/[?&]q=ring/);
    const queried = hitCount(await stats(page).innerText());
    expect(queried).toBeLessThan(all);

    const brand = await refineFirst(page, 'Varumärke');
    const material = await refineFirst(page, 'Material');
    await expect(page).toHaveURL(/marke=/);
    await expect(page).toHaveURL(/material=/);
    await expect(listing(page).getByRole('button', { name: `Ta bort ${brand}` })).toBeVisible();
    await expect(listing(page).getByRole('button', { name: `Ta bort ${material}` })).toBeVisible();

    // Lowest price first: the prices really ascend.
    await listing(page).getByLabel('Sortera efter').selectOption({ label: 'Lägsta pris' });
    await expect(page).toHaveURL(/sortering=lagsta-pris/);
    await expect
      .poll(async () => {
        const shown = await prices(page);
        return shown.length > 1 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
      })
      .toBe(true);

    const refinedState = new URL(page.url()).search;
    const pagination = listing(page).getByRole('navigation', { name: 'Sidnumrering' });
    if (await pagination.isVisible()) {
      const firstOnPage1 = await hits(page).first().locator('h3').innerText();
      await pagination.getByRole('link', { name: 'Nästa sida' }).click();
      await expect(page).toHaveURL(/sida=2/);
      await expect(pagination.locator('[aria-current="page"]')).toContainText('2');
      await expect(hits(page).first().locator('h3')).not.toHaveText(firstOnPage1);

      // Reload: the whole state comes back from the URL.
      await page.reload();
      await expect(pagination.locator('[aria-current="page"]')).toContainText('2');
      await expect(box).toHaveValue('ring');
      await expect(listing(page).getByLabel('Sortera efter')).toHaveValue('SortBy sv-SE');
      await expect(listing(page).getByRole('button', { name: `Ta bort ${brand}` })).toBeVisible();

      // Back: the previous state (page 1 with the same refinements).
      await page.goBack();
      await expect(page).toHaveURL((url) => url.search === refinedState);
      await expect(listing(page).locator('[aria-current="page"]')).toContainText('1');
    }

    // Open a product from a hit.
    const first = hits(page).first();
    const name = (await first.locator('h3').innerText()).trim();
    await first.locator('h3 a').click();
    await expect(page).toHaveURL(/\?variantId=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  });

  test('a filter ticked just as the listing writes the address is kept', async ({ page }) => {
    await openListing(page, '/sok/?q=ring');
    const panel = await filters(page);
    // The moment the listing writes the brand into the address (400 ms after the tick), the shopper ticks the
    // first material, before Next's router has taken in the new address. That address must not be read back
    // into the search: it does not have the material yet.
    await page.evaluate(() => {
      const push = history.pushState;
      history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
        const result = push.apply(this, args);
        if (String(args[2]).includes('marke=')) {
          history.pushState = push;
          const live = document.querySelector('[data-listing="live"]')!;
          const group = [...live.querySelectorAll('fieldset')].find((fieldset) => fieldset.querySelector('legend')?.textContent === 'Material');
          group?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
        }
        return result;
      };
    });
    await panel.getByRole('group', { name: 'Varumärke' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/marke=.*material=|material=.*marke=/);
    await closeFilters(page);
    await expect(listing(page).getByRole('button', { name: /^Ta bort / })).toHaveCount(2);
    // Still both a while later, and the hits are the ones with both.
    await page.waitForTimeout(1000);
    await expect(listing(page).getByRole('button', { name: /^Ta bort / })).toHaveCount(2);
    await expect(page).toHaveURL(/marke=.*material=|material=.*marke=/);
  });

  test('the header search on the search page is read into the listing', async ({ page }) => {
    await openListing(page, '/sok/?q=ring');
    await expect(listing(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('ring');
    await page.getByRole('button', { name: 'Sök', expanded: false }).click();
    const input = page.locator('#header-search').getByRole('searchbox');
    await input.fill('halsband');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/sok\/\?q=halsband/);
    await expect(listing(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('halsband');
  });

  test('clearing refinements and the query', async ({ page }) => {
    await openListing(page, '/ringar/?material=Guld');
    await expect(listing(page).getByRole('button', { name: 'Ta bort Guld' })).toBeVisible();
    await listing(page).getByRole('button', { name: 'Rensa filter' }).click();
    await expect(listing(page).getByRole('button', { name: 'Ta bort Guld' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/material=/);
  });

  test('a price range in the sv-SE filter format', async ({ page }) => {
    await openListing(page, '/ringar/');
    const panel = await filters(page);
    const price = panel.getByRole('group', { name: 'Pris' });
    await price.getByLabel('Från').fill('1.000,00');
    await price.getByLabel('Till').fill('2.000');
    await price.getByRole('button', { name: /Använd/ }).click();
    await closeFilters(page);
    await expect(page).toHaveURL(/pris=1000%3A2000|pris=1000:2000/);
    await expect(listing(page).getByRole('button', { name: 'Ta bort Pris: 1.000,00 – 2.000,00 kr' })).toBeVisible();
    const shown = await prices(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((value) => value >= 1000 && value <= 2000)).toBe(true);
  });

  test('moving between two category pages shows each one’s own hits', async ({ page }) => {
    await openListing(page, '/ringar/');
    const ringCount = hitCount(await stats(page).innerText());
    await page.getByRole('navigation', { name: 'I den här kategorin' }).getByRole('link', { name: 'Förlovningsringar' }).click();
    await expect(page).toHaveURL(/\/ringar\/forlovningsringar\/$/);
    await expect.poll(async () => hitCount(await stats(page).innerText())).toBeLessThan(ringCount);
    const hrefs = await hits(page)
      .locator('h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/forlovningsringar/'))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/ringar\/$/);
    await expect.poll(async () => hitCount(await stats(page).innerText())).toBe(ringCount);
  });

  test('the header search shows hits as you type and leads to all results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sök', expanded: false }).click();
    const input = page.locator('#header-search').getByRole('searchbox');
    await input.fill('halsband');
    const results = page.getByRole('region', { name: 'Sökresultat' });
    await expect(results.locator('li a').first()).toBeVisible();
    await expect(results.getByRole('link', { name: /Visa alla träffar/ })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/sok\/\?q=halsband/);
    await expect(listing(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('halsband');
    await expect(hits(page).first()).toBeVisible();
  });

  test('insights: views in chunks of 20, a click with its query id and position', async ({ page, request }) => {
    await openListing(page, '/sok/?q=ring');
    await expect(hits(page).first()).toBeVisible();
    // The token is made when the browser's InstantSearch starts (after hydration).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('glans.searchUserToken'))).toMatch(/^anonymous-/);
    const userToken = await page.evaluate(() => sessionStorage.getItem('glans.searchUserToken'));
    await hits(page).nth(1).locator('h3 a').click();
    await expect(page).toHaveURL(/variantId=/);
    const headers = { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY };
    await expect
      .poll(async () => {
        const response = await request.get(`${SEARCH_URL}/1/events/debug?userToken=${userToken}`, { headers });
        const { events } = (await response.json()) as {
          events: { eventType: string; objectIDs?: string[]; positions?: number[]; queryID?: string }[];
        };
        const click = events.find((event) => event.eventType === 'click');
        const views = events.filter((event) => event.eventType === 'view');
        return Boolean(
          click?.queryID && click.positions?.[0] === 2 && views.length > 0 && views.every((view) => (view.objectIDs?.length ?? 0) <= 20),
        );
      })
      .toBe(true);
  });

  test('with the search service unreachable the category page still shows its content and says so', async ({ page }) => {
    // A network fault between browser and service (the service itself keeps running for the other tests).
    await page.route(`${SEARCH_URL}/**`, (route) => route.abort('connectionrefused'));
    await openListing(page, '/ringar/?q=ring');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(listing(page).getByRole('alert')).toHaveText('Sökningen fungerar inte just nu. Försök igen om en stund.');
  });
});
