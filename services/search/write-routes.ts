import { HttpError } from '../shared/http-service';
import type { IndexStore, StoredIndex, Synonym } from './index-store';
import { checkSettings } from './settings-check';
import type { Acl } from './search-keys';

/**
 * Algolia's write operations on the local indices, in the shapes the `algoliasearch` v5 client sends and
 * reads (`taskID`, `objectIDs`, `updatedAt`, `createdAt`, `deletedAt`). Every write is a task
 * (`index-store.ts`). Bad input answers as Algolia does: a record over 10 KB, an update or delete without
 * `objectID`, an unknown action, setting or type.
 */

/** Algolia's record size limit on the plans a storefront starts with. */
export const MAX_RECORD_BYTES = 10_000;
const BATCH_ACTIONS = new Set([
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
]);

export type WriteAcl = Extract<Acl, 'addObject' | 'deleteObject' | 'deleteIndex' | 'editSettings'>;

function objectBody(body: unknown, what = 'The body'): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, `${what} must be a JSON object`);
  return body as Record<string, unknown>;
}

function now(): string {
  return new Date().toISOString();
}

function checkRecordSize(record: Record<string, unknown>, position: number): void {
  const size = Buffer.byteLength(JSON.stringify(record));
  if (size > MAX_RECORD_BYTES)
    throw new HttpError(
      400,
      `Record at the position ${position} objectID=${String(record.objectID)} is too big size=${size}/${MAX_RECORD_BYTES} bytes. Contact us if you need an extended quota`,
    );
}

function objectIdOf(body: Record<string, unknown>, action: string): string {
  const id = body.objectID;
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  throw new HttpError(400, `Missing objectID in ${action}`);
}

/** Records live in the primary: a write to a replica is refused, as Algolia does. */
function recordsIndex(store: IndexStore, name: string): StoredIndex {
  const index = store.ensure(name);
  if (typeof index.settings.primary === 'string') throw new HttpError(400, `Cannot write records to the replica index ${name}`);
  return index;
}

interface Operation {
  action: string;
  body: Record<string, unknown>;
}

/** The operations of a batch, checked whole before any is applied (a refused batch changes nothing). */
function checkOperations(requests: unknown): Operation[] {
  if (!Array.isArray(requests)) throw new HttpError(400, 'requests must be an array');
  return requests.map((request, position) => {
    const { action, body } = objectBody(request, 'A batch request');
    if (typeof action !== 'string' || !BATCH_ACTIONS.has(action)) throw new HttpError(400, `Invalid action: ${String(action)}`);
    const record = action === 'clear' || action === 'delete' ? {} : objectBody(body, `The body of ${action}`);
    if (action !== 'addObject' && action !== 'clear' && action !== 'delete') objectIdOf(record, action);
    if (action !== 'deleteObject') checkRecordSize(record, position);
    return { action, body: record };
  });
}

/** The ACL a batch's operations need. */
export function batchAcls(requests: unknown): WriteAcl[] {
  if (!Array.isArray(requests)) return ['addObject'];
  const acls = new Set<WriteAcl>();
  for (const request of requests) {
    const action = (request as { action?: unknown } | null)?.action;
    if (action === 'delete') acls.add('deleteIndex');
    else acls.add(action === 'deleteObject' || action === 'clear' ? 'deleteObject' : 'addObject');
  }
  return [...acls];
}

function applyOperation(index: StoredIndex, operation: Operation): string | undefined {
  const { action, body } = operation;
  switch (action) {
    case 'addObject': {
      const objectID = typeof body.objectID === 'string' || typeof body.objectID === 'number' ? String(body.objectID) : crypto.randomUUID();
      index.records.set(objectID, { ...body, objectID });
      return objectID;
    }
    case 'updateObject': {
      const objectID = objectIdOf(body, action);
      index.records.set(objectID, { ...body, objectID });
      return objectID;
    }
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate': {
      const objectID = objectIdOf(body, action);
      const existing = index.records.get(objectID);
      if (!existing && action === 'partialUpdateObjectNoCreate') return objectID;
      index.records.set(objectID, { ...existing, ...body, objectID });
      return objectID;
    }
    case 'deleteObject': {
      const objectID = objectIdOf(body, action);
      index.records.delete(objectID);
      return objectID;
    }
    default:
      index.records.clear();
      return undefined;
  }
}

/** `POST /1/indexes/{index}/batch`. */
export function batch(store: IndexStore, name: string, body: unknown): { taskID: number; objectIDs: string[] } {
  const operations = checkOperations(objectBody(body).requests);
  const index = recordsIndex(store, name);
  const objectIDs = operations.map((operation) => applyOperation(index, operation)).filter((id): id is string => id !== undefined);
  return { taskID: store.changed(name), objectIDs };
}

