import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import { SEARCH_INDEX_DEFINITION, type SearchIndexDefinition } from '../../services/search/index-definition';
import { provision } from '../../services/search/provision';
import { searchAdminClient } from '../../services/search/search-admin-client';
import { LOCAL_WRITE_KEY } from '../../services/search/search-keys';
import { serviceUrl } from '../integration/service-urls';

/**
 * `npm run search:provision`'s work through the real `algoliasearch` client and the demo write key against
 * the local search service: the seeded service already matches the definition; on `_tmp` copies of our three
 * indices a first run writes the definition, a second writes nothing; our synonyms are used by a search on
 * the primary and its replicas; a merchandiser's synonym stays; a stale one of ours goes only with --prune.
 */

const { client } = searchAdminClient({
  ALGOLIA_APP_ID: LOCAL_SEARCH_APP_ID,
  ALGOLIA_SEARCH_API_KEY: LOCAL_SEARCH_KEY,
  ALGOLIA_HOST: serviceUrl('search'),
  ALGOLIA_WRITE_API_KEY: LOCAL_WRITE_KEY,
});
const stamp = `${Date.now()}`;
const copy: SearchIndexDefinition = {
  ...SEARCH_INDEX_DEFINITION,
  name: `${SEARCH_INDEX}_tmp_provision_${stamp}`,
  replicas: [
    { name: `${SEARCH_REPLICA_LOWEST_PRICE}_tmp_provision_${stamp}`, sort: { attribute: 'price', direction: 'asc' } },
    { name: `${SEARCH_REPLICA_NEWEST}_tmp_provision_${stamp}`, sort: { attribute: 'createdAtTimestamp', direction: 'desc' } },
  ],
};
const [lowest, newest] = copy.replicas.map((replica) => replica.name) as [string, string];

afterAll(async () => {
  for (const indexName of [copy.name, lowest, newest]) await client.deleteIndex({ indexName }).catch(() => undefined);
});

describe('search:provision against the local search service', () => {
  it('finds nothing to change on the seeded indices (the seeding applies the same definition)', async () => {
    const result = await provision(client, { dryRun: true });
    expect(result.lines).toEqual(['Nothing to change: the indices match services/search/index-definition.ts.']);
  });

  it('writes the definition once; the second run writes nothing', async () => {
    const dryRun = await provision(client, { definition: copy, dryRun: true });
    expect(dryRun.writes).toBe(0);
    expect(dryRun.plan.settings.map((change) => change.indexName)).toEqual([copy.name, lowest, newest]);
    await expect(client.getSettings({ indexName: copy.name })).rejects.toMatchObject({ status: 404 });

    const first = await provision(client, { definition: copy });
    expect(first.writes).toBe(4);
    expect(await client.getSettings({ indexName: lowest })).toMatchObject({
      primary: copy.name,
      ranking: ['asc(price)', 'typo', 'attribute', 'exact', 'custom'],
    });
    expect(await client.getSettings({ indexName: copy.name })).toMatchObject({
      replicas: [lowest, newest],
      customRanking: ['asc(availabilityRank)', 'desc(createdAtTimestamp)'],
    });

    const second = await provision(client, { definition: copy });
    expect(second.writes).toBe(0);
    expect(second.lines).toEqual(['Nothing to change: the indices match services/search/index-definition.ts.']);
  });

  it('puts our synonyms to work on the primary and its replicas', async () => {
    const saved = await client.saveObjects({
      indexName: copy.name,
      objects: [
        { objectID: 'a', name: 'Armring Våg', material: ['Silver'], price: 500, createdAtTimestamp: 1, availabilityRank: 0 },
        { objectID: 'b', name: 'Halskedja Måne', material: ['Guld'], price: 900, createdAtTimestamp: 2, availabilityRank: 0 },
      ],
      waitForTasks: true,
    });
    expect(saved[0]?.objectIDs).toEqual(['a', 'b']);
    for (const indexName of [copy.name, lowest, newest]) {
      const armband = await client.searchSingleIndex({ indexName, searchParams: { query: 'armband' } });
      expect(
        armband.hits.map((hit) => hit.objectID),
        indexName,
      ).toEqual(['a']);
      const halsband = await client.searchSingleIndex({ indexName, searchParams: { query: 'halsband' } });
      expect(
        halsband.hits.map((hit) => hit.objectID),
        indexName,
      ).toEqual(['b']);
    }
  });

  it('leaves a merchandiser’s synonym alone and removes a stale one of ours only with --prune', async () => {
    const merch = { objectID: 'merch-kedja', type: 'synonym' as const, synonyms: ['kedja', 'länk'] };
    const stale = { objectID: 'glans-stale', type: 'synonym' as const, synonyms: ['ring', 'ringar'] };
    for (const synonym of [merch, stale]) {
      const answer = await client.saveSynonym({
        indexName: copy.name,
        objectID: synonym.objectID,
        synonymHit: synonym,
        forwardToReplicas: true,
      });
      await client.waitForTask({ indexName: copy.name, taskID: answer.taskID });
    }
    const kept = await provision(client, { definition: copy });
    expect(kept.writes).toBe(0);
    expect(kept.lines).toContain('kept (not in the definition; --prune removes it): synonym glans-stale');

    const pruned = await provision(client, { definition: copy, prune: true });
    expect(pruned.writes).toBe(1);
    await expect(client.getSynonym({ indexName: copy.name, objectID: 'glans-stale' })).rejects.toMatchObject({ status: 404 });
    expect(await client.getSynonym({ indexName: copy.name, objectID: 'merch-kedja' })).toMatchObject({ synonyms: ['kedja', 'länk'] });
    expect((await provision(client, { definition: copy, prune: true })).writes).toBe(0);
  });
});
