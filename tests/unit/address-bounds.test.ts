import { describe, expect, it } from 'vitest';
import { SEARCH_INPUT_MAX_LENGTH } from '@/lib/constants';
import { routeToSearchParams, searchParamsToRoute, type ListingRoute } from '@/lib/search/listing-address';
import { REFINEMENT_FILTERS, REFINEMENT_SHOW_MORE_LIMIT, type RefinementAttribute } from '@/lib/search/listing-setup';
import { MAX_QUERY_PARAMETERS, queryParts } from '@/lib/security/address-bounds';
import { buildRecords } from '@/services/search/build-records';
import { generateCatalogue } from '@/services/seed/generate';

/** The proxy's bound on query parameters (proxy.ts) against the largest addresses the listing writes. */

/** Node's default limit on a request's line and headers together, which `next start` keeps. */
const NODE_HEAD_LIMIT = 16 * 1024;
/** What a browser's own headers (cookies included) may take of it beside the request line. */
const HEADERS_ALLOWANCE = 4 * 1024;

const records = buildRecords(generateCatalogue({ referenceDate: '2026-11-21' }));

/** Every value of a filter in the demo catalogue, as many as the listing shows. */
function facetValues(attribute: RefinementAttribute): string[] {
  const values = records.flatMap((record) => {
    const value = record[attribute as keyof typeof record];
    return Array.isArray(value) ? value.map(String) : [String(value)];
  });
  return [...new Set(values.filter(Boolean))].slice(0, REFINEMENT_SHOW_MORE_LIMIT);
}

describe('queryParts', () => {
  it.each([
    ['', 0],
    ['?', 0],
    ['?q=ring', 1],
    ['?q=ring&marke=Nordljus&marke=Lind', 3],
    ['?&&&', 4],
    [`?${Array.from({ length: 15_000 }, () => 'a').join('&')}`, 15_000],
  ])('counts %#', (search, parts) => {
    expect(queryParts(search)).toBe(parts);
  });
});

describe('the largest listing address', () => {
  it('with every value of every filter ticked, a search of the longest text, a sort, a price and a page, is within the bounds', () => {
    const route: ListingRoute = {
      query: 'ö'.repeat(SEARCH_INPUT_MAX_LENGTH),
      page: 999,
      sort: 'lagsta-pris',
      price: '100:100000',
      refinements: Object.fromEntries(REFINEMENT_FILTERS.map((filter) => [filter.attribute, facetValues(filter.attribute)])),
    };
    const search = `?${routeToSearchParams(route).toString()}`;
    expect(searchParamsToRoute(new URLSearchParams(search))).toEqual(route);
    expect(queryParts(search)).toBeLessThanOrEqual(MAX_QUERY_PARAMETERS);
    expect(`GET /ringar/${search} HTTP/1.1\r\n`.length).toBeLessThanOrEqual(NODE_HEAD_LIMIT - HEADERS_ALLOWANCE);
  });

  it('as many values as the listing reads per filter fit the parameter bound', () => {
    const values = Object.fromEntries(
      REFINEMENT_FILTERS.map((filter) => [filter.attribute, Array.from({ length: REFINEMENT_SHOW_MORE_LIMIT }, (_, index) => `v${index}`)]),
    );
    const search = `?${routeToSearchParams({ query: 'ring', page: 2, sort: 'nyast', price: '1:2', refinements: values }).toString()}`;
    expect(queryParts(search)).toBeLessThanOrEqual(MAX_QUERY_PARAMETERS);
  });
});