/** `POST /1/indexes/* /batch`: operations on several indices, one task per index. */
export function multipleBatch(store: IndexStore, body: unknown): { taskID: Record<string, number>; objectIDs: string[] } {
  const requests = objectBody(body).requests;
  if (!Array.isArray(requests)) throw new HttpError(400, 'requests must be an array');
  const byIndex = new Map<string, Operation[]>();
  const order: { indexName: string; position: number }[] = [];
  requests.forEach((request) => {
    const { indexName, ...rest } = objectBody(request, 'A batch request');
    if (typeof indexName !== 'string' || indexName === '') throw new HttpError(400, 'indexName is required in each request');
    const [operation] = checkOperations([rest]) as [Operation];
    const list = byIndex.get(indexName) ?? [];
    order.push({ indexName, position: list.length });
    list.push(operation);
    byIndex.set(indexName, list);
  });
  for (const indexName of byIndex.keys()) recordsIndex(store, indexName);
  const ids = new Map<string, (string | undefined)[]>();
  for (const [indexName, operations] of byIndex) {
    const index = store.get(indexName);
    ids.set(
      indexName,
      operations.map((operation) => applyOperation(index, operation)),
    );
  }
  const taskID: Record<string, number> = {};
  for (const indexName of byIndex.keys()) taskID[indexName] = store.changed(indexName);
  const objectIDs = order.map(({ indexName, position }) => ids.get(indexName)?.[position]).filter((id): id is string => id !== undefined);
  return { taskID, objectIDs };
}

/** `POST /1/indexes/{index}` (saveObject without an id). */
export function addObject(store: IndexStore, name: string, body: unknown): Record<string, unknown> {
  const [operation] = checkOperations([{ action: 'addObject', body }]) as [Operation];
  const objectID = applyOperation(recordsIndex(store, name), operation);
  return { createdAt: now(), taskID: store.changed(name), objectID };
}

/** `PUT /1/indexes/{index}/{objectID}` (addOrUpdateObject). */
export function putObject(store: IndexStore, name: string, objectID: string, body: unknown): Record<string, unknown> {
  const [operation] = checkOperations([{ action: 'updateObject', body: { ...objectBody(body), objectID } }]) as [Operation];
  applyOperation(recordsIndex(store, name), operation);
  return { objectID, taskID: store.changed(name), updatedAt: now() };
}

/** `POST /1/indexes/{index}/{objectID}/partial?createIfNotExists=`. */
export function partialObject(store: IndexStore, name: string, objectID: string, body: unknown, url: URL): Record<string, unknown> {
  const create = url.searchParams.get('createIfNotExists') !== 'false';
  const action = create ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate';
  const [operation] = checkOperations([{ action, body: { ...objectBody(body), objectID } }]) as [Operation];
  applyOperation(recordsIndex(store, name), operation);
  return { objectID, taskID: store.changed(name), updatedAt: now() };
}

/** `DELETE /1/indexes/{index}/{objectID}`. */
export function deleteObject(store: IndexStore, name: string, objectID: string): Record<string, unknown> {
  store.get(name).records.delete(objectID);
  return { taskID: store.changed(name), deletedAt: now() };
}

/** `POST /1/indexes/{index}/clear`: the records go, settings and synonyms stay. */
export function clearObjects(store: IndexStore, name: string): Record<string, unknown> {
  recordsIndex(store, name).records.clear();
  return { taskID: store.changed(name), updatedAt: now() };
}

/** `DELETE /1/indexes/{index}`; a primary's replicas become indices of their own, as on Algolia. */
export function deleteIndex(store: IndexStore, name: string): Record<string, unknown> {
  const index = store.find(name);
  const touched = [name];
  if (index) {
    for (const replica of Array.isArray(index.settings.replicas) ? (index.settings.replicas as string[]) : []) {
      const replicaIndex = store.find(replica);
      if (replicaIndex) {
        delete replicaIndex.settings.primary;
        replicaIndex.records = new Map(index.records);
        touched.push(replica);
      }
    }
    const primary = typeof index.settings.primary === 'string' ? store.find(index.settings.primary) : undefined;
    if (primary && Array.isArray(primary.settings.replicas)) {
      primary.settings.replicas = (primary.settings.replicas as string[]).filter((replica) => replica !== name);
      touched.push(primary.name);
    }
    store.delete(name);
  }
  return { taskID: store.changed(...touched), deletedAt: now() };
}

function forwardToReplicas(url: URL): boolean {
  return url.searchParams.get('forwardToReplicas') === 'true';
}

function replicasOf(index: StoredIndex): string[] {
  return Array.isArray(index.settings.replicas) ? (index.settings.replicas as string[]) : [];
}

