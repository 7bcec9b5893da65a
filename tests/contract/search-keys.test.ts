import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE } from '../../lib/constants';
import { LOCAL_READ_KEY } from '../../services/search/search-keys';
import { serviceUrl } from '../integration/service-urls';
import { readClient, refusal, searchClient } from './search-clients';

/**
 * Records, settings, browse and writes through the real `algoliasearch` client, each with the ACL Algolia
 * asks for: the search-only key (ACL `search`) may search and get objects; settings, browse and the index
 * list need the read key; no local key may write (403 "Method not allowed with this API key").
 */

const client = searchClient();
const reader = readClient();
const NOT_ALLOWED = { status: 403, message: 'Method not allowed with this API key' };

async function someObjectIDs(count: number): Promise<string[]> {
  const answer = await client.searchSingleIndex<{ objectID: string }>({ indexName: SEARCH_INDEX, searchParams: { hitsPerPage: count } });
  return answer.hits.map((hit) => hit.objectID);
}

describe('records with the search-only key', () => {
  it('getObjects answers the records in order, null for an unknown one, with attributesToRetrieve', async () => {
    const [first, second] = await someObjectIDs(2);
    const answer = await client.getObjects<{ objectID: string; name?: string; price?: number }>({
      requests: [
        { indexName: SEARCH_INDEX, objectID: first! },
        { indexName: SEARCH_INDEX, objectID: 'no-such-object' },
        { indexName: SEARCH_REPLICA_LOWEST_PRICE, objectID: second!, attributesToRetrieve: ['name'] },
      ],
    });
    expect(answer.results[0]).toMatchObject({ objectID: first, name: expect.any(String), price: expect.any(Number) });
    expect(answer.results[1]).toBeNull();
    expect(answer.results[2]).toEqual({ objectID: second, name: expect.any(String) });
  });

  it('getObject answers one record; an unknown one is a 404', async () => {
    const [first] = await someObjectIDs(1);
    expect(await client.getObject({ indexName: SEARCH_INDEX, objectID: first! })).toMatchObject({ objectID: first });
    expect(await refusal(client.getObject({ indexName: SEARCH_INDEX, objectID: 'no-such-object' }))).toEqual({
      status: 404,
      message: 'ObjectID does not exist',
    });
  });

  it('getSettings, browse and listIndices need ACLs a search-only key does not have: 403', async () => {
    expect(await refusal(client.getSettings({ indexName: SEARCH_INDEX }))).toEqual(NOT_ALLOWED);
    expect(await refusal(client.browse({ indexName: SEARCH_INDEX }))).toEqual(NOT_ALLOWED);
    expect(await refusal(client.listIndices())).toEqual(NOT_ALLOWED);
  });

  it('its own permissions: ACL search only', async () => {
    expect(await client.getApiKey({ key: LOCAL_SEARCH_KEY })).toMatchObject({ value: LOCAL_SEARCH_KEY, acl: ['search'] });
  });
});

describe('settings, browse and the index list with the read key', () => {
  it('getSettings describes the primary index and its replicas', async () => {
    const primary = await reader.getSettings({ indexName: SEARCH_INDEX });
    expect(primary.replicas).toEqual(['SortBy sv-SE', 'SortByLaunch sv-SE']);
    expect(primary.attributesForFaceting).toContain('searchable(brand)');
    const replica = await reader.getSettings({ indexName: SEARCH_REPLICA_LOWEST_PRICE });
    expect(replica).toMatchObject({ primary: SEARCH_INDEX, ranking: expect.arrayContaining(['asc(price)']) });
    expect(await refusal(reader.getSettings({ indexName: 'no_such_index' }))).toMatchObject({ status: 404 });
  });

  it('browseObjects walks every record with cursors, past the 1,000-hit limit of search', async () => {
    const total = (await client.searchSingleIndex({ indexName: SEARCH_INDEX, searchParams: { hitsPerPage: 0 } })).nbHits ?? 0;
    const seen = new Set<string>();
    let pages = 0;
    await reader.browseObjects<{ objectID: string }>({
      indexName: SEARCH_INDEX,
      browseParams: { hitsPerPage: 200, attributesToRetrieve: ['objectID'] },
      aggregator: (page) => {
        pages += 1;
        page.hits.forEach((hit) => seen.add(hit.objectID));
      },
    });
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 200));
  });

  it('browse with filters answers only matching records', async () => {
    const page = await reader.browse<{ availability: string }>({
      indexName: SEARCH_INDEX,
      browseParams: { filters: 'availability:sold_out', hitsPerPage: 1000 },
    });
    expect(page.hits.every((hit) => hit.availability === 'sold_out')).toBe(true);
  });

  it('browse keeps only the responseFields asked for, and the cursor', async () => {
    const page = await reader.browse({ indexName: SEARCH_INDEX, browseParams: { hitsPerPage: 10, responseFields: ['hits'] } });
    expect(Object.keys(page).sort()).toEqual(['cursor', 'hits']);
  });

  it('listIndices lists the three indices', async () => {
    const { items } = await reader.listIndices();
    expect(items.map((item) => item.name).sort()).toEqual([SEARCH_INDEX, 'SortBy sv-SE', 'SortByLaunch sv-SE'].sort());
  });
});

