import { expect, test, type Page, type Request } from '@playwright/test';
import { expectAddressToStay, hits, listing } from './listing-helpers';

/**
 * The header search on the search page while the listing changes hands (issue 34.3). The live listing writes
 * its state into the address SEARCH_URL_WRITE_DELAY_MS after each change, its start included; a header search
 * whose page arrives within that time is the shopper's latest wish, and the listing it replaced must not
 * write its older state back over it. The network's timing is what the tests hold: the live listing's first
 * search, and the search page's answer for the new query.
 */

// Each test opens two pages and holds the network on the way: three times the usual time on a loaded machine.
test.slow();

const SEARCH_SERVICE = `http://127.0.0.1:${Number(process.env.E2E_SERVICES_PORT_BASE ?? 7500) + 2}`;

const isRsc = (request: Request) => request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc');

/** A latch: `open()` lets whatever awaits `opened` go on. */
function latch(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Types `query` into the header search and sends it (the panel's own results shown first, as a shopper sees them). */
async function openHeaderSearch(page: Page, query: string) {
  await page.getByRole('button', { name: 'Sök', expanded: false }).click();
  const input = page.locator('#header-search').getByRole('searchbox');
  await input.fill(query);
  await expect(page.getByRole('region', { name: 'Sökresultat' }).locator('li a').first()).toBeVisible();
  return input;
}

/** The search page's answer for `query` (Next's RSC request of the navigation) is fetched, then held until released. */
async function holdSearchPage(page: Page, query: string) {
  const arrived = latch();
  const release = latch();
  await page.route(
    (url) => url.pathname === '/sok/' && url.searchParams.get('q') === query,
    async (route) => {
      if (!isRsc(route.request())) return route.continue();
      const response = await route.fetch();
      arrived.open();
      await release.opened;
      await route.fulfill({ response }).catch(() => {});
    },
  );
  return { arrived: arrived.opened, release: release.open };
}

test('the header search on the search page is read into the listing', async ({ page }) => {
  await page.goto('/sok/?q=ring');
  // The shopper turns to the listing, then at once to the header: the hand-over may still be under way.
  await listing(page).hover();
  await expect(listing(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('ring');
  const input = await openHeaderSearch(page, 'halsband');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/sok\/\?q=halsband$/);
  await expect(listing(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('halsband');
  await expectAddressToStay(page, /\/sok\/\?q=halsband$/);
  await expect(hits(page).first()).toContainText(/halsband/i);
});

test('a header search sent while the live listing waits for its first answer ends at the new query', async ({ page }) => {
  await page.goto('/sok/?q=ring');
  await expect(hits(page).first()).toBeVisible();
  // The live listing's first search is held (a slow search service): it is drawn out of sight, not shown yet.
  const firstSearch = latch();
  const answer = latch();
  let listingSearches = 0;
  await page.route(`${SEARCH_SERVICE}/**/queries*`, async (route) => {
    // The listing's search for its query (the header's own searches are for the other one).
    if (!/query(=|":")ring\b/.test(route.request().postData() ?? '') || (listingSearches += 1) > 1) return route.continue();
    firstSearch.open();
    await answer.opened;
    await route.continue().catch(() => {});
  });
  await listing(page).hover();
  await firstSearch.opened;
  const input = await openHeaderSearch(page, 'halsband');
  const searchPage = await holdSearchPage(page, 'halsband');
  await input.press('Enter');
  await searchPage.arrived;
  answer.open();
  searchPage.release();
  await expect(page).toHaveURL(/\/sok\/\?q=halsband$/);
  await expect(listing(page).getByRole('searchbox', { name: 'Sök' })).toHaveValue('halsband');
  await expectAddressToStay(page, /\/sok\/\?q=halsband$/);
  await expect(hits(page).first()).toContainText(/halsband/i);
});