/** `PUT /1/indexes/{index}/settings?forwardToReplicas=`: each setting applied or refused (`settings-check.ts`). */
export function setSettings(store: IndexStore, name: string, body: unknown, url: URL): Record<string, unknown> {
  const settings = checkSettings(objectBody(body));
  // `primary` is the service's to set (from the primary's `replicas`); a body may send it back as read.
  const { replicas, ...rest } = settings;
  delete rest.primary;
  const index = store.ensure(name);
  const touched = [name];
  if (replicas !== undefined) {
    const wanted = (replicas ?? []) as string[];
    if (wanted.includes(name)) throw new HttpError(400, 'Invalid value for setting replicas: an index cannot be its own replica');
    for (const replica of wanted) {
      const existing = store.find(replica);
      if (existing && typeof existing.settings.primary === 'string' && existing.settings.primary !== name)
        throw new HttpError(400, `Invalid value for setting replicas: ${replica} is already a replica of ${existing.settings.primary}`);
      if (existing && replicasOf(existing).length > 0)
        throw new HttpError(400, `Invalid value for setting replicas: ${replica} has replicas of its own`);
    }
    for (const removed of replicasOf(index).filter((replica) => !wanted.includes(replica))) {
      const detached = store.find(removed);
      if (detached) {
        delete detached.settings.primary;
        detached.records = new Map(index.records);
        touched.push(removed);
      }
    }
    for (const replica of wanted) {
      const replicaIndex = store.ensure(replica);
      replicaIndex.settings.primary = name;
      replicaIndex.records.clear();
      touched.push(replica);
    }
    if (wanted.length > 0) index.settings.replicas = wanted;
    else delete index.settings.replicas;
  }
  const targets = forwardToReplicas(url) ? [index, ...replicasOf(index).map((replica) => store.ensure(replica))] : [index];
  for (const target of targets) {
    for (const [setting, value] of Object.entries(rest)) {
      if (value === null) delete target.settings[setting];
      else target.settings[setting] = value;
    }
    touched.push(target.name);
  }
  return { taskID: store.changed(...new Set(touched)), updatedAt: now() };
}

/** `GET /1/indexes/{index}/settings`: what was set, `replicas` on a primary and `primary` on a replica. */
export function readSettings(store: IndexStore, name: string): Record<string, unknown> {
  return { ...store.get(name).settings };
}

/** `POST /1/indexes/{index}/operation`: move or copy (with `scope`: settings, synonyms, rules; records when absent). */
export function operationIndex(store: IndexStore, name: string, body: unknown): Record<string, unknown> {
  const { operation, destination, scope, ...rest } = objectBody(body);
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new HttpError(400, `Unknown parameter: ${unknown}`);
  if (operation !== 'move' && operation !== 'copy') throw new HttpError(400, 'operation must be move or copy');
  if (typeof destination !== 'string' || destination === '') throw new HttpError(400, 'destination is required');
  if (destination === name) throw new HttpError(400, 'The destination must differ from the source');
  const scopes = scope === undefined ? null : (scope as unknown);
  if (
    scopes !== null &&
    (!Array.isArray(scopes) || !scopes.every((item) => item === 'settings' || item === 'synonyms' || item === 'rules'))
  )
    throw new HttpError(400, 'Invalid value for scope: expected an array of settings, synonyms, rules');
  if (operation === 'move' && scopes !== null) throw new HttpError(400, 'scope applies to copy only');
  const source = store.get(name);
  if (typeof source.settings.primary === 'string') throw new HttpError(400, `Cannot ${operation} the replica index ${name}`);
  const existing = store.find(destination);
  if (existing && typeof existing.settings.primary === 'string')
    throw new HttpError(400, `Cannot ${operation} over the replica index ${destination}`);
  const target = store.ensure(destination);
  const keptReplicas = target.settings.replicas;
  const withScope = (part: 'settings' | 'synonyms') => scopes === null || (scopes as string[]).includes(part);
  if (withScope('settings')) {
    // Replicas are not copied or moved (Algolia's operationIndex): the destination keeps its own.
    const copied = structuredClone(source.settings);
    delete copied.replicas;
    target.settings = keptReplicas === undefined ? copied : { ...copied, replicas: keptReplicas };
  }
  if (withScope('synonyms')) target.synonyms = new Map([...source.synonyms].map(([id, synonym]) => [id, structuredClone(synonym)]));
  if (scopes === null) target.records = operation === 'move' ? source.records : new Map(source.records);
  const touched = [destination];
  if (operation === 'move') {
    for (const replica of replicasOf(source)) {
      const replicaIndex = store.find(replica);
      if (replicaIndex) {
        delete replicaIndex.settings.primary;
        replicaIndex.records = new Map(source.records);
        touched.push(replica);
      }
    }
    store.delete(name);
    touched.push(name);
  }
  return { taskID: store.changed(...touched), updatedAt: now() };
}

