import { describe, expect, it } from 'vitest';
import { FacetIndex } from '../../services/search/facet-index';
import { FilterSyntaxError } from '../../services/search/filter-ast';
import { parseFacetFilter, parseFacetFilters, parseNumericFilter, parseNumericFilters } from '../../services/search/filter-arrays-parse';
import { evaluateFilter } from '../../services/search/filter-evaluate';
import { AND_INSIDE_OR, parseFiltersString } from '../../services/search/filter-string-parse';
import { availabilityRank, type SearchRecord } from '../../services/search/search-record';

/** Algolia's three filter parameters: parsing and evaluation over facet columns. */

function record(objectID: string, overrides: Partial<SearchRecord>): SearchRecord {
  const built: Omit<SearchRecord, 'availabilityRank'> & Partial<SearchRecord> = {
    objectID,
    familyId: objectID,
    variantId: objectID,
    variantIds: [objectID],
    variants: [{ variantId: objectID, sizes: [], material: ['sterlingsilver'] }],
    name: 'Ring',
    brand: 'Nordljus',
    productType: 'Ringar',
    productTypeAlias: 'ring',
    productSubtype: null,
    colour: ['guld'],
    material: ['sterlingsilver'],
    sizes: [],
    price: 100,
    originalPrice: 100,
    percentDiscount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    createdAtTimestamp: 1_735_689_600,
    image: null,
    url: `/ringar/${objectID}/?variantId=${objectID}`,
    categoryIds: [],
    categorySlugs: [],
    availability: 'in_stock',
    allowOrdering: true,
    description: '',
    ...overrides,
  };
  return { ...built, availabilityRank: built.availabilityRank ?? availabilityRank(built.availability) };
}

const records = [
  record('a', { brand: 'Nordljus', colour: ['guld'], price: 100, sizes: ['17 mm', '18 mm'] }),
  record('b', { brand: 'Guld & Co: Stockholm', colour: ['silver'], price: 500 }),
  record('c', { brand: 'Nordljus', colour: ['silver', 'guld'], price: 1500, availability: 'sold_out' }),
  record('d', { brand: 'Lykke', colour: ['vitt guld'], price: 2500, material: ['-special'] }),
];
const index = new FacetIndex(records);
const ids = (filter: ReturnType<typeof parseFiltersString>) =>
  filter ? records.filter((_, id) => evaluateFilter(filter, index).has(id)).map((r) => r.objectID) : records.map((r) => r.objectID);

describe('facetFilters', () => {
  it('splits at the first colon so values may hold colons and spaces', () => {
    expect(parseFacetFilter('brand:Guld & Co: Stockholm')).toEqual({ kind: 'facet', attribute: 'brand', value: 'Guld & Co: Stockholm' });
    expect(ids(parseFacetFilters(['brand:Guld & Co: Stockholm']))).toEqual(['b']);
  });

  it('ANDs the items and ORs inside an inner array', () => {
    expect(ids(parseFacetFilters([['brand:Nordljus', 'brand:Lykke'], 'colour:guld']))).toEqual(['a', 'c']);
  });

  it('negates with a dash and reads an escaped dash as part of the value', () => {
    expect(ids(parseFacetFilters(['brand:-Nordljus']))).toEqual(['b', 'd']);
    expect(ids(parseFacetFilters(['material:\\-special']))).toEqual(['d']);
  });

  it('compares values without regard to case and matches array attributes', () => {
    expect(ids(parseFacetFilters(['brand:NORDLJUS', 'sizes:18 MM']))).toEqual(['a']);
  });

  it('reads the legacy string form', () => {
    expect(ids(parseFacetFilters('colour:guld,(brand:Lykke,brand:Nordljus)'))).toEqual(['a', 'c']);
  });

  it('matches nothing for an attribute that is not a facet', () => {
    expect(ids(parseFacetFilters(['nosuch:x']))).toEqual([]);
  });

  it('refuses a filter without attribute:value', () => {
    expect(() => parseFacetFilters(['Nordljus'])).toThrow(FilterSyntaxError);
    expect(() => parseFacetFilters([':x'])).toThrow(FilterSyntaxError);
  });
});

