import { expect, type Locator, type Page } from '@playwright/test';

/** How the listing's e2e tests find their way around it, as a shopper would: by roles and names. */

export const listing = (page: Page) => page.getByRole('region', { name: 'Produkter' });
export const hits = (page: Page) => listing(page).locator('article');
export const stats = (page: Page) => listing(page).getByRole('status').filter({ hasText: 'träffar' });
export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 767;

export function hitCount(text: string | null): number {
  return Number((text ?? '').replace(/\s/g, '').match(/^(\d+)/)?.[1] ?? NaN);
}

/** The filters: in the column on wide screens, in the sheet on phones (opened first). */
export async function filters(page: Page): Promise<Locator> {
  if (isNarrow(page)) {
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    if (!(await dialog.isVisible())) await listing(page).getByRole('button', { name: 'Visa filter' }).click();
    await expect(dialog).toBeVisible();
    return dialog;
  }
  return listing(page).getByRole('region', { name: 'Filter' });
}

export async function closeFilters(page: Page): Promise<void> {
  if (!isNarrow(page)) return;
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByRole('button', { name: /Visa träffar/ }).click();
  await expect(dialog).toBeHidden();
  await expect(listing(page).getByRole('button', { name: 'Visa filter' })).toBeFocused();
}

/** Checks the first value of a filter group and answers its label. */
export async function refineFirst(page: Page, group: string): Promise<string> {
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

export async function prices(page: Page): Promise<number[]> {
  // The cards' text, not what is laid out: a card far below the viewport is not rendered yet
  // (`content-visibility: auto`), and Chromium gives such an element's innerText as ''.
  const texts = await hits(page).locator('[class*="amount"]').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

/**
 * Resolves once the live listing has taken the place of the listing the server rendered: that element is
 * gone from the page and another stands in its place. Call it before the shopper turns to the listing.
 */
export async function takenOver(page: Page): Promise<() => Promise<void>> {
  const prerendered = await page.locator('[data-listing]').elementHandle();
  return async () => {
    await page.waitForFunction((element) => !element?.isConnected && document.querySelector('[data-listing]') !== null, prerendered);
  };
}

/**
 * The address matches `pattern` at every frame for `ms` (a listing writes its state SEARCH_URL_WRITE_DELAY_MS
 * after a change, so a write-back would come well within it); fails at the first frame it does not.
 */
export async function expectAddressToStay(page: Page, pattern: RegExp, ms = 1_500): Promise<void> {
  await expect(page).toHaveURL(pattern);
  const left = await page.evaluate(
    ({ source, flags, ms }) =>
      new Promise<string | null>((resolve) => {
        const wanted = new RegExp(source, flags);
        const started = performance.now();
        const look = () => {
          if (!wanted.test(window.location.href)) resolve(window.location.href);
          else if (performance.now() - started >= ms) resolve(null);
          else requestAnimationFrame(look);
        };
        look();
      }),
    { source: pattern.source, flags: pattern.flags, ms },
  );
  expect(left, `the address left ${pattern} for ${left}`).toBeNull();
}
