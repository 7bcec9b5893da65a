import { describe, expect, it } from 'vitest';
import { HttpError } from '../../services/shared/http-service';
import { parseSearchParams, unfoldParams } from '../../services/search/search-params';

/** Reading one search request in the v5 object form and the v4 `params` string form. */

const INDEX = 'primary_index_sv_SE';

function badRequest(request: unknown): string {
  try {
    parseSearchParams(request);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error('expected a 400');
}

describe('search parameters', () => {
  it('applies Algolia defaults', () => {
    const params = parseSearchParams({ indexName: INDEX });
    expect(params).toMatchObject({
      query: '',
      page: 0,
      hitsPerPage: 20,
      facets: [],
      maxValuesPerFacet: 100,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      clickAnalytics: false,
      filter: null,
      attributesToRetrieve: null,
      attributesToHighlight: null,
      typoTolerance: true,
    });
  });

  it('reads the v4 params string with JSON arrays, numbers and booleans', () => {
    const params = parseSearchParams({
      indexName: INDEX,
      params:
        'query=%C3%B6rh%C3%A4nge&hitsPerPage=5&page=2&clickAnalytics=true&facets=%5B%22brand%22%2C%22price%22%5D&facetFilters=%5B%5B%22brand%3ANordljus%22%5D%5D&numericFilters=%5B%22price%3E%3D100%22%5D&highlightPreTag=__ais-highlight__',
    });
    expect(params).toMatchObject({
      query: 'örhänge',
      hitsPerPage: 5,
      page: 2,
      clickAnalytics: true,
      facets: ['brand', 'price'],
      highlightPreTag: '__ais-highlight__',
    });
    expect(params.filter).toEqual({
      kind: 'and',
      children: [
        { kind: 'facet', attribute: 'brand', value: 'Nordljus' },
        { kind: 'numeric', attribute: 'price', operator: '>=', value: 100 },
      ],
    });
    expect(params.paramsString).toContain('hitsPerPage=5');
  });

  it('takes facets as one string, as InstantSearch sends for a disjunctive facet', () => {
    expect(parseSearchParams({ indexName: INDEX, facets: 'brand' }).facets).toEqual(['brand']);
  });

  it('reads a facet request of the multi-query route', () => {
    const params = parseSearchParams({ indexName: INDEX, type: 'facet', facet: 'brand', facetQuery: 'nor', maxFacetHits: 5 });
    expect(params).toMatchObject({ type: 'facet', facet: 'brand', facetQuery: 'nor', maxFacetHits: 5 });
  });

  it('uses the index of the path for single-index routes', () => {
    expect(parseSearchParams({ params: 'query=x' }, 'SortBy sv-SE').indexName).toBe('SortBy sv-SE');
  });

  it('ignores __proto__ in a params string', () => {
    const raw = unfoldParams({ params: '__proto__=x&query=y' });
    expect(Object.getPrototypeOf(raw)).toBeNull();
    expect(raw.query).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    ['a query over 512 bytes', { indexName: INDEX, query: 'å'.repeat(257) }, '512'],
    ['hitsPerPage over 1000', { indexName: INDEX, hitsPerPage: 1001 }, 'hitsPerPage'],
    ['a fractional page', { indexName: INDEX, page: 1.5 }, 'page'],
    ['hitsPerPage in a params string that is not a number', { indexName: INDEX, params: 'hitsPerPage=lots' }, 'hitsPerPage'],
    ['facets of the wrong type', { indexName: INDEX, facets: [1, 2] }, 'facets'],
    ['broken JSON in a params string', { indexName: INDEX, params: 'facets=%5B%22brand' }, 'facets'],
    ['clickAnalytics that is not a boolean', { indexName: INDEX, clickAnalytics: 'yes' }, 'clickAnalytics'],
    ['a missing indexName', { query: 'x' }, 'indexName'],
    ['an unknown request type', { indexName: INDEX, type: 'other' }, 'type'],
    ['maxValuesPerFacet over 1000', { indexName: INDEX, maxValuesPerFacet: 5000 }, 'maxValuesPerFacet'],
    ['a filter that does not parse', { indexName: INDEX, filters: 'brand:' }, 'filters'],
  ])('refuses %s', (_label, request, mention) => {
    expect(badRequest(request)).toContain(mention);
  });
});
