import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '@/lib/constants';
import {
  hasListingState,
  listingStateMapping,
  listingUrl,
  routeToSearchParams,
  routeToState,
  searchParamsToRoute,
  stateToRoute,
} from '@/lib/search/route-state';

const parse = (query: string) => searchParamsToRoute(new URLSearchParams(query));

describe('listing state in the query string (spec 2.5, 4)', () => {
  it('reads query, 1-based page, sort, refinements and price', () => {
    expect(parse('q=ring&sida=3&sortering=lagsta-pris&marke=Odegaard&marke=Lind&material=Guld&pris=500:2000')).toEqual({
      query: 'ring',
      page: 3,
      sort: 'lagsta-pris',
      refinements: { brand: ['Odegaard', 'Lind'], material: ['Guld'] },
      price: '500:2000',
    });
  });

  it.each([
    ['sida=0', {}],
    ['sida=1', {}],
    ['sida=-4', {}],
    ['sida=2.5', {}],
    ['sida=abc', {}],
    ['sida=999999', { page: 1000 }],
    ['sortering=billigast', {}],
    ['pris=abc', {}],
    ['pris=:', {}],
    ['pris=100:', { price: '100:' }],
    ['pris=:99.5', { price: ':99.5' }],
    ['marke=', {}],
    ['marke=A&marke=A', { refinements: { brand: ['A'] } }],
    [`q=${'x'.repeat(600)}`, { query: 'x'.repeat(512) }],
  ])('malformed or edge input %s is read safely', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('maps the route to InstantSearch UI state and back (pages stay 1-based, sort is the replica)', () => {
    const route = parse('q=halsband&sida=2&sortering=nyast&farg=Silver&pris=100:900');
    const state = routeToState(route);
    expect(state).toEqual({
      query: 'halsband',
      page: 2,
      sortBy: SEARCH_REPLICA_NEWEST,
      refinementList: { colour: ['Silver'] },
      range: { price: '100:900' },
    });
    expect(stateToRoute(state)).toEqual(route);
    expect(routeToState({ sort: 'lagsta-pris' }).sortBy).toBe(SEARCH_REPLICA_LOWEST_PRICE);
    expect(stateToRoute({ sortBy: SEARCH_INDEX, page: 1 })).toEqual({});
  });

  it('the state mapping reads and writes the primary index only', () => {
    expect(listingStateMapping.routeToState({ query: 'ring' })).toEqual({ [SEARCH_INDEX]: { query: 'ring' } });
    expect(listingStateMapping.stateToRoute({ [SEARCH_INDEX]: { query: 'ring', page: 4 } })).toEqual({ query: 'ring', page: 4 });
  });

  it('writes the route and keeps the page’s other parameters', () => {
    const params = routeToSearchParams(
      { query: 'ring', page: 2, refinements: { brand: ['A & B'] } },
      new URLSearchParams('utm_source=news&q=old&sida=9'),
    );
    expect(params.toString()).toBe('utm_source=news&q=ring&marke=A+%26+B&sida=2');
    const origin = 'https://glans.example';
    expect(listingUrl({ origin, pathname: '/ringar/', search: '?utm_source=x', hash: '' }, {})).toBe(
      'https://glans.example/ringar/?utm_source=x',
    );
    expect(listingUrl({ origin, pathname: '/ringar/', search: '', hash: '#top' }, { sort: 'nyast' })).toBe(
      'https://glans.example/ringar/?sortering=nyast#top',
    );
  });

  it('tells whether an address carries listing state', () => {
    expect(hasListingState(new URLSearchParams(''))).toBe(false);
    expect(hasListingState(new URLSearchParams('utm_source=x&sida=1'))).toBe(false);
    expect(hasListingState(new URLSearchParams('q=ring'))).toBe(true);
    expect(hasListingState(new URLSearchParams('storlek=17+mm'))).toBe(true);
  });
});
