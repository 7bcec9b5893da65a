import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX } from '../../lib/constants';
import { refusal, searchClient } from './search-clients';

/**
 * Search parameters through the real `algoliasearch` client: a parameter Algolia does not know is its
 * `400 Unknown parameter`, one Algolia knows that the local service does not implement is a 501 naming it
 * (never silently ignored), and `responseFields` trims the answer as on Algolia.
 */

const client = searchClient();
type Params = Parameters<typeof client.searchSingleIndex>[0]['searchParams'];
const search = (searchParams: Record<string, unknown>) =>
  client.searchSingleIndex({ indexName: SEARCH_INDEX, searchParams: searchParams as Params });

describe('unknown and unimplemented parameters', () => {
  it('an unknown parameter is a 400 "Unknown parameter", in the object and in a v4 params string', async () => {
    expect(await refusal(search({ query: 'ring', hitPerPage: 5 }))).toEqual({ status: 400, message: 'Unknown parameter: hitPerPage' });
    const v4 = client.search({ requests: [{ indexName: SEARCH_INDEX, params: 'query=ring&customRanking=%5B%5D' } as never] });
    expect(await refusal(v4)).toEqual({ status: 400, message: 'Unknown parameter: customRanking' });
    expect(await refusal(client.search({ requests: [{ indexName: SEARCH_INDEX }], sortBy: 'price' } as never))).toEqual({
      status: 400,
      message: 'Unknown parameter: sortBy',
    });
  });

  it.each([
    ['aroundLatLng', { aroundLatLng: '59.33, 18.06' }],
    ['optionalFilters', { optionalFilters: ['brand:Glans'] }],
    ['ignorePlurals', { ignorePlurals: false }],
    ['tagFilters', { tagFilters: ['published'] }],
  ])('%s, which Algolia has and the local service does not, is a 501 naming it', async (name, params) => {
    const answer = await refusal(searchClient().searchSingleIndex({ indexName: SEARCH_INDEX, searchParams: params as Params }));
    expect(answer.status).toBe(501);
    expect(answer.message).toContain(name);
  });

  it('turning such a feature off is what Algolia does by default, and is accepted', async () => {
    const answer = await search({ optionalFilters: [], tagFilters: '', advancedSyntax: false, hitsPerPage: 1 });
    expect(answer.hits).toHaveLength(1);
  });

  it('the multi-query strategy stopIfEnoughMatches is a 501; none is the default', async () => {
    const requests = [{ indexName: SEARCH_INDEX, hitsPerPage: 1 }];
    expect((await client.search({ requests, strategy: 'none' })).results).toHaveLength(1);
    const answer = await refusal(searchClient().search({ requests, strategy: 'stopIfEnoughMatches' }));
    expect(answer).toMatchObject({ status: 501, message: expect.stringContaining('stopIfEnoughMatches') });
  });

  it("what InstantSearch sends besides the query is accepted (analytics, rules, the user's token)", async () => {
    const answer = await search({
      query: '',
      hitsPerPage: 2,
      page: 0,
      facets: ['brand'],
      maxValuesPerFacet: 10,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      clickAnalytics: true,
      analytics: true,
      analyticsTags: ['listing'],
      ruleContexts: ['category'],
      userToken: 'anonymous-1',
      enableABTest: false,
      distinct: false,
    });
    expect(answer.hits).toHaveLength(2);
    expect(answer.queryID).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('responseFields', () => {
  it('keeps only the listed fields of the answer', async () => {
    const answer = (await search({ query: 'ring', hitsPerPage: 2, responseFields: ['hits', 'nbHits'] })) as unknown as Record<
      string,
      unknown
    >;
    expect(Object.keys(answer).sort()).toEqual(['hits', 'nbHits']);
    const all = (await search({ hitsPerPage: 1, responseFields: ['*'] })) as unknown as Record<string, unknown>;
    expect(all).toHaveProperty('processingTimeMS');
  });
});

describe('limits', () => {
  it.each([
    ['hitsPerPage over 1,000', { hitsPerPage: 1001 }],
    ['a negative page', { page: -1 }],
    ['hitsPerPage that is not a number', { hitsPerPage: 'ten' }],
    ['typo tolerance of an unknown kind', { typoTolerance: 'often' }],
  ])('%s is a 400', async (_label, params) => {
    expect((await refusal(search(params))).status).toBe(400);
  });

  it('a page past the 1,000th hit is empty, not an error (paginationLimitedTo)', async () => {
    const answer = await search({ hitsPerPage: 100, page: 10 });
    expect(answer.hits).toEqual([]);
  });

  it('an unknown index is a 404 "Index … does not exist"', async () => {
    const answer = await refusal(client.searchSingleIndex({ indexName: 'no_such_index' }));
    expect(answer).toEqual({ status: 404, message: 'Index no_such_index does not exist' });
  });
});
