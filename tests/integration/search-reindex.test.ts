import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_TOKEN, LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY, parseConfig } from '../../lib/config';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import { contentRecords, type SourceOptions } from '../../services/search/content-source';
import { SEARCH_INDEX_DEFINITION, type SearchIndexDefinition } from '../../services/search/index-definition';
import { reindex } from '../../services/search/reindex';
import { searchAdminClient } from '../../services/search/search-admin-client';
import { LOCAL_WRITE_KEY } from '../../services/search/search-keys';
import { serviceUrl } from './service-urls';

/**
 * `npm run search:reindex`'s work against the real local services: records from the content service's
 * GraphQL and commerce's stock, streamed into a temporary copy and moved over a copy of our indices
 * (`<index>_tmp_reindex_<stamp>`, so the seeded live indices the other tests search stay as they are).
 * A named set of queries answers the same hits and counts as the seeded index built from the catalogue
 * file; a leftover temporary index is deleted; a hung content API stops the run after the bounded wait
 * with the copy untouched.
 */

const env = {
  DATOCMS_API_URL: serviceUrl('content'),
  DATOCMS_API_TOKEN: LOCAL_CONTENT_TOKEN,
  COMMERCE_API_URL: serviceUrl('commerce'),
  ALGOLIA_APP_ID: LOCAL_SEARCH_APP_ID,
  ALGOLIA_SEARCH_API_KEY: LOCAL_SEARCH_KEY,
  ALGOLIA_HOST: serviceUrl('search'),
  ALGOLIA_WRITE_API_KEY: LOCAL_WRITE_KEY,
};
const config = parseConfig(env);
const { client } = searchAdminClient(env);
const stamp = `${Date.now()}`;
const copy: SearchIndexDefinition = {
  ...SEARCH_INDEX_DEFINITION,
  name: `${SEARCH_INDEX}_tmp_reindex_${stamp}`,
  replicas: [
    { name: `${SEARCH_REPLICA_LOWEST_PRICE}_tmp_reindex_${stamp}`, sort: { attribute: 'price', direction: 'asc' } },
    { name: `${SEARCH_REPLICA_NEWEST}_tmp_reindex_${stamp}`, sort: { attribute: 'createdAtTimestamp', direction: 'desc' } },
  ],
};
const sources = (overrides: Partial<SourceOptions> = {}): SourceOptions => ({
  content: config.content,
  commerceUrl: config.commerce.url,
  timeoutMs: 10_000,
  ...overrides,
});

/** Queries a shopper types; each answers the same hits and counts from either record source. */
const QUERIES = ['', 'ring', 'halsband', 'örhängen', 'silver', 'guld', 'armband', 'sterlingsilver', 'ring guld', 'pärla', 'nordljus'];

async function answer(indexName: string, query: string) {
  const result = await client.searchSingleIndex({
    indexName,
    searchParams: { query, hitsPerPage: 1000, attributesToRetrieve: ['objectID'], facets: ['brand', 'material'] },
  });
  return { nbHits: result.nbHits, ids: result.hits.map((hit) => hit.objectID).sort(), facets: result.facets };
}

let hung: Server;
let hungUrl: string;

beforeAll(async () => {
  hung = createServer(() => undefined);
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  hungUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hung.closeAllConnections();
  await new Promise((resolve) => hung.close(resolve));
  const { items } = await client.listIndices();
  for (const index of items)
    if (index.name.includes(`_tmp_reindex_${stamp}`)) await client.deleteIndex({ indexName: index.name }).catch(() => undefined);
});

