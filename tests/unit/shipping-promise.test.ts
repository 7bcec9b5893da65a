import { describe, expect, it } from 'vitest';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import { formatMoney } from '@/lib/format';
import { shippingPromise } from '@/lib/content/shipping-promise';
import { PRICING } from '@/services/commerce/settings';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { generateCatalogue } from '@/services/seed/generate';

/** Issue 51: the free-shipping amount is commerce's rule, never a figure an editor typed into a text. */

const threshold = PRICING.freeShippingFromOre / 100;
/** An amount in kronor written into a text ("500 kr", "1 000 kr"). */
const AMOUNT = /\d[\d\s\u00a0\u202f]*\s?kr\b/;

describe("the shop's shipping and returns promise", () => {
  it('names the threshold of the shipping terms it is given, not one written into the dictionary', () => {
    expect(shippingPromise(DICTIONARY_SV, { fee: 49, freeFrom: 750 })).toBe(`Fri frakt från ${formatMoney(750)} och 30 dagars öppet köp`);
    expect(shippingPromise(DICTIONARY_SV, { fee: 49, freeFrom: threshold })).toBe(
      `Fri frakt från ${formatMoney(threshold)} och 30 dagars öppet köp`,
    );
    expect(shippingPromise(dictionaryDefaults, { fee: 49, freeFrom: 1200 })).toBe(
      `Free shipping from ${formatMoney(1200)} and 30 days’ open purchase`,
    );
  });

  it('promises returns only when shipping is never free', () => {
    expect(shippingPromise(DICTIONARY_SV, { fee: 49, freeFrom: null })).toBe('30 dagars öppet köp');
    expect(shippingPromise(DICTIONARY_SV, null)).toBe('30 dagars öppet köp');
  });

  it('is a placeholder in both dictionaries, with no amount of its own', () => {
    for (const dictionary of [DICTIONARY_SV, dictionaryDefaults]) {
      expect(dictionary.productShippingReturns).toContain('{amount}');
      expect(dictionary.productShippingReturns).not.toMatch(AMOUNT);
    }
  });
});

describe('the demo content', () => {
  const catalogue = generateCatalogue({ referenceDate: '2026-11-21' });

  it("gives the storefront commerce's threshold as the shipping terms", () => {
    expect(catalogue.global.shippingConfig.freeShippingFrom).toBe(threshold);
  });

  it("writes the front page's free-shipping amount from commerce's setting, and the basket's intro names none", () => {
    expect(JSON.stringify(catalogue.pages.frontPage.content)).toContain(`Fri frakt från ${formatMoney(threshold)}`);
    expect(catalogue.pages.cart.intro).not.toMatch(AMOUNT);
    expect(JSON.stringify(catalogue.pages.cart.content)).not.toMatch(AMOUNT);
  });
});
