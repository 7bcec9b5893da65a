import { liteClient, type SearchResponse } from 'algoliasearch/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import { serviceUrl } from './service-urls';

/**
 * The local search service driven by the real algoliasearch v5 lite client, on the generated demo
 * catalogue: facets, filters, replicas, pagination, highlighting, relevance and the query id.
 */

interface Hit {
  objectID: string;
  familyId: string;
  variantId: string;
  name: string;
  brand: string;
  productType: string;
  colour: string[];
  material: string[];
  sizes: string[];
  price: number;
  originalPrice: number;
  createdAt: string;
  createdAtTimestamp: number;
  url: string;
  categoryIds: string[];
  _highlightResult?: Record<string, { value: string; matchLevel: string; matchedWords: string[]; fullyHighlighted?: boolean } | unknown[]>;
}

const client = () => {
  const url = new URL(serviceUrl('search'));
  return liteClient(LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY, { hosts: [{ url: url.host, protocol: 'http', accept: 'readWrite' }] });
};

async function search(params: Record<string, unknown> & { indexName?: string }): Promise<SearchResponse<Hit>> {
  const { results } = await client().search<Hit>({ requests: [{ indexName: SEARCH_INDEX, ...params }] });
  return results[0] as SearchResponse<Hit>;
}

/** Every hit of a query (the queries here stay under the 1,000-hit pagination limit). */
async function allHits(params: Record<string, unknown>): Promise<Hit[]> {
  const result = await search({ ...params, hitsPerPage: 1000 });
  expect(result.nbHits).toBeLessThanOrEqual(1000);
  return result.hits;
}

let everything: SearchResponse<Hit>;
let topBrand: string;
let secondBrand: string;

beforeAll(async () => {
  everything = await search({ query: '', hitsPerPage: 1000, facets: ['*'] });
  const brands = Object.entries(everything.facets?.brand ?? {}).sort((a, b) => b[1] - a[1]);
  topBrand = brands[0]?.[0] ?? '';
  secondBrand = brands[1]?.[0] ?? '';
});