const SYNONYM_TYPES = new Set(['synonym', 'onewaysynonym', 'altcorrection1', 'altcorrection2', 'placeholder']);

function checkSynonym(value: unknown, objectID?: string): Synonym {
  const synonym = objectBody(value, 'A synonym');
  const id = objectID ?? synonym.objectID;
  if (typeof id !== 'string' || id === '') throw new HttpError(400, 'Missing objectID in synonym');
  if (typeof synonym.type !== 'string' || !SYNONYM_TYPES.has(synonym.type))
    throw new HttpError(400, `Invalid synonym type: ${String(synonym.type)}`);
  if (synonym.type === 'synonym' && (!Array.isArray(synonym.synonyms) || !synonym.synonyms.every((word) => typeof word === 'string')))
    throw new HttpError(400, 'A synonym of type synonym needs synonyms: an array of strings');
  if (synonym.type === 'onewaysynonym' && (typeof synonym.input !== 'string' || !Array.isArray(synonym.synonyms)))
    throw new HttpError(400, 'A synonym of type onewaysynonym needs input and synonyms');
  return { ...synonym, objectID: id, type: synonym.type };
}

function synonymTargets(store: IndexStore, name: string, url: URL): StoredIndex[] {
  const index = store.ensure(name);
  return forwardToReplicas(url) ? [index, ...replicasOf(index).map((replica) => store.ensure(replica))] : [index];
}

/** `PUT /1/indexes/{index}/synonyms/{objectID}`. */
export function saveSynonym(store: IndexStore, name: string, objectID: string, body: unknown, url: URL): Record<string, unknown> {
  const synonym = checkSynonym(body, objectID);
  const targets = synonymTargets(store, name, url);
  for (const target of targets) target.synonyms.set(objectID, synonym);
  return { taskID: store.changed(...targets.map((target) => target.name)), updatedAt: now(), id: objectID };
}

/** `POST /1/indexes/{index}/synonyms/batch?forwardToReplicas=&replaceExistingSynonyms=`. */
export function saveSynonyms(store: IndexStore, name: string, body: unknown, url: URL): Record<string, unknown> {
  if (!Array.isArray(body)) throw new HttpError(400, 'The body must be an array of synonyms');
  const synonyms = body.map((synonym) => checkSynonym(synonym));
  const targets = synonymTargets(store, name, url);
  for (const target of targets) {
    if (url.searchParams.get('replaceExistingSynonyms') === 'true') target.synonyms.clear();
    for (const synonym of synonyms) target.synonyms.set(synonym.objectID, synonym);
  }
  return { taskID: store.changed(...targets.map((target) => target.name)), updatedAt: now() };
}

export function getSynonym(store: IndexStore, name: string, objectID: string): Synonym {
  const synonym = store.get(name).synonyms.get(objectID);
  if (!synonym) throw new HttpError(404, 'Synonym set does not exist');
  return synonym;
}

export function deleteSynonym(store: IndexStore, name: string, objectID: string, url: URL): Record<string, unknown> {
  store.get(name);
  const targets = synonymTargets(store, name, url);
  for (const target of targets) target.synonyms.delete(objectID);
  return { taskID: store.changed(...targets.map((target) => target.name)), deletedAt: now() };
}

export function clearSynonyms(store: IndexStore, name: string, url: URL): Record<string, unknown> {
  const targets = synonymTargets(store, name, url);
  for (const target of targets) target.synonyms.clear();
  return { taskID: store.changed(...targets.map((target) => target.name)), updatedAt: now() };
}

/** `POST /1/indexes/{index}/synonyms/search`: `{ query?, type?, page?, hitsPerPage? }`. */
export function searchSynonyms(store: IndexStore, name: string, body: unknown): { hits: Synonym[]; nbHits: number } {
  const { query = '', type, page = 0, hitsPerPage = 100 } = body === undefined ? {} : objectBody(body);
  if (typeof query !== 'string') throw new HttpError(400, 'Invalid value for query: expected a string');
  if (
    !Number.isInteger(page) ||
    !Number.isInteger(hitsPerPage) ||
    (page as number) < 0 ||
    (hitsPerPage as number) < 1 ||
    (hitsPerPage as number) > 1_000
  )
    throw new HttpError(400, 'page and hitsPerPage must be integers (hitsPerPage 1 to 1,000)');
  const wanted = query.toLowerCase();
  const matching = [...store.get(name).synonyms.values()].filter(
    (synonym) => (type === undefined || synonym.type === type) && (wanted === '' || JSON.stringify(synonym).toLowerCase().includes(wanted)),
  );
  const start = (page as number) * (hitsPerPage as number);
  return { hits: matching.slice(start, start + (hitsPerPage as number)), nbHits: matching.length };
}
