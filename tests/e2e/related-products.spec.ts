import { expect, test } from '@playwright/test';
import type { Basket, RelatedProduct } from '../../lib/commerce/types';
import { cardDetail } from '../../lib/content/card-detail';
import { CatalogueIndex } from '../../services/commerce/catalogue-index';
import { relatedCandidates } from '../../services/commerce/related-products';
import { basketWith, commerce, demoCatalogue, openWithBasket } from './basket-helpers';

/**
 * "Du kanske också gillar" under the basket (issue 32, item 13): two suggested products of one name are told
 * apart by what they are made of, as the listing cards tell them apart, at 1280 and 375 px.
 */

test.describe.configure({ timeout: 120_000 });

/** What a listing card says a variant is made of (its materials, else its colour), from the demo catalogue. */
function detailOf(variantId: string): string | null {
  const catalogue = demoCatalogue();
  const materials = new Map(catalogue.materials.map((material) => [material.id, material.name]));
  const colours = new Map(catalogue.colours.map((colour) => [colour.id, colour.name]));
  const variant = catalogue.families.flatMap((family) => family.variants).find((candidate) => candidate.id === variantId)!;
  return cardDetail(
    variant.materialIds.map((id) => materials.get(id) ?? ''),
    variant.colourIds.map((id) => colours.get(id) ?? ''),
  );
}

/**
 * A basket whose suggestions hold two products of one name that differ in what they are made of: the
 * catalogue tells which families rank two such products among the first suggestions, and the commerce
 * service's answer (which also weighs stock) confirms it.
 */
async function basketWithSameNameSuggestions(): Promise<{ basket: Basket; pair: [RelatedProduct, RelatedProduct] }> {
  const catalogue = demoCatalogue();
  const index = new CatalogueIndex(catalogue);
  const channel = index.defaultChannel();
  let tries = 0;
  for (const family of catalogue.families) {
    const variant = family.variants.find((candidate) => candidate.allowOrdering && !candidate.isGiftCard && !candidate.isGiftWrapping);
    const entry = variant ? index.variant(variant.id) : undefined;
    if (!entry) continue;
    const names = relatedCandidates([entry], { catalogue: index, channel })
      .slice(0, 8)
      .map((variants) => variants[0]!.family.name);
    if (new Set(names).size === names.length) continue;
    if (++tries > 12) break;
    const basket = await basketWith([{ variantId: variant!.id, quantity: 1 }]).catch(() => null);
    if (!basket) continue;
    const related = (await commerce<RelatedProduct[]>('GET', `/Basket/GetRelatedProducts?basketId=${basket.basketId}`)).body;
    for (const [position, first] of related.entries()) {
      const second = related.slice(position + 1).find((other) => other.familyName === first.familyName);
      const [a, b] = [detailOf(first.variantId), second ? detailOf(second.variantId) : null];
      if (second && a && b && a !== b) return { basket, pair: [first, second] };
    }
  }
  throw new Error('No basket in the demo catalogue is suggested two products of one name');
}

test('two suggested products of one name are told apart by what they are made of', async ({ page }) => {
  const { basket, pair } = await basketWithSameNameSuggestions();
  await openWithBasket(page, basket, '/varukorg/');
  const section = page.getByRole('region', { name: 'Du kanske också gillar' });
  await expect(section).toBeVisible();
  const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pair[0].familyName, exact: true }) });
  await expect(cards).toHaveCount(2);
  for (const product of pair) {
    const card = section.getByRole('listitem').filter({ has: page.locator(`a[href="${product.url}"]`) });
    const detail = detailOf(product.variantId)!;
    await expect(card.getByText(detail, { exact: true })).toBeVisible();
    // The image is described by the product shown, material and all.
    await expect(card.locator('img')).toHaveAttribute(
      'alt',
      `${product.familyName}, ${detail.charAt(0).toLocaleLowerCase('sv-SE')}${detail.slice(1)}`,
    );
  }
  const shown = await cards.allInnerTexts();
  expect(shown[0]).not.toBe(shown[1]);
});
