import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillTemplate, formatMoney } from '../../lib/format';
import { REFINEMENT_LIMIT } from '../../lib/search/listing-setup';
import { PRICING } from '../../services/commerce/settings';
import { buildRecords } from '../../services/search/build-records';
import { SPECIAL_SLUGS } from '../../services/seed/catalogue-editorial';
import { basketWith, demoCatalogue, openWithBasket, variantsWhere } from './basket-helpers';
import { closeFilters, filters, hits, isNarrow, listing, stats } from './listing-helpers';

/**
 * Shopper round four (issue 51), at 1280×800 and 375×812: what a jewellery buyer meets between a filtered
 * listing and the confirmation.
 */

// The machine these run on is shared and slow; the journeys here load several pages each.
test.describe.configure({ timeout: 120_000 });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines = results.violations.map(
    (violation) => `${label}: ${violation.id} [${violation.impact}] ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(lines, label).toEqual([]);
}

/** The category of engagement rings. */
const RING_CATEGORY = 'forlovningsringar';

/**
 * The category's cards (search records), the size most of them would open in another size without the fix,
 * and every variant in that size. Read when a test runs: the stack writes the catalogue as it starts.
 */
function ringFilter() {
  const catalogue = demoCatalogue();
  const ringRecords = buildRecords(catalogue).filter((record) => record.categorySlugs.includes(RING_CATEGORY));
  const elsewhere = (size: string) => ringRecords.filter((record) => record.sizes.includes(size) && !record.variants[0]?.sizes.includes(size)).length;
  // The sizes the filter shows before "show more" (sizes in order), as the shopper sees them.
  const shown = [...new Set(ringRecords.flatMap((record) => record.sizes))].sort().slice(0, REFINEMENT_LIMIT);
  const ringSize = shown.sort((a, b) => elsewhere(b) - elsewhere(a))[0]!;
  expect(elsewhere(ringSize)).toBeGreaterThan(0);
  const variantsInSize = new Set(
    catalogue.families.flatMap((family) => family.variants.filter((variant) => variant.sizes.some((size) => size.value === ringSize)).map((variant) => variant.id)),
  );
  return { ringRecords, ringSize, variantsInSize };
}

/** The `variantId` each shown card opens. */
async function cardVariants(page: Page): Promise<string[]> {
  const hrefs = await hits(page).locator('a[href*="variantId="]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.map((href) => new URL(href).searchParams.get('variantId') ?? '');
}

test.describe('1. a filtered size is kept', () => {
  test('the server-rendered listing filtered for a size opens each product in that size, and the product page shows it', async ({ page }) => {
    const { ringSize, variantsInSize } = ringFilter();
    await page.goto(`/${RING_CATEGORY}/?storlek=${encodeURIComponent(ringSize)}`);
    await expect(hits(page).first()).toBeVisible();
    const opened = await cardVariants(page);
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.filter((id) => !variantsInSize.has(id)), `cards opening another size than ${ringSize}`).toEqual([]);

    await hits(page).first().getByRole('link').click();
    const chooser = page.getByRole('group', { name: /Välj storlek/ });
    await expect(chooser.locator('[aria-current="true"]')).toContainText(ringSize);
    await expectNoViolations(page, 'product opened from a filtered listing');
  });

  test('the live listing, a size ticked, opens each product in that size; without a filter each opens its default', async ({ page }) => {
    const { ringRecords, ringSize, variantsInSize } = ringFilter();
    await page.goto(`/${RING_CATEGORY}/`);
    await expect(hits(page).first()).toBeVisible();
    // Without a filter: each card opens the variant its record shows (the page's default).
    const defaults = new Map(ringRecords.map((record) => [record.variantId, record]));
    const unfiltered = await cardVariants(page);
    expect(unfiltered.filter((id) => !defaults.has(id))).toEqual([]);

    await listing(page).hover();
    const panel = await filters(page);
    const box = panel.locator(`input[data-control="refine:sizes:${ringSize}"]`);
    await box.click();
    await expect(box).toBeChecked();
    await expect(page).toHaveURL(/storlek=/);
    await closeFilters(page);
    await expect(stats(page)).toBeVisible();
    await expect.poll(async () => (await cardVariants(page)).filter((id) => !variantsInSize.has(id)), { message: `cards opening another size than ${ringSize}` }).toEqual([]);
    expect((await cardVariants(page)).length).toBeGreaterThan(0);
    await expectNoViolations(page, 'listing filtered for a size');
  });
});

test.describe('7. a basket line names what tells its variant apart', () => {
  test('a ring sold in gold and silver: the basket and the checkout name its colour, material and size', async ({ page }) => {
    test.setTimeout(180_000);
    const catalogue = demoCatalogue();
    const colourName = new Map(catalogue.colours.map((colour) => [colour.id, colour.name]));
    const materialName = new Map(catalogue.materials.map((material) => [material.id, material.name]));
    // Families in more than one colour whose variants have sizes: the basket must say which colour.
    const multiColour = new Set(
      catalogue.families.filter((family) => new Set(family.variants.map((variant) => variant.colourIds.join())).size > 1 && family.variants.some((variant) => variant.sizes.length > 0)).map((family) => family.id),
    );
    const inMultiColour = new Set(catalogue.families.filter((family) => multiColour.has(family.id)).flatMap((family) => family.variants.map((variant) => variant.id)));
    const [picked] = await variantsWhere(
      (variant) => inMultiColour.has(variant.id) && variant.allowOrdering && !variant.isGiftCard && !variant.isGiftWrapping && variant.sizes.length > 0 && variant.colourIds.length > 0,
      (stock) => stock.orderableQuantity >= 2,
      1,
    );
    const variant = picked!.variant;
    const colour = variant.colourIds.map((id) => colourName.get(id)).join(', ');
    const material = variant.materialIds.map((id) => materialName.get(id)).join(', ');
    const size = variant.sizes.map((entry) => entry.value).join(', ');
    const expected = `Färg: ${colour} · Material: ${material} · Storlek: ${size}`;

    const basket = await basketWith([{ variantId: variant.id, quantity: 1 }]);
    await openWithBasket(page, basket, '/varukorg/');
    const line = page.locator(`[data-slot="basket"] li[data-variant-id="${variant.id}"]`);
    await expect(line).toContainText(expected, { timeout: 30_000 });
    await expectNoViolations(page, 'basket');

    await page.goto('/kassa/');
    const checkout = page.locator('[data-checkout-state="ready"]');
    await expect(checkout).toBeVisible({ timeout: 30_000 });
    await expect(checkout.locator('li').filter({ hasText: expected })).toHaveCount(1);
  });
});

test.describe('8. the open menu tab', () => {
  test('on the phone a tap on the open "Produkter" tab keeps the menu and its panel open; on a wide screen it closes the dropdown', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await page.waitForLoadState('networkidle');
    const products = banner.getByRole('button', { name: 'Produkter', exact: true });
    const panel = page.locator('#mega-menu-products');
    if (isNarrow(page)) {
      const menu = banner.getByRole('button', { name: 'Meny' });
      await menu.click();
      await expect(products).toHaveAttribute('aria-expanded', 'true');
      await products.tap();
      await expect(products).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link').first()).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page, 'menu after a tap on the open tab');
      // The other tab still switches, and the way out is the menu button.
      await banner.getByRole('button', { name: 'Varumärken', exact: true }).tap();
      await expect(page.locator('#mega-menu-brands').getByRole('link').first()).toBeVisible();
      await expect(panel).toBeHidden();
      await menu.tap();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    } else {
      await products.click();
      await expect(panel.getByRole('link').first()).toBeVisible();
      await expectNoViolations(page, 'products menu');
      await products.click();
      await expect(products).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    }
  });
});

/** A product page's path (the record's own variant) for the first card matching `where`. */
function productPath(where: (record: ReturnType<typeof buildRecords>[number]) => boolean): string {
  const record = buildRecords(demoCatalogue()).find(where);
  expect(record).toBeTruthy();
  return record!.url;
}

test.describe('2. delivery, shipping cost and returns by the price', () => {
  test('the product page says them near the price, in the HTML and from the dictionary', async ({ page, browser }) => {
    const dictionary = demoCatalogue().global.dictionary;
    // The amount is commerce's threshold filled into the dictionary's placeholder, not a figure in the text.
    const promises = [fillTemplate(dictionary.productShippingReturns ?? '', { amount: formatMoney(PRICING.freeShippingFromOre / 100) }), dictionary.productDeliveryTime ?? ''];
    expect(promises[0]).toBe(`Fri frakt från ${formatMoney(500)} och 30 dagars öppet köp`);
    const path = productPath((record) => record.productTypeAlias === 'ring' && record.allowOrdering);

    // Server-rendered: there without JavaScript.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(path);
    for (const text of promises) await expect(plain.locator('[data-product-promises]').getByText(text, { exact: true })).toBeVisible();
    await context.close();

    await page.goto(path);
    const list = page.locator('[data-product-promises]');
    for (const text of promises) await expect(list.getByText(text, { exact: true })).toBeVisible();
    // Near the price: right below it, before the size chooser.
    const price = await page.locator('article').getByText(/kr/).first().boundingBox();
    const box = await list.boundingBox();
    expect(box!.y - (price!.y + price!.height)).toBeLessThan(120);
    const chooser = await page.getByRole('group', { name: /Välj storlek/ }).boundingBox();
    expect(box!.y).toBeLessThan(chooser!.y);
    await expectNoViolations(page, 'product page with delivery and returns');
  });
});

test.describe('3. the size guide', () => {
  test('a ring leads to the size guide article its type names; a product without sizes has no such link', async ({ page }) => {
    const catalogue = demoCatalogue();
    const ringType = catalogue.productTypes.find((type) => type.alias === 'ring');
    const guide = catalogue.articles.blog.find((article) => article.id === ringType?.sizeGuideArticleId);
    expect(guide?.header).toBe('Hitta rätt ringstorlek hemma');

    await page.goto(productPath((record) => record.productTypeAlias === 'ring' && record.sizes.length > 1));
    const link = page.locator('article').getByRole('link', { name: guide!.header, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/${SPECIAL_SLUGS.blog}/${guide!.slug}/`);
    await expectNoViolations(page, 'ring with its size guide');
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide!.header);

    await page.goto(productPath((record) => record.sizes.length === 0 && record.allowOrdering));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article').getByRole('link', { name: guide!.header })).toHaveCount(0);
  });
});
