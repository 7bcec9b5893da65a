import { expect as baseExpect, test } from '@playwright/test';
import { basketWith, commerce, merchandise, openWithBasket, variantsWhere } from './basket-helpers';

/**
 * The basket's code form when the commerce API refuses a code for a shop's reasons (issue 42 item 2): a
 * code that does not combine with the basket's, and a basket that has tried too many wrong codes (429),
 * both said in Swedish from the dictionary.
 */

// The basket loads from the commerce service after the page: on a shared, busy machine that takes longer
// than the default wait.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function orderableBasket(coupons: string[] = []) {
  const [picked] = await variantsWhere(merchandise, (stock) => stock.orderableQuantity >= 3, 1);
  return basketWith([{ variantId: picked!.variant.id, quantity: 1 }], coupons);
}

test("a second code that does not combine with the basket's says so, and the first stays", async ({ page }) => {
  await openWithBasket(page, await orderableBasket(['GLANS10']), '/varukorg/');
  const view = page.locator('[data-slot="basket"] [data-basket-state]');
  await expect(view.locator('[data-coupon="GLANS10"]')).toBeVisible();
  await view.getByRole('textbox', { name: 'Rabattkod' }).fill('VINTER200');
  await view.getByRole('button', { name: 'Använd' }).click();
  await expect(
    view.getByRole('alert').filter({ hasText: 'Rabattkoden kan inte kombineras med rabattkoden du redan har använt.' }),
  ).toBeVisible();
  await expect(view.locator('[data-coupon="VINTER200"]')).toHaveCount(0);
  await expect(view.locator('[data-coupon="GLANS10"]')).toBeVisible();
});

test('after too many wrong codes the form says to try again in a while, and the code is not applied', async ({ page }) => {
  const basket = await orderableBasket();
  for (let guess = 0; guess < 5; guess += 1)
    expect((await commerce('POST', `/Basket/${basket.basketId}/coupon/FEL${guess}`)).status).toBe(404);
  await openWithBasket(page, basket, '/varukorg/');
  const view = page.locator('[data-slot="basket"] [data-basket-state]');
  await expect(view).toHaveAttribute('data-basket-state', 'filled');
  await view.getByRole('textbox', { name: 'Rabattkod' }).fill('GLANS10');
  await view.getByRole('button', { name: 'Använd' }).click();
  await expect(view.getByRole('alert').filter({ hasText: 'Försök igen om en stund.' })).toBeVisible();
  await expect(view.locator('[data-coupon="GLANS10"]')).toHaveCount(0);
});