describe('search answers', () => {
  it('answers an empty query with every record and the Algolia response fields', async () => {
    const result = await search({ query: '', hitsPerPage: 24, facets: ['brand', 'price'] });
    expect(result.nbHits).toBeGreaterThan(100);
    expect(result.hits).toHaveLength(24);
    expect(result).toMatchObject({
      page: 0,
      hitsPerPage: 24,
      exhaustiveNbHits: true,
      query: '',
      index: SEARCH_INDEX,
      renderingContent: {},
    });
    expect(result.nbPages).toBe(Math.ceil(Math.min(result.nbHits ?? 0, 1000) / 24));
    expect(typeof result.processingTimeMS).toBe('number');
    expect(result.params).toContain('hitsPerPage=24');
    expect(result.facets_stats?.price).toMatchObject({
      min: expect.any(Number),
      max: expect.any(Number),
      avg: expect.any(Number),
      sum: expect.any(Number),
    });
    const hit = result.hits[0] as Hit;
    expect(hit.url).toMatch(/^\/[^/]+\/[^/]+\/\?variantId=/);
    expect(hit).not.toHaveProperty('isNew');
    expect(new Date(hit.createdAt).getTime() / 1000).toBeCloseTo(hit.createdAtTimestamp, -1);
  });

  it('counts facet values over all hits, not only the page', async () => {
    const hits = await allHits({ query: '', facetFilters: [`brand:${topBrand}`] });
    const result = await search({ query: '', facetFilters: [`brand:${topBrand}`], facets: ['productType', 'colour'], hitsPerPage: 5 });
    const expected: Record<string, number> = {};
    for (const hit of hits) expected[hit.productType] = (expected[hit.productType] ?? 0) + 1;
    expect(result.facets?.productType).toEqual(expected);
    const colours: Record<string, number> = {};
    for (const hit of hits) for (const colour of hit.colour) colours[colour] = (colours[colour] ?? 0) + 1;
    expect(result.facets?.colour).toEqual(colours);
  });

  it('respects maxValuesPerFacet', async () => {
    const result = await search({ query: '', facets: ['brand'], maxValuesPerFacet: 2, hitsPerPage: 0 });
    expect(Object.keys(result.facets?.brand ?? {})).toHaveLength(2);
    expect(result.hits).toEqual([]);
    expect(result.nbHits).toBe(everything.nbHits);
  });

  it('ORs inside a facet filter group and ANDs the groups', async () => {
    const either = await search({
      query: '',
      facetFilters: [[`brand:${topBrand}`, `brand:${secondBrand}`]],
      hitsPerPage: 0,
      facets: ['brand'],
    });
    const counts = everything.facets?.brand ?? {};
    expect(either.nbHits).toBe((counts[topBrand] ?? 0) + (counts[secondBrand] ?? 0));
    const types =
      (await search({ query: '', facetFilters: [`brand:${topBrand}`], facets: ['productType'], hitsPerPage: 0 })).facets?.productType ?? {};
    const type = Object.keys(types)[0];
    const both = await allHits({ query: '', facetFilters: [[`brand:${topBrand}`, `brand:${secondBrand}`], `productType:${type}`] });
    expect(both.length).toBeGreaterThan(0);
    for (const hit of both) {
      expect([topBrand, secondBrand]).toContain(hit.brand);
      expect(hit.productType).toBe(type);
    }
  });

  it('negates a facet filter with a leading dash', async () => {
    const without = await search({ query: '', facetFilters: [`brand:-${topBrand}`], hitsPerPage: 0 });
    expect(without.nbHits).toBe((everything.nbHits ?? 0) - (everything.facets?.brand?.[topBrand] ?? 0));
  });

  it('filters numeric ranges in numericFilters and filters', async () => {
    const ranged = await allHits({ query: '', numericFilters: ['price>=500', 'price<=1500'] });
    expect(ranged.length).toBeGreaterThan(0);
    for (const hit of ranged) {
      expect(hit.price).toBeGreaterThanOrEqual(500);
      expect(hit.price).toBeLessThanOrEqual(1500);
    }
    const between = await search({ query: '', numericFilters: ['price:500 TO 1500'], hitsPerPage: 0 });
    expect(between.nbHits).toBe(ranged.length);
    const asFilters = await search({ query: '', filters: `price >= 500 AND price <= 1500`, hitsPerPage: 0 });
    expect(asFilters.nbHits).toBe(ranged.length);
    const combined = await search({
      query: '',
      filters: `(brand:"${topBrand}" OR brand:"${secondBrand}") AND NOT price < 500`,
      hitsPerPage: 0,
    });
    const expected = await search({
      query: '',
      facetFilters: [[`brand:${topBrand}`, `brand:${secondBrand}`]],
      numericFilters: ['price>=500'],
      hitsPerPage: 0,
    });
    expect(combined.nbHits).toBe(expected.nbHits);
  });

  it('orders the lowest-price replica by ascending price', async () => {
    const result = await search({ indexName: SEARCH_REPLICA_LOWEST_PRICE, query: '', hitsPerPage: 200 });
    const prices = result.hits.map((hit) => hit.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1) as number);
    const withText = await search({ indexName: SEARCH_REPLICA_LOWEST_PRICE, query: topBrand, hitsPerPage: 100 });
    const textPrices = withText.hits.map((hit) => hit.price);
    expect(textPrices).toEqual([...textPrices].sort((a, b) => a - b));
  });

  it('orders the newest replica by descending creation date', async () => {
    const result = await search({ indexName: SEARCH_REPLICA_NEWEST, query: '', hitsPerPage: 200 });
    const times = result.hits.map((hit) => hit.createdAtTimestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeGreaterThan(times.at(-1) as number);
  });

  it('paginates from page 0 and answers past the last page with no hits', async () => {
    const total = everything.nbHits ?? 0;
    const perPage = 7;
    const last = Math.ceil(Math.min(total, 1000) / perPage) - 1;
    const lastPage = await search({ query: '', hitsPerPage: perPage, page: last });
    expect(lastPage.nbPages).toBe(last + 1);
    expect(lastPage.hits.length).toBeGreaterThan(0);
    const beyond = await search({ query: '', hitsPerPage: perPage, page: last + 1 });
    expect(beyond.hits).toEqual([]);
    expect(beyond.page).toBe(last + 1);
    expect(beyond.nbHits).toBe(total);
    const first = await search({ query: '', hitsPerPage: perPage, page: 0 });
    const second = await search({ query: '', hitsPerPage: perPage, page: 1 });
    expect(second.hits[0]?.objectID).not.toBe(first.hits[0]?.objectID);
  });

  it('highlights matches with the default and the InstantSearch tags', async () => {
    const plain = await search({ query: topBrand, hitsPerPage: 3 });
    const brand = plain.hits[0]?._highlightResult?.brand as {
      value: string;
      matchLevel: string;
      matchedWords: string[];
      fullyHighlighted: boolean;
    };
    expect(brand.value).toContain('<em>');
    expect(brand.matchLevel).toBe('full');
    expect(brand.matchedWords.length).toBeGreaterThan(0);
    const ais = await search({
      query: topBrand,
      hitsPerPage: 3,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    });
    const aisBrand = ais.hits[0]?._highlightResult?.brand as { value: string };
    expect(aisBrand.value).toContain('__ais-highlight__');
    expect(aisBrand.value).toContain('__/ais-highlight__');
    const none = await search({ query: topBrand, hitsPerPage: 3, attributesToHighlight: [] });
    expect(none.hits[0]).not.toHaveProperty('_highlightResult');
  });

  it('returns a 32-hex queryID only with clickAnalytics', async () => {
    const withId = await search({ query: '', hitsPerPage: 1, clickAnalytics: true });
    expect(withId.queryID).toMatch(/^[0-9a-f]{32}$/);
    const without = await search({ query: '', hitsPerPage: 1 });
    expect(without.queryID).toBeUndefined();
  });

  it('accepts the v4 params string form', async () => {
    const params = new URLSearchParams({
      query: '',
      hitsPerPage: '3',
      facets: JSON.stringify(['brand']),
      facetFilters: JSON.stringify([[`brand:${topBrand}`]]),
    }).toString();
    const response = await fetch(`${serviceUrl('search')}/1/indexes/*/queries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-algolia-application-id': LOCAL_SEARCH_APP_ID,
        'x-algolia-api-key': LOCAL_SEARCH_KEY,
      },
      body: JSON.stringify({ requests: [{ indexName: SEARCH_INDEX, params }] }),
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: SearchResponse<Hit>[] };
    expect(results[0]?.hits).toHaveLength(3);
    expect(results[0]?.nbHits).toBe(everything.facets?.brand?.[topBrand]);
    expect(Object.keys(results[0]?.facets?.brand ?? {})).toEqual([topBrand]);
  });

  it('answers the single-index query route', async () => {
    const response = await fetch(`${serviceUrl('search')}/1/indexes/${encodeURIComponent(SEARCH_REPLICA_NEWEST)}/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY },
      body: JSON.stringify({ params: 'query=&hitsPerPage=2' }),
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as SearchResponse<Hit>;
    expect(result.index).toBe(SEARCH_REPLICA_NEWEST);
    expect(result.hits).toHaveLength(2);
  });
});
