import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '@/lib/constants';
import {
  hasListingState,
  hasPriceFields,
  hiddenFields,
  listingHref,
  listingStateMapping,
  listingUrl,
  routeToSearchParams,
  routeToState,
  sameRoute,
  searchParamsToRoute,
  stateToRoute,
} from '@/lib/search/listing-address';

const parse = (query: string) => searchParamsToRoute(new URLSearchParams(query));

describe('listing state in the query string', () => {
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

  it('reads the price the filters form sends without JavaScript (two fields in the sv-SE format)', () => {
    expect(parse('pris-fran=1.000,00&pris-till=2 000')).toEqual({ price: '1000:2000' });
    expect(parse('pris-fran=500&pris-till=')).toEqual({ price: '500:' });
    expect(parse('pris-fran=&pris-till=')).toEqual({});
    // Unreadable or the wrong way round: left out, as the live filter refuses it.
    expect(parse('pris-fran=abc&pris-till=9')).toEqual({});
    expect(parse('pris-fran=900&pris-till=100')).toEqual({});
    // The address's own `pris` wins.
    expect(parse('pris=1:2&pris-fran=5')).toEqual({ price: '1:2' });
    expect(hasPriceFields(new URLSearchParams('marke=A&pris-till='))).toBe(true);
    expect(hasPriceFields(new URLSearchParams('pris=1:2'))).toBe(false);
    // Written back as the address writes it.
    expect(
      routeToSearchParams(parse('marke=A&pris-fran=1&pris-till=2'), new URLSearchParams('pris-fran=1&pris-till=2&utm=x')).toString(),
    ).toBe('utm=x&marke=A&pris=1%3A2');
  });

  it('links and forms of the prerendered listing lead to the same addresses', () => {
    const route = parse('q=ring&sida=3&sortering=nyast&marke=Lind&pris=1:2');
    expect(listingHref('/ringar/', route)).toBe('/ringar/?q=ring&sortering=nyast&marke=Lind&pris=1%3A2&sida=3');
    expect(listingHref('/ringar/', {})).toBe('/ringar/');
    // Each form keeps the rest of the state and starts again on page 1.
    expect(hiddenFields(route, 'query')).toEqual([
      ['sortering', 'nyast'],
      ['marke', 'Lind'],
      ['pris', '1:2'],
    ]);
    expect(hiddenFields(route, 'sort')).toEqual([
      ['q', 'ring'],
      ['marke', 'Lind'],
      ['pris', '1:2'],
    ]);
    expect(hiddenFields(route, 'filters')).toEqual([
      ['q', 'ring'],
      ['sortering', 'nyast'],
    ]);
  });

  it('compares states, not how they are written', () => {
    expect(sameRoute(parse('marke=A&q=x'), parse('q=x&marke=A&utm=1'))).toBe(true);
    expect(sameRoute(parse('sida=1'), {})).toBe(true);
    expect(sameRoute(parse('sida=2'), {})).toBe(false);
  });
});
