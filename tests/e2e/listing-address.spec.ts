import { expect, test, type Page } from '@playwright/test';
import { closeFilters, filters, hitCount, hits, listing, stats } from './listing-helpers';

/**
 * The address always carries the listing's state (issue 25): every change is written about 400 ms
 * after it, the first one after Back or Forward included; Back and Forward restore; a reload shows the same
 * listing. Played as sequences of changes and history moves, checking after each step the address and what
 * the shopper sees. Then the listing without JavaScript: links and forms over the same addresses.
 */

/** What a step leads to: the query, how many brands and materials are ticked, page, sort, price. */
interface State {
  q?: string;
  marke?: number;
  material?: number;
  sida?: number;
  sortering?: string;
  pris?: string;
}

type Step =
  | { search: string }
  | { tick: 'Varumärke' | 'Material' }
  | { sort: string }
  | { price: [from: string, to: string] }
  | 'next page'
  | 'clear filters'
  | 'back'
  | 'forward'
  | 'reload';

const SORT_LABELS: Record<string, string> = { '': 'Mest relevant', 'lagsta-pris': 'Lägsta pris', nyast: 'Nyast' };

function stateOf(address: string): State {
  const params = new URL(address).searchParams;
  const state: State = {};
  if (params.get('q')) state.q = params.get('q')!;
  if (params.getAll('marke').length) state.marke = params.getAll('marke').length;
  if (params.getAll('material').length) state.material = params.getAll('material').length;
  if (params.get('sida')) state.sida = Number(params.get('sida'));
  if (params.get('sortering')) state.sortering = params.get('sortering')!;
  if (params.get('pris')) state.pris = params.get('pris')!;
  return state;
}

async function play(page: Page, step: Step): Promise<void> {
  if (step === 'back') await page.goBack();
  else if (step === 'forward') await page.goForward();
  else if (step === 'reload') await page.reload();
  else if (step === 'next page')
    await listing(page).getByRole('navigation', { name: 'Sidnumrering' }).getByRole('link', { name: 'Nästa sida' }).click();
  else if (step === 'clear filters') await listing(page).getByRole('link', { name: 'Rensa filter' }).click();
  else if ('search' in step) await listing(page).getByRole('searchbox', { name: 'Sök' }).fill(step.search);
  else if ('sort' in step) await listing(page).getByLabel('Sortera efter').selectOption({ label: step.sort });
  else if ('tick' in step) {
    const panel = await filters(page);
    await panel.getByRole('group', { name: step.tick }).getByRole('checkbox', { checked: false }).first().click();
    await closeFilters(page);
  } else {
    const panel = await filters(page);
    const price = panel.getByRole('group', { name: 'Pris' });
    await price.getByLabel('Från').fill(step.price[0]);
    await price.getByLabel('Till').fill(step.price[1]);
    await price.getByRole('button', { name: /Använd/ }).click();
    await closeFilters(page);
  }
}

/** The address holds `state` (it is written about 400 ms after a change), and the listing shows it. */
async function expectState(page: Page, state: State, label: string): Promise<void> {
  await expect.poll(() => stateOf(page.url()), label).toEqual(state);
  await expect(listing(page).getByRole('searchbox', { name: 'Sök' }), label).toHaveValue(state.q ?? '');
  await expect(listing(page).getByRole('link', { name: /^Ta bort / }), label).toHaveCount(
    (state.marke ?? 0) + (state.material ?? 0) + (state.pris ? 1 : 0),
  );
  await expect(listing(page).getByLabel('Sortera efter').locator('option:checked'), label).toHaveText(SORT_LABELS[state.sortering ?? '']!);
  // The current page (a single page of hits has no pagination).
  const current = listing(page).getByRole('navigation', { name: 'Sidnumrering' }).locator('[aria-current="page"] [aria-hidden="true"]');
  await expect.poll(async () => ((await current.count()) === 0 ? 1 : Number(await current.textContent())), label).toBe(state.sida ?? 1);
  await expect(hits(page).first(), label).toBeVisible();
}

