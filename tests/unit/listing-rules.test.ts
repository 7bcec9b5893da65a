import { describe, expect, it } from 'vitest';
import { categoryFacetFilters, categoryFilterString } from '@/lib/search/category-filters';
import { firstPageRequest, initialResultsFor, listingRequests } from '@/lib/search/listing-request';
import { filterValueOrder } from '@/lib/search/filter-values';
import { listingView } from '@/lib/search/listing-view';
import { clampPage, paginationPages, validatePaginationOptions } from '@/lib/search/pagination';
import { formatPriceInput, parsePriceInput } from '@/lib/search/price-input';
import { hitToCard } from '@/lib/search/product-hit';
import { SEARCH_INDEX } from '@/lib/constants';

describe('category pre-filter', () => {
  const base = { id: '10', specializedProductSearch: false, brand: null, productType: null, children: [] };
  it('a specialized search category searches everything', () => {
    expect(categoryFacetFilters({ ...base, specializedProductSearch: true, brand: { name: 'Lind' } })).toEqual([]);
  });
  it('a brand category lists its brand', () => {
    expect(categoryFacetFilters({ ...base, brand: { name: 'Lind' } })).toEqual(['brand:Lind']);
  });
  it('any other category lists itself and its children, narrowed by its product type', () => {
    expect(categoryFacetFilters({ ...base, productType: { name: 'Ring' }, children: [{ id: '11' }, { id: '12' }] })).toEqual([
      ['categoryIds:10', 'categoryIds:11', 'categoryIds:12'],
      'productType:Ring',
    ]);
  });
  it('a value starting with "-" is not read as a negation', () => {
    expect(categoryFacetFilters({ ...base, brand: { name: '-Noir' } })).toEqual(['brand:\\-Noir']);
  });
  it('is sent in the filters syntax (a configured facetFilters would be merged into the refinements)', () => {
    expect(categoryFilterString([['categoryIds:10', 'categoryIds:11'], 'productType:Ring'])).toBe(
      '(categoryIds:"10" OR categoryIds:"11") AND productType:"Ring"',
    );
    expect(categoryFilterString(['brand:\\-Noir'])).toBe('brand:"-Noir"');
    expect(categoryFilterString(['brand:Guld & "Glans"', ['productType:Ring']])).toBe('brand:"Guld & \\"Glans\\"" AND productType:"Ring"');
    expect(categoryFilterString([[], 'brand:Lind'])).toBe('brand:"Lind"');
    expect(categoryFilterString([])).toBe('');
  });
});