describe('numericFilters', () => {
  it('parses the operators and ranges', () => {
    expect(parseNumericFilter('price>=100')).toEqual({ kind: 'numeric', attribute: 'price', operator: '>=', value: 100 });
    expect(parseNumericFilter('price != 5.5')).toEqual({ kind: 'numeric', attribute: 'price', operator: '!=', value: 5.5 });
    expect(parseNumericFilter('price:100 TO 500')).toEqual({ kind: 'range', attribute: 'price', min: 100, max: 500 });
  });

  it('ANDs and ORs like facetFilters', () => {
    expect(ids(parseNumericFilters(['price>=500', 'price<2500']))).toEqual(['b', 'c']);
    expect(ids(parseNumericFilters([['price<200', 'price>2000']]))).toEqual(['a', 'd']);
    expect(ids(parseNumericFilters(['price:500 TO 1500']))).toEqual(['b', 'c']);
  });

  it('refuses what is not a number', () => {
    expect(() => parseNumericFilter('price>=cheap')).toThrow(FilterSyntaxError);
    expect(() => parseNumericFilter('price:1 TO')).toThrow(FilterSyntaxError);
    expect(() => parseNumericFilter('price')).toThrow(FilterSyntaxError);
  });
});

describe('filters', () => {
  it('reads AND, OR, NOT, parentheses, quotes and numeric comparisons', () => {
    expect(ids(parseFiltersString('brand:Nordljus AND (colour:silver OR price < 200)'))).toEqual(['a', 'c']);
    expect(ids(parseFiltersString('NOT availability:sold_out AND price >= 100'))).toEqual(['a', 'b', 'd']);
    expect(ids(parseFiltersString('colour:"vitt guld" OR brand:"Guld & Co: Stockholm"'))).toEqual(['b', 'd']);
    expect(ids(parseFiltersString('price:500 TO 1500'))).toEqual(['b', 'c']);
    expect(ids(parseFiltersString('price:2500'))).toEqual(['d']);
  });

  it('reads a bare value as a tag filter (`_tags`), which these records do not have', () => {
    expect(ids(parseFiltersString('brand'))).toEqual([]);
    expect(ids(parseFiltersString('NOT published AND price:2500'))).toEqual(['d']);
  });

  it.each([
    ['AND and OR at one level', 'brand:Lykke OR brand:Nordljus AND colour:silver'],
    ['an AND inside an OR', 'brand:Lykke OR (brand:Nordljus AND colour:silver)'],
    ['parentheses around a top-level AND', '(brand:Nordljus AND (colour:silver OR price < 200))'],
    ['a parenthesised AND inside an AND', 'price > 1 AND (brand:Nordljus AND colour:silver)'],
  ])('refuses %s as Algolia does', (_label, text) => {
    expect(() => parseFiltersString(text)).toThrow(AND_INSIDE_OR);
  });

  it('refuses a negated group', () => {
    expect(() => parseFiltersString('NOT (brand:Lykke OR brand:Nordljus)')).toThrow(/Unexpected token '\(' expected a filter at col 4/);
  });

  it("accepts the valid combinations of Algolia's guide", () => {
    for (const text of [
      'brand:a AND (colour:b OR colour:c)',
      '(brand:a OR brand:b) AND colour:c',
      'brand:a AND (colour:b OR colour:c) AND (material:d OR material:e)',
      '(brand:a OR brand:b) AND (colour:c OR colour:d) AND price > 5',
      'brand:a OR brand:b OR NOT colour:c',
      '(brand:a OR brand:b)',
    ]) {
      expect(() => parseFiltersString(text)).not.toThrow();
    }
  });

  it('treats an empty string as no filter', () => {
    expect(parseFiltersString('   ')).toBeNull();
  });

  it.each(['brand:x AND', '(brand:x', 'brand:x)', 'brand:', 'price > cheap', 'brand:"open', 'AND brand:x', 'price ! 3'])(
    'refuses %s',
    (text) => {
      expect(() => parseFiltersString(text)).toThrow(FilterSyntaxError);
    },
  );

  it('refuses very deep nesting instead of overflowing the stack', () => {
    expect(() => parseFiltersString(`${'('.repeat(100)}brand:x${')'.repeat(100)}`)).toThrow(FilterSyntaxError);
  });
});
