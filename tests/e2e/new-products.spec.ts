import { expect, test } from '@playwright/test';

/** "Nyheter" lists new products only (issue 25): every card on it carries the new marker. */
test('"Nyheter" lists only products with the new marker, a part of the catalogue', async ({ page }) => {
  await page.goto('/nyheter/');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) await expect(cards.nth(index).getByText('Nyhet', { exact: true })).toBeVisible();

  const newCount = Number((await page.getByText(/\d+ träffar/).first().textContent())?.match(/\d+/)?.[0]);
  await page.goto('/sok/');
  const allCount = Number((await page.getByText(/\d+ träffar/).first().textContent())?.match(/\d+/)?.[0]);
  expect(newCount).toBeGreaterThan(0);
  expect(newCount / allCount).toBeLessThan(0.1);
});

test('"Nyheter" is rendered afresh at least daily, so its 30-day window moves without a content change', async ({ request }) => {
  const response = await request.get('/nyheter/');
  expect(response.status()).toBe(200);
  const maxAge = Number(/s-maxage=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1]);
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(86_400);
});