describe('writes', () => {
  it.each([
    ['saveObject', () => client.saveObject({ indexName: SEARCH_INDEX, body: { objectID: 'x', name: 'x' } })],
    ['addOrUpdateObject', () => client.addOrUpdateObject({ indexName: SEARCH_INDEX, objectID: 'x', body: { name: 'x' } })],
    [
      'partialUpdateObject',
      () => client.partialUpdateObject({ indexName: SEARCH_INDEX, objectID: 'x', attributesToUpdate: { name: 'y' } }),
    ],
    ['deleteObject', () => client.deleteObject({ indexName: SEARCH_INDEX, objectID: 'x' })],
    [
      'batch',
      () => client.batch({ indexName: SEARCH_INDEX, batchWriteParams: { requests: [{ action: 'addObject', body: { name: 'x' } }] } }),
    ],
    ['clearObjects', () => client.clearObjects({ indexName: SEARCH_INDEX })],
    ['setSettings', () => client.setSettings({ indexName: SEARCH_INDEX, indexSettings: { hitsPerPage: 5 } })],
    ['deleteIndex', () => client.deleteIndex({ indexName: SEARCH_INDEX })],
    ['setSettings with the read key', () => reader.setSettings({ indexName: SEARCH_INDEX, indexSettings: { hitsPerPage: 5 } })],
  ])('%s: 403 "Method not allowed with this API key"', async (_label, call) => {
    expect(await refusal(call())).toEqual(NOT_ALLOWED);
  });

  it('nothing was written', async () => {
    expect(await refusal(reader.getObject({ indexName: SEARCH_INDEX, objectID: 'x' }))).toMatchObject({ status: 404 });
    expect((await reader.getSettings({ indexName: SEARCH_INDEX })).hitsPerPage).toBe(20);
  });
});

describe('credentials', () => {
  it('a wrong key or application id: 403 "Invalid Application-ID or API key"', async () => {
    const invalid = { status: 403, message: 'Invalid Application-ID or API key' };
    expect(await refusal(searchClient('not-a-key').searchSingleIndex({ indexName: SEARCH_INDEX }))).toEqual(invalid);
    const url = new URL(serviceUrl('search'));
    const response = await fetch(`${url.origin}/1/indexes/${SEARCH_INDEX}/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'OTHERAPP', 'x-algolia-api-key': LOCAL_READ_KEY },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(invalid);
  });

  it('credentials in the query string, as browsers send them, and a GET search', async () => {
    const query = new URLSearchParams({
      'x-algolia-application-id': LOCAL_SEARCH_APP_ID,
      'x-algolia-api-key': LOCAL_SEARCH_KEY,
      hitsPerPage: '3',
    });
    const response = await fetch(`${serviceUrl('search')}/1/indexes/${SEARCH_INDEX}?${query}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { hits: unknown[] }).hits).toHaveLength(3);
  });

  it('rules and synonyms, which the local service does not implement: 501 naming them (with a key allowed to read them)', async () => {
    const rules = await refusal(readClient().searchRules({ indexName: SEARCH_INDEX }));
    expect(rules).toMatchObject({ status: 501, message: expect.stringContaining('rules') });
    expect(await refusal(client.searchSynonyms({ indexName: SEARCH_INDEX }))).toEqual(NOT_ALLOWED);
  });
});
