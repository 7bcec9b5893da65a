import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { algoliasearch } from 'algoliasearch';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { LOCAL_WRITE_KEY } from '../../services/search/search-keys';
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

async function startSearch(): Promise<() => Promise<void>> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/search/server.ts'], {
    env: { ...process.env, PORT: String(port), GLANS_DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => output.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The search service exited:\n${output.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`The search service did not start:\n${output.join('\n')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
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
});
