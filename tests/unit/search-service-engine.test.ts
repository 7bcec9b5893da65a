import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import { HttpError } from '../../services/shared/http-service';
import { parseSearchParams } from '../../services/search/search-params';
import { availabilityRank, type SearchRecord } from '../../services/search/search-record';
import { SearchService } from '../../services/search/search-service';

/** The engine behind the routes: ranking per index, pagination, facets and facet-value search. */

function record(id: number, overrides: Partial<SearchRecord> = {}): SearchRecord {
  const built: Omit<SearchRecord, 'availabilityRank'> & Partial<SearchRecord> = {
    objectID: `r${id}`,
    familyId: `f${id}`,
    variantId: `v${id}`,
    variantIds: [`v${id}`],
    variants: [{ variantId: `v${id}`, sizes: ['17 mm', '18 mm'], material: ['sterlingsilver'] }],
    name: `Ring ${id}`,
    brand: id % 2 === 0 ? 'Nordljus' : 'Lykke',
    productType: 'Ringar',
    productTypeAlias: 'ring',
    productSubtype: null,
    colour: [id % 3 === 0 ? 'silver' : 'guld'],
    material: ['sterlingsilver'],
    sizes: ['17 mm', '18 mm'],
    price: 1000 - id * 10,
    originalPrice: 1000 - id * 10,
    percentDiscount: 0,
    createdAt: new Date(Date.UTC(2025, 0, 1 + ((id * 7) % 30))).toISOString(),
    createdAtTimestamp: Date.UTC(2025, 0, 1 + ((id * 7) % 30)) / 1000,
    image: null,
    url: `/ringar/ring-${id}/?variantId=v${id}`,
    categoryIds: ['cat-rings'],
    categorySlugs: ['ringar'],
    availability: id === 0 ? 'sold_out' : 'in_stock',
    allowOrdering: true,
    description: 'En ring',
    ...overrides,
  };
  return { ...built, availabilityRank: built.availabilityRank ?? availabilityRank(built.availability) };
}

const records = Array.from({ length: 45 }, (_, id) => record(id));
records.push(record(45, { name: 'Halsband Stella', productType: 'Halsband', brand: 'Stella & Co', price: 5000, originalPrice: 5000 }));
const service = new SearchService(records);
const run = (request: Record<string, unknown>) => service.search(parseSearchParams({ indexName: SEARCH_INDEX, ...request }));

describe('search engine', () => {
  it('lists everything for an empty query, orderable and newest first on the primary index', () => {
    const result = run({ hitsPerPage: 100 });
    expect(result.nbHits).toBe(46);
    const hits = result.hits as unknown as SearchRecord[];
    expect(hits.at(-1)?.objectID).toBe('r0');
    const times = hits.slice(0, -1).map((hit) => hit.createdAtTimestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('orders the replicas by price ascending and by creation descending, also with a query', () => {
    const cheap = run({ indexName: SEARCH_REPLICA_LOWEST_PRICE, query: 'ring', hitsPerPage: 100 }).hits as unknown as SearchRecord[];
    expect(cheap.map((hit) => hit.price)).toEqual([...cheap.map((hit) => hit.price)].sort((a, b) => a - b));
    const newest = run({ indexName: SEARCH_REPLICA_NEWEST, hitsPerPage: 100 }).hits as unknown as SearchRecord[];
    expect(newest.map((hit) => hit.createdAtTimestamp)).toEqual([...newest.map((hit) => hit.createdAtTimestamp)].sort((a, b) => b - a));
  });

  it('paginates with 0-based pages and an empty page past the end', () => {
    const pageOne = run({ hitsPerPage: 20, page: 1 });
    expect(pageOne).toMatchObject({ nbHits: 46, nbPages: 3, page: 1, hitsPerPage: 20 });
    expect(pageOne.hits).toHaveLength(20);
    expect(run({ hitsPerPage: 20, page: 2 }).hits).toHaveLength(6);
    expect(run({ hitsPerPage: 20, page: 3 }).hits).toEqual([]);
  });

  it('gives facets only for hitsPerPage 0, with counts and stats', () => {
    const result = run({ hitsPerPage: 0, facets: ['brand', 'colour', 'price', 'nosuch'], facetFilters: ['productType:Ringar'] });
    expect(result.hits).toEqual([]);
    expect(result.nbPages).toBe(0);
    expect(result.facets?.brand).toEqual({ Nordljus: 23, Lykke: 22 });
    expect(result.facets?.colour).toEqual({ guld: 30, silver: 15 });
    expect(result.facets).not.toHaveProperty('nosuch');
    expect(result.facets_stats?.price).toEqual({ min: 560, max: 1000, avg: 780, sum: 35100 });
  });

  it('sorts facet values by count, ties alphabetically, and cuts to maxValuesPerFacet', () => {
    const result = run({ hitsPerPage: 0, facets: ['brand'], maxValuesPerFacet: 1 });
    expect(result.facets?.brand).toEqual({ Nordljus: 23 });
  });

  it('adds a queryID with clickAnalytics and retrieves only the attributes asked for', () => {
    const result = run({ query: 'stella', clickAnalytics: true, attributesToRetrieve: ['name', 'price'], attributesToHighlight: ['name'] });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits).toEqual([
      {
        objectID: 'r45',
        name: 'Halsband Stella',
        price: 5000,
        _highlightResult: {
          name: { value: 'Halsband <em>Stella</em>', matchLevel: 'full', matchedWords: ['stella'], fullyHighlighted: false },
        },
      },
    ]);
  });

  it('searches facet values among the hits of the query', () => {
    const params = parseSearchParams({ indexName: SEARCH_INDEX, facetQuery: 'st', query: '' });
    const result = service.searchForFacetValues(params, 'brand');
    expect(result.facetHits).toEqual([{ value: 'Stella & Co', highlighted: '<em>St</em>ella &amp; Co', count: 1 }]);
    const none = service.searchForFacetValues(parseSearchParams({ indexName: SEARCH_INDEX, facetQuery: 'st', query: 'lykke' }), 'brand');
    expect(none.facetHits).toEqual([]);
  });

  it('answers an unknown index with 404 and an unsearchable facet with 400', () => {
    expect(() => run({ indexName: 'nope' })).toThrow(HttpError);
    expect(() => service.searchForFacetValues(parseSearchParams({ indexName: SEARCH_INDEX }), 'description')).toThrow(/searchable/);
  });
});
