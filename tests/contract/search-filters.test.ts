import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX } from '../../lib/constants';
import { categoryFilterString } from '../../lib/search/category-filters';
import { refusal, searchClient } from './search-clients';

/**
 * The `filters` grammar, driven through the real `algoliasearch` client: what Algolia's guide ("Filters and
 * boolean operators") refuses is a 400 with Algolia's message, what it allows answers hits.
 */

const client = searchClient();
const search = (filters: string) => client.searchSingleIndex({ indexName: SEARCH_INDEX, searchParams: { filters, hitsPerPage: 1 } });
const AND_INSIDE_OR = 'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';

describe('filters Algolia refuses', () => {
  it.each([
    ['AND and OR mixed at one level', 'brand:Glans OR brand:Nordljus AND availability:in_stock'],
    ['an AND grouped inside an OR', 'brand:Glans OR (brand:Nordljus AND availability:in_stock)'],
    ['ORs of ANDs', '(brand:Glans AND price > 100) OR (brand:Nordljus AND price < 100)'],
    ['parentheses around a top-level AND', '(brand:Glans AND (availability:in_stock OR availability:low_stock))'],
  ])("%s: 400 with Algolia's message", async (_label, filters) => {
    expect(await refusal(search(filters))).toEqual({ status: 400, message: AND_INSIDE_OR });
  });

  it('a negated group: 400, an unexpected token after NOT', async () => {
    const answer = await refusal(search('NOT (brand:Glans OR brand:Nordljus)'));
    expect(answer).toEqual({ status: 400, message: "filters: Unexpected token '(' expected a filter at col 4" });
  });

  it.each([
    ['an unclosed parenthesis', '(brand:Glans OR brand:Nordljus', "filters: Unexpected token end of filter expected ')' at col 30"],
    ['a value with a space, unquoted', 'brand:Guld smed', 'filters: Unexpected token string(smed) expected end of filter at col 11'],
    ['a lower-case keyword', 'brand:Glans and price > 1', 'filters: Unexpected token string(and) expected end of filter at col 12'],
    ['a range without its upper bound', 'price:1 TO', 'filters: Unexpected token end of filter expected a number at col 10'],
  ])('%s: 400 naming the token and its column', async (_label, filters, message) => {
    expect(await refusal(search(filters))).toEqual({ status: 400, message });
  });
});

describe('filters Algolia allows', () => {
  /** The two most common values of a facet in the demo catalogue. */
  const top: Record<string, [string, string]> = {};
  beforeAll(async () => {
    const answer = await client.searchSingleIndex({
      indexName: SEARCH_INDEX,
      searchParams: { hitsPerPage: 0, facets: ['brand', 'colour', 'material', 'availability'] },
    });
    for (const [facet, counts] of Object.entries(answer.facets ?? {})) {
      const [first = '', second = ''] = Object.keys(counts);
      top[facet] = [JSON.stringify(first), JSON.stringify(second)];
    }
  });

  it.each([
    ({ brand, availability }: typeof top) =>
      `brand:${brand![0]} AND (availability:${availability![0]} OR availability:${availability![1]})`,
    ({ availability }: typeof top) => `(availability:${availability![0]} OR availability:${availability![1]}) AND price >= 100`,
    ({ colour, material }: typeof top) =>
      `price:1 TO 100000 AND (colour:${colour![0]} OR colour:${colour![1]}) AND (material:${material![0]} OR material:${material![1]})`,
    () => 'NOT availability:sold_out AND price > 0',
    ({ brand }: typeof top) => `brand:${brand![0]} OR brand:${brand![1]} OR NOT allowOrdering:false`,
    ({ brand }: typeof top) => `(brand:${brand![0]} OR brand:${brand![1]})`,
  ])('combination %#', async (build) => {
    const answer = await search(build(top));
    expect(answer.nbHits).toBeGreaterThan(0);
  });

  it('a bare value is a tag filter: no record here has `_tags`, so nothing matches, as on Algolia', async () => {
    expect((await search('published')).nbHits).toBe(0);
    expect((await search('NOT published')).nbHits).toBeGreaterThan(0);
  });

  it("the storefront's own category filters (lib/search/category-filters) parse and match", async () => {
    const filters = categoryFilterString([[`brand:${JSON.parse(top.brand![0]) as string}`, 'brand:x'], 'createdAtTimestamp>=0']);
    expect(filters).toMatch(/^\(brand:".*" OR brand:"x"\) AND createdAtTimestamp >= 0$/);
    expect((await search(filters)).nbHits).toBeGreaterThan(0);
  });
});
