import type { Algoliasearch } from 'algoliasearch';
import { SEARCH_INDEX_DEFINITION, primarySettings, type SearchIndexDefinition } from './index-definition';
import { provision } from './provision';

/**
 * A reindex as Algolia's `replaceAllObjects` does it, by hand so the records stream: a temporary copy
 * `<index>_tmp_<stamp>` gets the definition's settings and synonyms (not the live index's), the records go
 * in batches of `batchSize` (memory holds one batch; each request ends when the service has taken it), every
 * batch's task is waited for once all are sent (as `replaceAllObjects` does: the service persists several
 * batches at once instead of one per wait), then one `operationIndex` move puts the copy over the live index (its replicas stay and re-sort the new records). Shoppers search
 * the old index until the move. A temporary copy left by a killed run is deleted first; a failing source
 * deletes this run's copy and leaves the live index as it was. Then provisioning makes sure the live
 * index and its replicas say what the definition says (normally nothing to change).
 */

export const RECORDS_PER_BATCH = 1_000;

export interface ReindexOptions {
  definition?: SearchIndexDefinition;
  batchSize?: number;
  /** Names the temporary copy (default: now). */
  stamp?: string;
  log?: (line: string) => void;
}

export interface ReindexResult {
  records: number;
  batches: number;
  temporary: string;
  leftoversDeleted: string[];
}

/** Regroups a stream of record lists into lists of exactly `size` (the last one shorter). */
export async function* inBatches<T>(source: AsyncIterable<readonly T[]>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const items of source) {
    for (const item of items) {
      batch.push(item);
      if (batch.length === size) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

export function temporaryPrefix(definition: SearchIndexDefinition): string {
  return `${definition.name}_tmp_`;
}

async function deleteIndex(client: Algoliasearch, indexName: string): Promise<void> {
  const answer = await client.deleteIndex({ indexName });
  await client.waitForTask({ indexName, taskID: answer.taskID });
}

export async function reindex<T extends object>(
  client: Algoliasearch,
  records: AsyncIterable<readonly T[]>,
  options: ReindexOptions = {},
): Promise<ReindexResult> {
  const definition = options.definition ?? SEARCH_INDEX_DEFINITION;
  const log = options.log ?? (() => undefined);
  const prefix = temporaryPrefix(definition);
  const temporary = `${prefix}${options.stamp ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;

  const leftoversDeleted: string[] = [];
  const { items } = await client.listIndices();
  for (const index of items) {
    if (!index.name.startsWith(prefix)) continue;
    await deleteIndex(client, index.name);
    leftoversDeleted.push(index.name);
    log(`deleted ${index.name}, left by an earlier run`);
  }

  const settings = await client.setSettings({ indexName: temporary, indexSettings: primarySettings(definition, false) });
  await client.waitForTask({ indexName: temporary, taskID: settings.taskID });
  const synonyms = await client.saveSynonyms({ indexName: temporary, synonymHit: definition.synonyms, replaceExistingSynonyms: true });
  await client.waitForTask({ indexName: temporary, taskID: synonyms.taskID });

  let count = 0;
  let batches = 0;
  const taskIDs: number[] = [];
  try {
    for await (const batch of inBatches(records, options.batchSize ?? RECORDS_PER_BATCH)) {
      const answer = await client.batch({
        indexName: temporary,
        batchWriteParams: { requests: batch.map((body) => ({ action: 'addObject' as const, body: body as Record<string, unknown> })) },
      });
      taskIDs.push(answer.taskID);
      count += batch.length;
      batches += 1;
      log(`${count} records sent to ${temporary}`);
    }
    for (const taskID of taskIDs) await client.waitForTask({ indexName: temporary, taskID });
  } catch (error) {
    await deleteIndex(client, temporary).catch(() => undefined);
    throw error;
  }

  const moved = await client.operationIndex({
    indexName: temporary,
    operationIndexParams: { operation: 'move', destination: definition.name },
  });
  await client.waitForTask({ indexName: definition.name, taskID: moved.taskID });
  log(`moved ${temporary} over ${definition.name}`);
  const settled = await provision(client, { definition });
  for (const line of settled.lines) log(line);
  return { records: count, batches, temporary, leftoversDeleted };
}
