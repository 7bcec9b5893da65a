import { afterAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE } from '../../lib/constants';
import { LOCAL_WRITE_KEY } from '../../services/search/search-keys';
import { refusal, searchClient } from './search-clients';

/**
 * Algolia's write operations through the real `algoliasearch` v5 client with the demo write key, against the
 * local search service: each write route, task waits, standard replicas sorting every hit, synonyms, a move
 * over a live index, and the refusals (Algolia's 400s, the search-only key's and another index's 403).
 * The tests write only `_tmp` copies of our indices (the live ones stay as the other tests expect them).
 */

const writer = searchClient(LOCAL_WRITE_KEY);
const searcher = searchClient();
const stamp = `${Date.now()}`;
const primary = `${SEARCH_INDEX}_tmp_contract_${stamp}`;
const replica = `${SEARCH_REPLICA_LOWEST_PRICE}_tmp_contract_${stamp}`;
const moved = `${SEARCH_INDEX}_tmp_contract_moved_${stamp}`;

const RECORDS = [
  {
    objectID: 'r1',
    name: 'Halsband Stjärna',
    brand: 'Glans',
    material: ['Silver'],
    price: 900,
    createdAtTimestamp: 3,
    availability: 'in_stock',
  },
  {
    objectID: 'r2',
    name: 'Örhängen Droppe',
    brand: 'Glans',
    material: ['Guld'],
    price: 300,
    createdAtTimestamp: 2,
    availability: 'in_stock',
  },
  { objectID: 'r3', name: 'Ring Våg', brand: 'Nord', material: ['Silver'], price: 600, createdAtTimestamp: 1, availability: 'sold_out' },
];

async function waited<T extends { taskID?: number }>(answer: Promise<T>, indexName = primary): Promise<T> {
  const done = await answer;
  expect(done.taskID, 'a write answers a taskID').toEqual(expect.any(Number));
  await writer.waitForTask({ indexName, taskID: done.taskID as number });
  return done;
}

async function ids(indexName: string, query = ''): Promise<string[]> {
  const answer = await writer.searchSingleIndex({ indexName, searchParams: { query, hitsPerPage: 100 } });
  return answer.hits.map((hit) => hit.objectID);
}

afterAll(async () => {
  for (const name of [primary, replica, moved]) await writer.deleteIndex({ indexName: name }).catch(() => undefined);
});

describe('records', () => {
  it('saveObjects answers taskID and objectIDs; the task is published; the records are searchable', async () => {
    const answer = await writer.saveObjects({ indexName: primary, objects: RECORDS, waitForTasks: true });
    expect(answer[0]).toMatchObject({ taskID: expect.any(Number), objectIDs: ['r1', 'r2', 'r3'] });
    expect(await writer.getTask({ indexName: primary, taskID: answer[0]!.taskID })).toMatchObject({ status: 'published' });
    expect((await ids(primary)).sort()).toEqual(['r1', 'r2', 'r3']);
    expect(await ids(primary, 'stjärna')).toEqual(['r1']);
  });

  it('partial updates with and without create, addOrUpdateObject, deleteObject', async () => {
    await waited(writer.partialUpdateObject({ indexName: primary, objectID: 'r1', attributesToUpdate: { name: 'Halsband Måne' } }));
    expect(await writer.getObject({ indexName: primary, objectID: 'r1' })).toMatchObject({ name: 'Halsband Måne', price: 900 });
    const [noCreate] = await writer.partialUpdateObjects({
      indexName: primary,
      objects: [{ objectID: 'absent', name: 'x' }],
      createIfNotExists: false,
      waitForTasks: true,
    });
    expect(noCreate).toMatchObject({ objectIDs: ['absent'] });
    expect(await refusal(writer.getObject({ indexName: primary, objectID: 'absent' }))).toMatchObject({ status: 404 });
    await waited(writer.addOrUpdateObject({ indexName: primary, objectID: 'r4', body: { name: 'Armband Ring', price: 100 } }));
    expect(await writer.getObject({ indexName: primary, objectID: 'r4' })).toMatchObject({ name: 'Armband Ring' });
    const deleted = await waited(writer.deleteObject({ indexName: primary, objectID: 'r4' }));
    expect(deleted).toMatchObject({ deletedAt: expect.any(String) });
    expect(await refusal(writer.getObject({ indexName: primary, objectID: 'r4' }))).toMatchObject({ status: 404 });
  });

  it('a multi-index batch answers one task per index', async () => {
    const answer = await writer.multipleBatch({
      requests: [
        { action: 'addObject', indexName: moved, body: { objectID: 'm1', name: 'Berlock' } },
        { action: 'updateObject', indexName: primary, body: { ...RECORDS[0], name: 'Halsband Stjärna' } },
      ],
    });
    expect(answer.objectIDs).toEqual(['m1', 'r1']);
    await writer.waitForTask({ indexName: moved, taskID: answer.taskID[moved]! });
    await writer.waitForTask({ indexName: primary, taskID: answer.taskID[primary]! });
    expect(await ids(moved)).toEqual(['m1']);
  });
});