describe('search:reindex from the content and commerce services', () => {
  it('builds the same index as the seeding: the named queries answer the same hits and counts', async () => {
    const leftover = `${copy.name}_tmp_killed`;
    await client.saveObjects({ indexName: leftover, objects: [{ objectID: 'x', name: 'half' }], waitForTasks: true });

    const result = await reindex(client, contentRecords(sources({ pageSize: 37, stockBatchSize: 50 })), {
      definition: copy,
      batchSize: 100,
    });
    expect(result.leftoversDeleted).toEqual([leftover]);
    expect(result.records).toBeGreaterThan(100);
    expect(result.batches).toBe(Math.ceil(result.records / 100));
    const names = (await client.listIndices()).items.map((index) => index.name);
    expect(names).toContain(copy.name);
    expect(names.filter((name) => name.startsWith(`${copy.name}_tmp_`))).toEqual([]);

    for (const query of QUERIES) {
      const [seeded, rebuilt] = [await answer(SEARCH_INDEX, query), await answer(copy.name, query)];
      expect(rebuilt, `query "${query}"`).toEqual(seeded);
    }
    // Record for record, the builder maps the content service's answers as it maps the catalogue file.
    const everything = async (indexName: string) =>
      new Map(
        (
          await client.searchSingleIndex({
            indexName,
            searchParams: { query: '', hitsPerPage: 1000, attributesToRetrieve: ['*'], attributesToHighlight: [] },
          })
        ).hits.map((hit) => [hit.objectID, hit]),
      );
    const [seededRecords, rebuiltRecords] = [await everything(SEARCH_INDEX), await everything(copy.name)];
    // Commerce's stock wins over the catalogue's, and other test files sell from the same commerce service
    // meanwhile: the fields that follow stock are left out here (the next test checks them against each other).
    const withoutStock = (record: object | undefined) =>
      Object.fromEntries(
        Object.entries(record ?? {}).filter(([field]) => !['availability', 'availabilityRank', 'allowOrdering'].includes(field)),
      );
    for (const [objectID, record] of seededRecords)
      expect(withoutStock(rebuiltRecords.get(objectID)), objectID).toEqual(withoutStock(record));
    // The replicas sort the rebuilt records as the seeded ones.
    const cheapest = async (indexName: string) =>
      (await client.searchSingleIndex<{ price: number }>({ indexName, searchParams: { query: 'ring', hitsPerPage: 5 } })).hits.map(
        (hit) => hit.price,
      );
    expect(await cheapest(copy.replicas[0]!.name)).toEqual(await cheapest(SEARCH_REPLICA_LOWEST_PRICE));
  });

  it('puts availabilityRank on every record, from commerce’s availability', async () => {
    const { hits } = await client.searchSingleIndex<{ availability: string; availabilityRank: number }>({
      indexName: copy.name,
      searchParams: { query: '', hitsPerPage: 1000, attributesToRetrieve: ['availability', 'availabilityRank'] },
    });
    const rank = { in_stock: 0, low_stock: 0, preorder: 1, sold_out: 2 } as Record<string, number>;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.availabilityRank, hit.objectID).toBe(rank[hit.availability]);
  });

  it('a run stopped half-way leaves the index answering in full; the next run removes its copy and completes', async () => {
    const before = await answer(copy.name, '');
    // A run that wrote its first batch and then stops for good, as a killed process does.
    async function* stopsAfterOnePage() {
      for await (const page of contentRecords(sources({ pageSize: 50 }))) {
        yield page;
        await new Promise(() => undefined);
      }
    }
    void reindex(client, stopsAfterOnePage(), { definition: copy, batchSize: 20, stamp: 'stopped' });
    const stopped = `${copy.name}_tmp_stopped`;
    let written = 0;
    for (let attempt = 0; attempt < 100 && written === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      written = (await client.listIndices()).items.find((index) => index.name === stopped)?.entries ?? 0;
      expect(await answer(copy.name, '')).toEqual(before);
    }
    expect(written, 'the stopped run wrote into its copy').toBeGreaterThan(0);

    const next = await reindex(client, contentRecords(sources()), { definition: copy });
    expect(next.leftoversDeleted).toEqual([stopped]);
    expect(await answer(copy.name, '')).toEqual(before);
  });

  it('fails with a clear message when the content service hangs, and leaves the index untouched', async () => {
    const before = await answer(copy.name, '');
    const started = Date.now();
    await expect(
      reindex(client, contentRecords(sources({ content: { ...config.content, url: hungUrl }, timeoutMs: 500 })), { definition: copy }),
    ).rejects.toThrow(`The content service (${hungUrl}) did not answer within 0.5 s`);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await answer(copy.name, '')).toEqual(before);
    const names = (await client.listIndices()).items.map((index) => index.name);
    expect(names.filter((name) => name.startsWith(`${copy.name}_tmp_`))).toEqual([]);
  });

  it('fails with a clear message when the commerce API hangs', async () => {
    await expect(
      reindex(client, contentRecords(sources({ commerceUrl: hungUrl, timeoutMs: 2_000, pageSize: 37 })), { definition: copy }),
    ).rejects.toThrow(`The commerce API (${hungUrl}) failed on GET /StockInformation: The commerce API did not answer within 2000 ms`);
    const names = (await client.listIndices()).items.map((index) => index.name);
    expect(names.filter((name) => name.startsWith(`${copy.name}_tmp_`))).toEqual([]);
  });
});