const SEQUENCES: [name: string, path: string, steps: [Step, State][]][] = [
  [
    'page 2, Back, tick a brand at once, Back, Forward',
    '/ringar/',
    [
      ['next page', { sida: 2 }],
      ['back', {}],
      [{ tick: 'Varumärke' }, { marke: 1 }],
      ['back', {}],
      ['forward', { marke: 1 }],
    ],
  ],
  [
    'search, filter, sort, Back twice, Forward, reload, then another filter',
    '/sok/',
    [
      [{ search: 'ring' }, { q: 'ring' }],
      [{ tick: 'Material' }, { q: 'ring', material: 1 }],
      [{ sort: 'Lägsta pris' }, { q: 'ring', material: 1, sortering: 'lagsta-pris' }],
      ['back', { q: 'ring', material: 1 }],
      ['back', { q: 'ring' }],
      ['forward', { q: 'ring', material: 1 }],
      ['reload', { q: 'ring', material: 1 }],
      [{ tick: 'Varumärke' }, { q: 'ring', material: 1, marke: 1 }],
      ['back', { q: 'ring', material: 1 }],
    ],
  ],
  [
    'price, page 2, clear the filters, Back, then a filter',
    '/sok/',
    [
      [{ price: ['1.000', '20.000'] }, { pris: '1000:20000' }],
      ['next page', { pris: '1000:20000', sida: 2 }],
      ['clear filters', {}],
      ['back', { pris: '1000:20000', sida: 2 }],
      [{ tick: 'Material' }, { pris: '1000:20000', material: 1 }],
      ['reload', { pris: '1000:20000', material: 1 }],
      ['back', { pris: '1000:20000', sida: 2 }],
    ],
  ],
  [
    'a shared link on page 2, the next page, Back, a new search, Back',
    '/sok/?q=ring&sida=2',
    [
      ['next page', { q: 'ring', sida: 3 }],
      ['back', { q: 'ring', sida: 2 }],
      [{ search: 'halsband' }, { q: 'halsband' }],
      ['back', { q: 'ring', sida: 2 }],
      ['forward', { q: 'halsband' }],
    ],
  ],
];

test.describe('the address carries the listing’s state', () => {
  for (const [name, path, steps] of SEQUENCES) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await expectState(page, stateOf(new URL(path, 'http://x').toString()), 'opened');
      for (const [index, [step, state]] of steps.entries()) {
        await play(page, step);
        await expectState(page, state, `step ${index + 1}: ${JSON.stringify(step)}`);
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filter, sort, page, search and price by following links and sending forms', async ({ page }) => {
    await page.goto('/ringar/');
    const all = hitCount(await stats(page).innerText());
    // The filters are in the page on every screen (no sheet to open), sent with their own button.
    const panel = listing(page).getByRole('region', { name: 'Filter' });
    await expect(panel).toBeVisible();
    const material = panel.getByRole('group', { name: 'Material' }).getByRole('checkbox').first();
    const value = (await material.getAttribute('value'))!;
    await material.check();
    await panel.getByRole('button', { name: 'Visa träffar' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]material=${encodeURIComponent(value).replace(/%20/g, '\\+')}(&|$)`));
    expect(hitCount(await stats(page).innerText())).toBeLessThan(all);
    await expect(listing(page).getByRole('link', { name: `Ta bort ${value}` })).toBeVisible();

    await listing(page).getByLabel('Sortera efter').selectOption({ label: 'Lägsta pris' });
    await listing(page).getByRole('button', { name: 'Använd (Sortera efter)' }).click();
    expect(stateOf(page.url())).toEqual({ material: 1, sortering: 'lagsta-pris' });

    await listing(page).getByRole('link', { name: 'Nästa sida' }).click();
    expect(stateOf(page.url())).toEqual({ material: 1, sortering: 'lagsta-pris', sida: 2 });
    await expect(listing(page).locator('[aria-current="page"]')).toContainText('2');

    const box = listing(page).getByRole('searchbox', { name: 'Sök' });
    await box.fill('ring');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=ring/);
    expect(stateOf(page.url())).toEqual({ q: 'ring', material: 1, sortering: 'lagsta-pris' });

    const price = panel.getByRole('group', { name: 'Pris' });
    await price.getByLabel('Från').fill('100');
    await price.getByLabel('Till').fill('100.000,00');
    await price.getByRole('button', { name: 'Använd (Pris)' }).click();
    // The two fields come back as the address's own `pris`.
    await expect(page).toHaveURL(/[?&]pris=100%3A100000(&|$)/);
    expect(stateOf(page.url())).toEqual({ q: 'ring', material: 1, sortering: 'lagsta-pris', pris: '100:100000' });
    await expect(price.getByLabel('Från')).toHaveValue('100,00');

    await listing(page)
      .getByRole('link', { name: `Ta bort ${value}` })
      .click();
    expect(stateOf(page.url())).toEqual({ q: 'ring', sortering: 'lagsta-pris', pris: '100:100000' });
    await listing(page).getByRole('link', { name: 'Rensa filter' }).click();
    expect(stateOf(page.url())).toEqual({ q: 'ring', sortering: 'lagsta-pris' });
    await expect(hits(page).first()).toBeVisible();
  });
});