describe('settings, replicas, synonyms', () => {
  it('a standard replica sorts every hit by its ranking; settings read back as set', async () => {
    await waited(writer.setSettings({ indexName: primary, indexSettings: { replicas: [replica], customRanking: ['desc(price)'] } }));
    await waited(
      writer.setSettings({ indexName: replica, indexSettings: { ranking: ['asc(price)', 'typo', 'attribute', 'exact', 'custom'] } }),
      replica,
    );
    expect(await ids(replica)).toEqual(['r2', 'r3', 'r1']);
    expect(await ids(primary)).toEqual(['r1', 'r3', 'r2']);
    expect(await writer.getSettings({ indexName: primary })).toMatchObject({ replicas: [replica], customRanking: ['desc(price)'] });
    expect(await writer.getSettings({ indexName: replica })).toMatchObject({ primary, ranking: expect.arrayContaining(['asc(price)']) });
    const listed = await writer.listIndices();
    expect(listed.items.find((item) => item.name === replica)).toMatchObject({ primary, entries: 3 });
  });

  it('synonyms: save one, batch with forwardToReplicas, search, get, delete, clear', async () => {
    await waited(
      writer.saveSynonym({
        indexName: primary,
        objectID: 'glans-test-1',
        synonymHit: { objectID: 'glans-test-1', type: 'synonym', synonyms: ['halsband', 'halskedja'] },
      }),
    );
    await waited(
      writer.saveSynonyms({
        indexName: primary,
        synonymHit: [{ objectID: 'glans-test-2', type: 'synonym', synonyms: ['armband', 'armring'] }],
        forwardToReplicas: true,
      }),
    );
    expect(await writer.getSynonym({ indexName: primary, objectID: 'glans-test-1' })).toMatchObject({
      synonyms: ['halsband', 'halskedja'],
    });
    expect(await writer.getSynonym({ indexName: replica, objectID: 'glans-test-2' })).toMatchObject({ type: 'synonym' });
    expect((await writer.searchSynonyms({ indexName: primary, searchSynonymsParams: { query: 'armring' } })).nbHits).toBe(1);
    // A search uses them: "halskedja" finds the record named "Halsband", on the primary and its replica.
    expect(await ids(primary, 'halskedja')).toEqual(['r1']);
    expect(await ids(replica, 'halskedja stjärna')).toEqual(['r1']);
    await waited(writer.deleteSynonym({ indexName: primary, objectID: 'glans-test-1' }));
    expect(await ids(primary, 'halskedja')).toEqual([]);
    expect(await refusal(writer.getSynonym({ indexName: primary, objectID: 'glans-test-1' }))).toMatchObject({ status: 404 });
    await waited(writer.clearSynonyms({ indexName: primary, forwardToReplicas: true }));
    expect((await writer.searchSynonyms({ indexName: replica })).nbHits).toBe(0);
  });

  it('settings that are search parameters apply to requests that do not send them', async () => {
    await waited(writer.setSettings({ indexName: primary, indexSettings: { hitsPerPage: 2, attributesToRetrieve: ['name'] } }));
    const answer = await writer.searchSingleIndex<{ name?: string; price?: number }>({ indexName: primary, searchParams: { query: '' } });
    expect(answer.hitsPerPage).toBe(2);
    expect(answer.hits).toHaveLength(2);
    expect(Object.keys(answer.hits[0]!).sort()).toEqual(expect.arrayContaining(['name', 'objectID']));
    expect(answer.hits[0]!.price).toBeUndefined();
    const sent = await writer.searchSingleIndex({ indexName: primary, searchParams: { hitsPerPage: 3 } });
    expect(sent.hitsPerPage).toBe(3);
    expect(await refusal(writer.setSettings({ indexName: primary, indexSettings: { hitsPerPage: -1 } }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid value for setting hitsPerPage: /),
    });
    await waited(writer.setSettings({ indexName: primary, indexSettings: { hitsPerPage: null, attributesToRetrieve: null } as never }));
    expect((await writer.searchSingleIndex({ indexName: primary, searchParams: { query: '' } })).hitsPerPage).toBe(20);
  });

  it('removeStopWords sv leaves Swedish stop words out of a query', async () => {
    expect(await ids(primary, 'halsband med stjärna')).toEqual([]);
    await waited(writer.setSettings({ indexName: primary, indexSettings: { removeStopWords: ['sv'] } }));
    expect(await ids(primary, 'halsband med stjärna')).toEqual(['r1']);
    expect(await refusal(writer.setSettings({ indexName: primary, indexSettings: { removeStopWords: ['en'] } }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid value for setting removeStopWords: /),
    });
    await waited(writer.setSettings({ indexName: primary, indexSettings: { removeStopWords: false } }));
    expect(await ids(primary, 'halsband med stjärna')).toEqual([]);
  });

  it('each setting applied or refused with a 400 naming it', async () => {
    expect(await refusal(writer.setSettings({ indexName: primary, indexSettings: { noSuchSetting: 1 } as never }))).toEqual({
      status: 400,
      message: 'Unknown setting: noSuchSetting',
    });
    expect(await refusal(writer.setSettings({ indexName: primary, indexSettings: { customRanking: 'desc(price)' as never } }))).toEqual({
      status: 400,
      message: 'Invalid value for setting customRanking: expected an array of strings',
    });
    const unsupported = await refusal(writer.setSettings({ indexName: primary, indexSettings: { distinct: 1 } }));
    expect(unsupported).toMatchObject({ status: 400, message: expect.stringContaining('Invalid value for setting distinct') });
  });
});

