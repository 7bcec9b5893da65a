import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { algoliasearch } from 'algoliasearch';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID } from '../../lib/config';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import { LOCAL_WRITE_KEY } from '../../services/search/search-keys';
import { startServiceProcess } from '../integration/service-process';
import { serviceUrl } from '../integration/service-urls';

/**
 * What the search service holds survives a restart: records, settings, replicas and synonyms written with the
 * write key, and the task ids go on from where they were. A search service of this test's own (a port beside
 * the stack's, a data folder of its own), started as the launcher starts it.
 */

const port = Number(new URL(serviceUrl('search')).port) + 50;
const dataDir = mkdtempSync(join(tmpdir(), 'glans-search-restart-'));
const client = algoliasearch(LOCAL_SEARCH_APP_ID, LOCAL_WRITE_KEY, {
  hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
});
const indexName = `${SEARCH_INDEX}_tmp_restart`;
const replica = `${SEARCH_INDEX}_tmp_restart_replica`;

function startSearch(): Promise<() => Promise<void>> {
  return startServiceProcess('services/search/server.ts', port, { GLANS_DATA_DIR: dataDir });
}

let stop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await stop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart', () => {
  it('keeps the indices, their records, settings, replicas and synonyms', { timeout: 90_000 }, async () => {
    stop = await startSearch();
    await client.saveObjects({
      indexName,
      objects: [
        { objectID: 'a', name: 'Ring', price: 2 },
        { objectID: 'b', name: 'Ring', price: 1 },
      ],
      waitForTasks: true,
    });
    const settings = await client.setSettings({ indexName, indexSettings: { replicas: [replica], customRanking: ['desc(price)'] } });
    await client.waitForTask({ indexName, taskID: settings.taskID });
    const ranking = await client.setSettings({
      indexName: replica,
      indexSettings: { ranking: ['asc(price)', 'typo', 'attribute', 'exact', 'custom'] },
    });
    await client.waitForTask({ indexName: replica, taskID: ranking.taskID });
    const synonym = await client.saveSynonym({
      indexName,
      objectID: 'glans-ring',
      synonymHit: { objectID: 'glans-ring', type: 'synonym', synonyms: ['ring', 'ringar'] },
    });
    await client.waitForTask({ indexName, taskID: synonym.taskID });
    expect(readdirSync(join(dataDir, 'search', 'indices')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    await stop();

    stop = await startSearch();
    const hits = async (name: string) =>
      (await client.searchSingleIndex({ indexName: name, searchParams: { query: 'ring' } })).hits.map((hit) => hit.objectID);
    expect(await hits(indexName)).toEqual(['a', 'b']);
    expect(await hits(replica)).toEqual(['b', 'a']);
    expect(await client.getSettings({ indexName })).toMatchObject({ replicas: [replica], customRanking: ['desc(price)'] });
    expect(await client.getSynonym({ indexName, objectID: 'glans-ring' })).toMatchObject({ synonyms: ['ring', 'ringar'] });
    expect(await client.getTask({ indexName, taskID: synonym.taskID })).toMatchObject({ status: 'published' });
    const next = await client.deleteObject({ indexName, objectID: 'a' });
    expect(next.taskID).toBeGreaterThan(synonym.taskID);
    // The seeded primary is still there beside the written indices.
    expect((await client.searchSingleIndex({ indexName: SEARCH_INDEX, searchParams: { hitsPerPage: 1 } })).nbHits).toBeGreaterThan(100);
  });

  it('keeps the seeded replicas of a primary that a reindex moved a copy over', { timeout: 90_000 }, async () => {
    await stop?.();
    rmSync(join(dataDir, 'search'), { recursive: true, force: true });
    stop = await startSearch();
    const copy = `${SEARCH_INDEX}_tmp_moved`;
    await client.saveObjects({ indexName: copy, objects: [{ objectID: 'm', name: 'Ring Måne', price: 5 }], waitForTasks: true });
    const moved = await client.operationIndex({ indexName: copy, operationIndexParams: { operation: 'move', destination: SEARCH_INDEX } });
    await client.waitForTask({ indexName: SEARCH_INDEX, taskID: moved.taskID });
    await stop();

    stop = await startSearch();
    const names = (await client.listIndices()).items.map((index) => index.name);
    expect(names).toEqual(expect.arrayContaining([SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST]));
    for (const name of [SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST])
      expect(
        (await client.searchSingleIndex({ indexName: name, searchParams: { query: 'måne' } })).hits.map((hit) => hit.objectID),
      ).toEqual(['m']);
  });
});
