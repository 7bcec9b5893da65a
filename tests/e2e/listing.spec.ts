import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_SEARCH_APP_ID } from '../../lib/config';
import { cardDetail } from '../../lib/content/card-detail';
import { buildRecords } from '../../services/search/build-records';
import { LOCAL_ANALYTICS_KEY } from '../../services/search/search-keys';
import { loadCatalogue } from '../../services/seed/ensure';
import {
  closeFilters,
  expectAddressToStay,
  filters,
  hitCount,
  hits,
  isNarrow,
  listing,
  prices,
  refineFirst,
  stats,
  takenOver,
} from './listing-helpers';

/**
 * The product listing (issue 4) as a shopper uses it, against the real local search service: search,
 * refine, sort, page, reload, back, open a product; category pages with their first page in the HTML;
 * the header search; insights events; a search service that cannot be reached.
 */

const SEARCH_URL = `http://127.0.0.1:${Number(process.env.E2E_SERVICES_PORT_BASE ?? 7500) + 2}`;

/** Opens a listing page and turns to the listing as a shopper does (the pointer over it). */
async function openListing(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await listing(page).hover();
}

test.describe('listing', () => {
  test('the listing costs no search until the shopper changes it, then searches', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(SEARCH_URL) && request.url().includes('/queries')) searches.push(request.url());
    });
    await page.goto('/ringar/');
    await expect(hits(page)).toHaveCount(24);
    await page.waitForLoadState('networkidle');
    // Turning to it (the pointer over it) loads the live listing, which starts from the server's first page.
    await listing(page).hover();
    await page.waitForLoadState('networkidle');
    await expect(hits(page)).toHaveCount(24);
    expect(searches).toEqual([]);
    await refineFirst(page, 'Material');
    await expect(page).toHaveURL(/[?&]material=/);
    expect(searches.length).toBeGreaterThan(0);
  });

  test('a filter ticked at once stays ticked, filters, keeps focus and reaches the address', async ({ page }) => {
    await page.goto('/ringar/');
    const all = hitCount(await stats(page).innerText());
    if (isNarrow(page)) {
      await listing(page).getByRole('button', { name: 'Visa filter' }).click();
      await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
    }
    const panel = isNarrow(page) ? page.getByRole('dialog', { name: 'Filter' }) : listing(page).getByRole('region', { name: 'Filter' });
    const box = panel.getByRole('group', { name: 'Material' }).getByRole('checkbox').first();
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]material=/);
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    await expect(panel).toBeVisible();
    await expect.poll(async () => hitCount(await stats(page).innerText())).toBeLessThan(all);
  });

  test('a product card reached with the keyboard keeps its focus', async ({ page }) => {
    await page.goto('/ringar/');
    const link = hits(page).first().getByRole('link');
    const name = await link.innerText();
    const href = await link.getAttribute('href');
    const live = await takenOver(page);
    await link.focus();
    // Focus inside the listing turns to it: once the live listing has taken over, the card keeps the focus.
    await live();
    const focused = page.locator(':focus');
    await expect(focused).toHaveText(name);
    await expect(focused).toHaveAttribute('href', href!);
    expect(await focused.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  });

  test('text typed into the search box at once is kept, focused and searched', async ({ page }) => {
    await page.goto('/sok/');
    const box = listing(page).getByRole('searchbox', { name: 'Sök' });
    await box.click();
    // Typed at once, while the live listing is still being loaded.
    await page.keyboard.type('halsband', { delay: 30 });
    await expect(box).toHaveValue('halsband');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/[?&]q=halsband/);
    await expect(hits(page).first()).toContainText(/halsband/i);
    await expect(box).toHaveValue('halsband');
    await expect(box).toBeFocused();
    // And typing goes on in the same field.
    await page.keyboard.type(' guld');
    await expect(page).toHaveURL(/[?&]q=halsband\+guld/);
  });

  test('the live listing’s cards tell apart products of one name and brand by what they are made of', async ({ page }) => {
    // A name and brand the demo catalogue has as two records (two colours of a family) that differ in it.
    const groups = new Map<string, Set<string>>();
    for (const record of buildRecords(loadCatalogue())) {
      const key = `${record.name}|${record.brand}`;
      groups.set(key, (groups.get(key) ?? new Set()).add(cardDetail(record.material, record.colour) ?? ''));
    }
    const [key, details] = [...groups].find(([name, set]) => set.size === 2 && !set.has('') && !/\d$/.test(name))!;
    const [name, brand] = key.split('|') as [string, string];
    await page.goto('/sok/');
    const box = listing(page).getByRole('searchbox', { name: 'Sök' });
    await box.click();
    await page.keyboard.type(name, { delay: 20 });
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(name).replace(/%20/g, '\\+')}`));
    // The live listing's answer, not the server's first page: the searched name's cards of that brand.
    const cards = hits(page)
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .filter({ hasText: brand });
    await expect(cards).toHaveCount(2);
    expect(new Set(await cards.locator('[class*="detail"]').allTextContents())).toEqual(details);
  });

  test('"show more" shows the values at once and stays open', async ({ page }) => {
    await page.goto('/ringar/');
    const live = await takenOver(page);
    const panel = await filters(page);
    const group = panel.getByRole('group', { name: 'Varumärke' });
    const more = group.getByRole('button', { name: /Visa (fler|färre)/ });
    const before = await group.getByRole('checkbox').count();
    await more.click();
    expect(await group.getByRole('checkbox').count()).toBeGreaterThan(before);
    // The click turned to the listing: once the live listing has taken over, the values are still shown.
    await live();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await group.getByRole('checkbox').count()).toBeGreaterThan(before);
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

  test('an address with a listing state has that state in the server HTML', async ({ request }) => {
    const all = await (await request.get('/sok/')).text();
    const html = await (await request.get('/sok/?q=ring&material=sterlingsilver+925&sortering=lagsta-pris&sida=2')).text();
    const count = (text: string) => hitCount(/(\d[\d\s]*) träffar på/.exec(text.replace(/&nbsp;|\u00a0/g, ' '))?.[1] ?? null);
    expect(count(html)).toBeLessThan(count(all));
    expect(html).toMatch(/aria-current="page"[^>]*>\s*<span aria-hidden="true">2<\/span>/);
    expect(html).toContain('aria-label="Ta bort Sterlingsilver 925"');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="ring"/);
    expect(html).toMatch(/<option value="lagsta-pris" selected/);
    expect(html).toMatch(/<input type="checkbox"[^>]*name="material" checked="" value="sterlingsilver 925"/);
    // Its prices ascend.
    const amounts = [...html.matchAll(/class="[^"]*amount[^"]*"[^>]*>([^<]+)</g)].map((match) =>
      Number(match[1]!.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts.every((amount, index) => index === 0 || amounts[index - 1]! <= amount)).toBe(true);
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
    await expect(listing(page).getByRole('link', { name: `Ta bort ${brand}` })).toBeVisible();
    await expect(listing(page).getByRole('link', { name: `Ta bort ${material}` })).toBeVisible();

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
      await expect(listing(page).getByLabel('Sortera efter').locator('option:checked')).toHaveText('Lägsta pris');
      await expect(listing(page).getByRole('link', { name: `Ta bort ${brand}` })).toBeVisible();

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
          const group = [...document.querySelectorAll('[data-listing] fieldset')].find(
            (fieldset) => fieldset.getClientRects().length > 0 && fieldset.querySelector('legend')?.textContent === 'Material',
          );
          group?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
        }
        return result;
      };
    });
    await panel.getByRole('group', { name: 'Varumärke' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/marke=.*material=|material=.*marke=/);
    await closeFilters(page);
    await expect(listing(page).getByRole('link', { name: /^Ta bort / })).toHaveCount(2);
    // The address keeps both past the listing's next write (the brand-only address read back would be
    // written over it), and so do the chips.
    await expectAddressToStay(page, /marke=.*material=|material=.*marke=/);
    await expect(listing(page).getByRole('link', { name: /^Ta bort / })).toHaveCount(2);
  });

  test('clearing refinements and the query', async ({ page }) => {
    await openListing(page, '/ringar/?material=Guld&q=ring');
    await expect(listing(page).getByRole('link', { name: 'Ta bort Guld' })).toBeVisible();
    await listing(page).getByRole('link', { name: 'Rensa filter' }).click();
    await expect(listing(page).getByRole('link', { name: 'Ta bort Guld' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/material=/);
    // The query is not a filter: it stays, until the search box is cleared.
    await expect(page).toHaveURL(/[?&]q=ring/);
    await listing(page).getByRole('button', { name: 'Rensa' }).click();
    await expect(listing(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]q=/);
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
    await expect(listing(page).getByRole('link', { name: 'Ta bort Pris: 1.000,00 – 2.000,00 kr' })).toBeVisible();
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

  /** The insights events the search service has received for this browser's anonymous token. */
  async function insightsEvents(page: Page, request: APIRequestContext) {
    const userToken = await page.evaluate(() => sessionStorage.getItem('glans.searchUserToken'));
    const headers = { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_ANALYTICS_KEY };
    const response = await request.get(`${SEARCH_URL}/1/events/debug?userToken=${userToken}`, { headers });
    return ((await response.json()) as { events: { eventType: string; objectIDs?: string[]; positions?: number[]; queryID?: string }[] })
      .events;
  }

  test('insights: views in chunks of 20, a click with its query id and position', async ({ page, request }) => {
    await openListing(page, '/sok/?q=ring');
    await expect(hits(page).first()).toBeVisible();
    // The token is made when the browser's InstantSearch starts; it sends the views of the hits it shows.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('glans.searchUserToken'))).toMatch(/^anonymous-/);
    await expect
      .poll(async () => (await insightsEvents(page, request)).filter((event) => event.eventType === 'view').length)
      .toBeGreaterThan(0);
    await hits(page).nth(1).locator('h3 a').click();
    await expect(page).toHaveURL(/variantId=/);
    await expect
      .poll(async () => {
        const events = await insightsEvents(page, request);
        const click = events.find((event) => event.eventType === 'click');
        const views = events.filter((event) => event.eventType === 'view');
        return Boolean(click?.queryID && click.positions?.[0] === 2 && views.every((view) => (view.objectIDs?.length ?? 0) <= 20));
      })
      .toBe(true);
  });

  test('insights: a click on a hit of the page as the server rendered it carries its query id', async ({ page, request }) => {
    await page.goto('/ringar/');
    await expect(hits(page).nth(2)).toBeVisible();
    // The pointer comes and clicks at once: the page the server rendered is still the one under it.
    await hits(page).nth(2).locator('h3 a').click();
    await expect(page).toHaveURL(/variantId=/);
    await expect
      .poll(async () => {
        const events = await insightsEvents(page, request);
        const click = events.find((event) => event.eventType === 'click');
        return Boolean(click && /^[0-9a-f]{32}$/.test(click.queryID ?? '') && click.positions?.[0] === 3);
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