describe('index operations', () => {
  it('copy with scope copies settings only; copy copies records; move replaces an index that holds records and removes the source', async () => {
    await waited(
      writer.operationIndex({ indexName: primary, operationIndexParams: { operation: 'copy', destination: moved, scope: ['settings'] } }),
      moved,
    );
    expect(await ids(moved)).toEqual(['m1']);
    expect(await writer.getSettings({ indexName: moved })).toMatchObject({ customRanking: ['desc(price)'] });
    expect((await writer.getSettings({ indexName: moved })).replicas).toBeUndefined();
    await waited(writer.operationIndex({ indexName: primary, operationIndexParams: { operation: 'copy', destination: moved } }), moved);
    expect(await ids(moved)).toEqual(['r1', 'r3', 'r2']);
    const source = `${SEARCH_INDEX}_tmp_contract_source_${stamp}`;
    await writer.saveObjects({ indexName: source, objects: [{ objectID: 'n1', name: 'Ny' }], waitForTasks: true });
    await waited(writer.operationIndex({ indexName: source, operationIndexParams: { operation: 'move', destination: moved } }), moved);
    expect(await ids(moved)).toEqual(['n1']);
    expect((await writer.listIndices()).items.map((item) => item.name)).not.toContain(source);
  });

  it('clearObjects keeps the settings; deleteIndex removes the index', async () => {
    await waited(writer.clearObjects({ indexName: moved }), moved);
    expect(await ids(moved)).toEqual([]);
    await waited(writer.deleteIndex({ indexName: moved }), moved);
    expect(await refusal(writer.getSettings({ indexName: moved }))).toMatchObject({ status: 404 });
  });
});

describe('refusals', () => {
  it('a record over 10 KB, an update or delete without objectID: 400 in Algolia words', async () => {
    const big = await refusal(writer.saveObjects({ indexName: primary, objects: [{ objectID: 'big', text: 'x'.repeat(11_000) }] }));
    expect(big.status).toBe(400);
    expect(big.message).toMatch(
      /^Record at the position 0 objectID=big is too big size=\d+\/10000 bytes\. Contact us if you need an extended quota$/,
    );
    const update = await refusal(
      writer.batch({ indexName: primary, batchWriteParams: { requests: [{ action: 'updateObject', body: { name: 'x' } }] } }),
    );
    expect(update).toEqual({ status: 400, message: 'Missing objectID in updateObject' });
    const remove = await refusal(
      writer.batch({ indexName: primary, batchWriteParams: { requests: [{ action: 'deleteObject', body: {} }] } }),
    );
    expect(remove).toEqual({ status: 400, message: 'Missing objectID in deleteObject' });
    expect((await ids(primary)).sort()).toEqual(['r1', 'r2', 'r3']);
  });

  it('a batch of 1,000 records over 1 MB is taken (up to 10 MB)', async () => {
    const objects = Array.from({ length: 1_000 }, (_, i) => ({
      objectID: `bulk-${i}`,
      name: `Berlock ${i}`,
      description: 'd'.repeat(1_500),
    }));
    const [answer] = await writer.saveObjects({ indexName: moved, objects, waitForTasks: true });
    expect(answer!.objectIDs).toHaveLength(1_000);
    expect((await writer.searchSingleIndex({ indexName: moved, searchParams: { query: 'berlock', hitsPerPage: 0 } })).nbHits).toBe(1_000);
    await waited(writer.deleteIndex({ indexName: moved }), moved);
  });

  it('the search-only key: 403 on every write; the write key on another index: 403', async () => {
    const notAllowed = { status: 403, message: 'Method not allowed with this API key' };
    expect(await refusal(searcher.saveObjects({ indexName: primary, objects: [{ objectID: 'x' }] }))).toEqual(notAllowed);
    expect(await refusal(searcher.setSettings({ indexName: primary, indexSettings: { hitsPerPage: 20 } }))).toEqual(notAllowed);
    expect(await refusal(searcher.deleteIndex({ indexName: primary }))).toEqual(notAllowed);
    const indexNotAllowed = { status: 403, message: 'Index not allowed with this API key' };
    expect(await refusal(writer.saveObjects({ indexName: 'someone_elses_index', objects: [{ objectID: 'x' }] }))).toEqual(indexNotAllowed);
    expect(await refusal(writer.searchSingleIndex({ indexName: 'someone_elses_index' }))).toEqual(indexNotAllowed);
    expect(
      await refusal(
        writer.multipleBatch({ requests: [{ action: 'addObject', indexName: 'someone_elses_index', body: { objectID: 'x' } }] }),
      ),
    ).toEqual(indexNotAllowed);
  });
});