describe('pagination rules (0-based, a page past the last is the last)', () => {
  it.each([
    [-3, 10, 0],
    [0, 10, 0],
    [4, 10, 4],
    [10, 10, 9],
    [9999, 10, 9],
    [3, 0, 0],
    [Number.NaN, 5, 0],
  ])('page %d of %d pages → %d', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
  it('padding and total pages must be greater than 0', () => {
    expect(validatePaginationOptions({})).toEqual({ padding: 3, totalPages: undefined });
    expect(validatePaginationOptions({ padding: 1, totalPages: 4 })).toEqual({ padding: 1, totalPages: 4 });
    expect(() => validatePaginationOptions({ padding: 0 })).toThrow(RangeError);
    expect(() => validatePaginationOptions({ padding: -1 })).toThrow(/padding/);
    expect(() => validatePaginationOptions({ totalPages: 0 })).toThrow(/total pages/);
  });
});

describe('price filter numbers ("12.495,00")', () => {
  it.each([
    [1295, '1.295,00'],
    [99.5, '99,50'],
    [undefined, ''],
  ])('%s is shown as "%s"', (value, text) => {
    expect(formatPriceInput(value)).toBe(text);
  });
  it.each([
    ['12.495,00', 12495],
    ['12495', 12495],
    ['12 495', 12495],
    ['99,5', 99.5],
    ['99.5', 99.5],
    ['1.295', 1295],
    ['1.234.567,891', 1234567.89],
    ['500 kr', 500],
    ['', undefined],
    ['abc', null],
    ['-5', null],
    ['1,2,3', null],
  ])('"%s" is read as %s', (text, value) => {
    expect(parsePriceInput(text)).toBe(value);
  });
});

describe('search hit → product card', () => {
  const now = Date.UTC(2026, 10, 21);
  const hit = {
    objectID: 'f1',
    name: 'Ring Aurora',
    brand: 'Lind',
    price: 800,
    originalPrice: 1000,
    percentDiscount: 20,
    createdAtTimestamp: now / 1000 - 5 * 86_400,
    image: { path: '/media/demo/a.webp', width: 800, height: 800, alt: 'Ring Sälta i guld' },
    url: '/ringar/aurora/?variantId=12',
    material: ['förgyllt silver', 'zirkonia'],
    colour: ['guld'],
  };
  it('carries price with discount, image, link, what it is made of and the new marker', () => {
    expect(hitToCard(hit, now)).toEqual({
      objectID: 'f1',
      href: '/ringar/aurora/?variantId=12',
      name: 'Ring Aurora',
      brandName: 'Lind',
      detail: 'Förgyllt silver, zirkonia, guld',
      // Described by the hit's own product, whatever the image record says (image files are shared).
      image: { src: '/media/demo/a.webp', width: 800, height: 800, alt: 'Ring Aurora, förgyllt silver, zirkonia, guld', title: null, bgColor: null },
      price: { amount: 800, original: 1000, percentDiscount: 20, isDiscounted: true },
      isNew: true,
    });
  });
  it('tells two colours of one family apart, and does without material and colour', () => {
    expect(hitToCard({ ...hit, material: ['rostfritt stål'], colour: ['silver'] }, now).detail).toBe('Rostfritt stål, silver');
    expect(hitToCard({ ...hit, material: undefined, colour: undefined }, now).detail).toBeNull();
  });
  it('is not new after 30 days, and never links off the site', () => {
    const card = hitToCard({ ...hit, createdAtTimestamp: now / 1000 - 31 * 86_400, url: '//evil.example/x' }, now);
    expect(card.isNew).toBe(false);
    expect(card.href).toBe('/');
    expect(hitToCard({ ...hit, url: 'javascript:alert(1)' }, now).href).toBe('/');
  });
});

describe('initial results for hydration', () => {
  it('describe the first page in the shape InstantSearch hydrates from', () => {
    const raw = { hits: [], nbHits: 0 };
    const initial = initialResultsFor(['brand:Lind'], raw);
    expect(initial[SEARCH_INDEX].results).toEqual([raw]);
    expect(initial[SEARCH_INDEX].state).toMatchObject({
      index: SEARCH_INDEX,
      query: '',
      page: 0,
      filters: 'brand:"Lind"',
      disjunctiveFacets: ['brand', 'productType', 'colour', 'material', 'sizes', 'price'],
    });
  });
});

describe('the first page the listing document carries', () => {
  const hit = (name: string) => ({
    objectID: name,
    name,
    brand: 'Lind',
    price: 100,
    url: `/ringar/${name}/`,
    _highlightResult: {
      name: { value: name, matchLevel: 'none', matchedWords: [] },
      brand: { value: 'Lind', matchLevel: 'none', matchedWords: [] },
    },
  });
  const raw = {
    hits: [hit('a'), hit('b')],
    nbHits: 2,
    facets: { brand: { Lind: 2 }, price: { '95': 1, '100': 1, '12495': 1 } },
    facets_stats: { price: { min: 95, max: 12495, avg: 4230, sum: 12690 } },
  };

  it('leaves out the highlights (no query marks anything) and the price counts, and keeps everything else', () => {
    const [first] = initialResultsFor([], raw)[SEARCH_INDEX].results as [typeof raw];
    expect(first.hits.map((h) => Object.keys(h))).toEqual([
      ['objectID', 'name', 'brand', 'price', 'url'],
      ['objectID', 'name', 'brand', 'price', 'url'],
    ]);
    expect(first.facets).toEqual({ brand: { Lind: 2 }, price: {} });
    expect(first.facets_stats).toEqual(raw.facets_stats);
    expect(first.nbHits).toBe(2);
    // The search service's own answer is left as it was.
    expect(raw.hits[0]).toHaveProperty('_highlightResult');
    expect(raw.facets.price).toHaveProperty('95');
  });

  it("still gives InstantSearch's search helper the price range and the filter counts", async () => {
    const { default: algoliasearchHelper } = await import('algoliasearch-helper');
    const initial = initialResultsFor([], raw)[SEARCH_INDEX];
    const state = new algoliasearchHelper.SearchParameters({
      index: initial.state.index,
      disjunctiveFacets: [...initial.state.disjunctiveFacets],
    });
    const results = new algoliasearchHelper.SearchResults(state, initial.results as never);
    expect(results.getFacetStats('price')).toMatchObject({ min: 95, max: 12495 });
    expect(results.getFacetValues('brand', {})).toEqual([expect.objectContaining({ name: 'Lind', count: 2 })]);
  });

  it('passes an answer it does not recognise through unchanged', () => {
    expect(initialResultsFor([], null)[SEARCH_INDEX].results).toEqual([null]);
    expect(initialResultsFor([], { hits: 'x' })[SEARCH_INDEX].results).toEqual([{ hits: 'x' }]);
  });
});

describe('the listing the server renders for a state', () => {
  /** The searches InstantSearch's helper makes for a state, read from a client that answers nothing. */
  async function helperRequests(
    state: Record<string, unknown>,
    refine: (helper: import('algoliasearch-helper').AlgoliaSearchHelper) => void,
  ) {
    const { default: algoliasearchHelper } = await import('algoliasearch-helper');
    const sent: { indexName: string; params: Record<string, unknown> }[][] = [];
    const client = {
      search: (requests: { indexName: string; params: Record<string, unknown> }[]) => {
        sent.push(requests);
        return Promise.resolve({ results: requests.map(() => ({ hits: [], nbHits: 0 })) });
      },
    };
    const helper = algoliasearchHelper(client as never, SEARCH_INDEX, state);
    refine(helper);
    helper.search();
    return sent[0]!;
  }
  const filterParts = (request: {
    indexName: string;
    query?: string;
    page?: number;
    facets?: unknown;
    facetFilters?: unknown;
    numericFilters?: unknown;
  }) => ({
    indexName: request.indexName,
    query: request.query,
    page: request.page,
    facets: [request.facets].flat().sort(),
    facetFilters: ((request.facetFilters ?? []) as string[][]).map((group) => [...group].sort()),
    numericFilters: request.numericFilters ?? [],
  });

  it('asks what InstantSearch asks: the state, then each chosen filter without its own choice, then the price without the price', async () => {
    const route = { query: 'ring', page: 2, refinements: { brand: ['Lind', '-Noir'], material: ['Guld'] }, price: '500:2000' };
    const ours = listingRequests([], route);
    const base = firstPageRequest([]);
    const theirs = await helperRequests(
      { disjunctiveFacets: [...base.facets], facets: [], hitsPerPage: 24, maxValuesPerFacet: 50 },
      (helper) => {
        helper.setQuery('ring');
        helper.addDisjunctiveFacetRefinement('brand', 'Lind').addDisjunctiveFacetRefinement('brand', '\\-Noir');
        helper.addDisjunctiveFacetRefinement('material', 'Guld');
        helper.addNumericRefinement('price', '>=', 500).addNumericRefinement('price', '<=', 2000);
        // Last: every refinement starts again on the first page.
        helper.setPage(1);
      },
    );
    expect(ours.map(filterParts)).toEqual(theirs.map((request) => filterParts({ indexName: request.indexName, ...request.params })));
    expect(ours[0]).toMatchObject({ hitsPerPage: 24, clickAnalytics: true });
    expect(ours.slice(1).every((request) => request.hitsPerPage === 0 && request.clickAnalytics === false)).toBe(true);
  });

  it('sends the chosen order to its replica and nothing chosen as the first page alone', () => {
    expect(listingRequests([], { sort: 'lagsta-pris' }).map((request) => request.indexName)).toEqual(['SortBy sv-SE']);
    expect(listingRequests(['brand:Lind'], {})).toEqual([firstPageRequest(['brand:Lind'])]);
  });

  it('shows what InstantSearch shows: brands alphabetically, others chosen first then most products (sizes in order), 8 of them, pages around the current one', async () => {
    const { default: algoliasearchHelper } = await import('algoliasearch-helper');
    const brands = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`B${index}`, index + 1]));
    const main = {
      hits: [{ objectID: 'a', name: 'Ring A', brand: 'B0', price: 100, url: '/ringar/a/?variantId=1' }],
      nbHits: 250,
      nbPages: 11,
      page: 6,
      processingTimeMS: 3,
      queryID: 'f'.repeat(32),
      index: SEARCH_INDEX,
      facets: { brand: { B0: 1 }, sizes: { '18 mm': 4, '16 mm': 9, '17 mm': 1 }, material: { Guld: 3, Silver: 7 } },
      facets_stats: { price: { min: 500, max: 900 } },
    };
    const widenedBrand = { hits: [], nbHits: 250, facets: { brand: brands } };
    const widenedPrice = { hits: [], nbHits: 250, facets: { price: {} }, facets_stats: { price: { min: 95.5, max: 12495.2 } } };
    const route = { page: 7, refinements: { brand: ['B0'] }, price: '500:900' };
    const view = listingView(
      { route, result: main, widenedFacets: { brand: brands }, widenedPrice: widenedPrice.facets_stats.price },
      Date.UTC(2026, 10, 21),
    );

    // InstantSearch's helper, given the same answers, lists the same values in the same order.
    const state = new algoliasearchHelper.SearchParameters({
      index: SEARCH_INDEX,
      disjunctiveFacets: ['brand', 'sizes', 'material', 'price'],
      disjunctiveFacetsRefinements: { brand: ['B0'] },
      numericRefinements: { price: { '>=': [500], '<=': [900] } },
    });
    const results = new algoliasearchHelper.SearchResults(state, [main, widenedBrand, widenedPrice] as never);
    const theirs = (attribute: 'brand' | 'sizes' | 'material') =>
      (results.getFacetValues(attribute, { sortBy: filterValueOrder(attribute) as never }) as { name: string; count: number; isRefined: boolean }[]).map(
        ({ name, count, isRefined }) => ({ name, count, isRefined }),
      );
    const ours = (attribute: string) =>
      view.filters
        .find((filter) => filter.attribute === attribute)!
        .moreItems.map(({ value, count, isRefined }) => ({ name: value, count, isRefined }));
    expect(ours('brand')).toEqual(theirs('brand'));
    expect(ours('sizes')).toEqual(theirs('sizes'));
    expect(ours('material')).toEqual(theirs('material'));
    expect(view.filters.find((filter) => filter.attribute === 'brand')!.items.map((item) => item.value)).toEqual([
      'B0',
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'B6',
      'B7',
    ]);
    expect(view.filters.find((filter) => filter.attribute === 'sizes')!.canToggleShowMore).toBe(false);
    // The range to choose from is the one without the price chosen; the chosen one is shown in the fields.
    expect(view.price).toEqual({ range: { min: 95, max: 12496 }, current: { min: 500, max: 900 } });
    expect(results.getFacetStats('price')).toMatchObject({ min: 95.5, max: 12495.2 });
    expect(view).toMatchObject({
      nbHits: 250,
      page: 6,
      nbPages: 11,
      pages: [3, 4, 5, 6, 7, 8, 9],
      queryID: 'f'.repeat(32),
      index: SEARCH_INDEX,
    });
    expect(view.cards.map((card) => card.name)).toEqual(['Ring A']);
  });

  it('lists a chosen value that no product has with the other filters', () => {
    const view = listingView(
      { route: { refinements: { colour: ['Röd'] } }, result: { hits: [], facets: {} }, widenedFacets: { colour: { Blå: 2 } } },
      0,
    );
    expect(view.filters.find((filter) => filter.attribute === 'colour')!.items).toEqual([
      { value: 'Röd', label: 'Röd', count: 0, isRefined: true },
      { value: 'Blå', label: 'Blå', count: 2, isRefined: false },
    ]);
  });
});

describe('pagination pages (padding 3)', () => {
  it.each([
    [0, 11, [0, 1, 2, 3, 4, 5, 6]],
    [5, 11, [2, 3, 4, 5, 6, 7, 8]],
    [10, 11, [4, 5, 6, 7, 8, 9, 10]],
    [1, 3, [0, 1, 2]],
    [0, 0, [0]],
  ])('page %d of %d → %j', (current, total, pages) => {
    expect(paginationPages(current, total, 3)).toEqual(pages);
  });
});
