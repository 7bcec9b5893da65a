import { describe, expect, it } from 'vitest';
import { productImageAlt } from '@/lib/content/card-detail';
import { filterValueLabel, filterValueOrder } from '@/lib/search/filter-values';
import { listingView } from '@/lib/search/listing-view';

/** Filter values in one order and one spelling for the server's listing and the live one (issue 32, item 15). */

const value = (name: string, count = 1, isRefined = false) => ({ name, count, isRefined });

describe('filter values', () => {
  it('orders brands alphabetically by Swedish collation: … Z, Å, Ä, Ö', () => {
    const brands = ['Ödegaard', 'Ägir', 'Zeta', 'Åkerblom', 'Astrid Berg', 'ekdahl'].map((name) => value(name));
    expect(brands.sort(filterValueOrder('brand')).map((brand) => brand.name)).toEqual(['Astrid Berg', 'ekdahl', 'Zeta', 'Åkerblom', 'Ägir', 'Ödegaard']);
  });

  it('orders other filters by most products, chosen first, ties by Swedish collation', () => {
    const colours = [value('ädelsten', 3), value('guld', 5), value('ålder', 3), value('silver', 1, true)];
    expect(colours.sort(filterValueOrder('colour')).map((colour) => colour.name)).toEqual(['silver', 'guld', 'ålder', 'ädelsten']);
  });

  it('names colours and materials as names, brands and sizes as they are', () => {
    expect(filterValueLabel('colour', 'guld')).toBe('Guld');
    expect(filterValueLabel('material', 'ädelsten')).toBe('Ädelsten');
    expect(filterValueLabel('brand', 'ekdahl')).toBe('ekdahl');
    expect(filterValueLabel('sizes', '17 mm')).toBe('17 mm');
  });

  it('is what the server’s listing shows', () => {
    const view = listingView(
      {
        route: {},
        result: { hits: [], nbHits: 0, facets: { brand: { Ödegaard: 9, Vinga: 1, Åkerblom: 2, Ägir: 4 }, colour: { guld: 2, silver: 3 } } },
      },
      0,
    );
    const brand = view.filters.find((filter) => filter.attribute === 'brand')!;
    expect(brand.items.map((item) => item.label)).toEqual(['Vinga', 'Åkerblom', 'Ägir', 'Ödegaard']);
    const colour = view.filters.find((filter) => filter.attribute === 'colour')!;
    expect(colour.items.map((item) => [item.value, item.label])).toEqual([
      ['silver', 'Silver'],
      ['guld', 'Guld'],
    ]);
  });
});

describe('a product image’s text', () => {
  it('names the product shown and what it is made of', () => {
    expect(productImageAlt('Ring Ängsull', '18K guld, diamant')).toBe('Ring Ängsull, 18K guld, diamant');
    expect(productImageAlt('Ring Ängsull', 'Rostfritt stål, guld')).toBe('Ring Ängsull, rostfritt stål, guld');
    expect(productImageAlt('Ring Ängsull', null)).toBe('Ring Ängsull');
  });
});
