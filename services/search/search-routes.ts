import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson, type Handler } from '../shared/http-service';
import { sendBoundedJson, sendBoundedResults } from './answer-budget';
import { applyCors, decodeSegment, readJsonBody, type BodyLimit } from './http-plumbing';
import { browse, browseRequest, getObject, getObjects } from './index-routes';
import type { IndexStore } from './index-store';
import { EventBuffer, validateEventsBody } from './insights-events';
import { authenticate, describeKey, keyAllowsIndex, requireAcl, requireIndex, type Acl, type LocalKey } from './search-keys';
import { parseSearchParams, type SearchParams } from './search-params';
import {
  addObject,
  batch,
  batchAcls,
  clearObjects,
  clearSynonyms,
  deleteIndex,
  deleteObject,
  deleteSynonym,
  getSynonym,
  multipleBatch,
  operationIndex,
  partialObject,
  putObject,
  readSettings,
  saveSynonym,
  saveSynonyms,
  searchSynonyms,
  setSettings,
} from './write-routes';

/**
 * The routes of the local search API (Algolia's paths and shapes), each behind the ACL Algolia asks for:
 * - POST /1/indexes/* /queries                        multi-query (v5 and v4 bodies; `type: 'facet'` too)   search
 * - POST /1/indexes/{index}/query, GET /1/indexes/{index}?query=…   one query                             search
 * - POST /1/indexes/{index}/facets/{facet}/query      search in facet values                                 search
 * - POST /1/indexes/* /objects, GET /1/indexes/{index}/{objectID}   records (`index-routes.ts`)            search
 * - GET  /1/indexes/{index}/settings                  the index's settings                                   settings
 * - POST|GET /1/indexes/{index}/browse                every matching record, page by page (cursor)           browse
 * - GET  /1/indexes                                   the indices and their sizes                            listIndexes
 * - GET  /1/keys/{key}                                the calling key's own permissions
 * - POST /1/events                                    insights events, kept in memory                        search
 * - GET  /1/events/debug?userToken=&index=&limit=     read the kept events back (local only, newest first)  analytics
 * Writes need ACLs no local key has (a 403, `search-keys.ts`). Read features of Algolia's API the service
 * does not implement (rules, synonyms, tasks) answer 501 with the feature's name to a key allowed to use them.
 * A search answer is at most `MAX_ANSWER_BYTES` (`answer-budget.ts`).
 */

export const MAX_REQUESTS_PER_BATCH = 50;
export const EVENT_BUFFER_CAPACITY = 10_000;
/** The kept events' JSON at most (about 300 bytes each from the storefront). */
export const EVENT_BUFFER_MAX_BYTES = 8 * 1_048_576;
const DEFAULT_DEBUG_LIMIT = 100;
/** Events one debug answer lists at most (the Insights API's events listing: 1,000 a request). */
export const MAX_DEBUG_LIMIT = 1_000;
/** Algolia's refusal of a multi-query request over its 50 queries. */
export const TOO_MANY_QUERIES = 'Too many queries in multi query request';
const STRATEGIES = new Set(['none', 'stopIfEnoughMatches']);
/**
 * A batch of records may be up to 10 MB (Algolia's recommended batch size: a reindex sends 1,000 records a
 * batch), read only for a key that may write the index; every other body stays under `SEARCH_BODY_LIMIT`.
 */
export const BATCH_BODY_LIMIT: BodyLimit = { bytes: 10 * 1_048_576, tooLarge: (message) => new HttpError(400, message) };

/** A 403 before a batch's body is read, for a key that can neither add nor delete records. */
function requireSomeWriteAcl(key: LocalKey): void {
  if (!key.acl.includes('addObject') && !key.acl.includes('deleteObject')) requireAcl(key, 'addObject');
}

/** The Insights API takes bodies under 2 MB; a larger one is its `413 Request Entity Too Large`. */
const EVENTS_BODY_LIMIT: BodyLimit = { bytes: 2 * 1_048_576, tooLarge: () => new HttpError(413, 'Request Entity Too Large') };

function searchOne(store: IndexStore, params: SearchParams) {
  const engine = store.engine(params.indexName);
  if (params.type === 'facet') {
    if (!params.facet) throw new HttpError(400, 'facet is required for a request of type facet');
    return engine.searchForFacetValues(params, params.facet);
  }
  return engine.search(params);
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The ACL a write needs, for the paths of Algolia's write operations. */
function writeAcl(method: string, action: string | undefined): Acl {
  if (action === 'settings' || action === 'synonyms' || action === 'rules' || action === 'operation') return 'editSettings';
  if (method === 'DELETE' && action === undefined) return 'deleteIndex';
  if (method === 'DELETE' || action === 'deleteByQuery' || action === 'clear') return 'deleteObject';
  return 'addObject';
}

export function createSearchRoutes(store: IndexStore, events = new EventBuffer(EVENT_BUFFER_CAPACITY, EVENT_BUFFER_MAX_BYTES)): Handler {
  const defaultsFor = (indexName: string) => store.queryDefaults(indexName);

  const multiQuery = async (req: IncomingMessage, res: ServerResponse, key: LocalKey) => {
    const { requests, strategy, ...rest } = objectBody(await readJsonBody(req));
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw new HttpError(400, `Unknown parameter: ${unknown}`);
    if (!Array.isArray(requests)) throw new HttpError(400, 'requests must be an array');
    if (requests.length > MAX_REQUESTS_PER_BATCH) throw new HttpError(400, TOO_MANY_QUERIES);
    if (strategy !== undefined && (typeof strategy !== 'string' || !STRATEGIES.has(strategy)))
      throw new HttpError(400, 'Invalid value for strategy: expected none or stopIfEnoughMatches');
    if (strategy === 'stopIfEnoughMatches')
      throw new HttpError(501, 'The local search service does not implement the multi-query strategy stopIfEnoughMatches');
    const parsed = requests.map((request) => parseSearchParams(request, undefined, defaultsFor));
    for (const params of parsed) requireIndex(key, params.indexName);
    sendBoundedResults(res, parsed, (params) => searchOne(store, params));
  };

  const singleQuery = (res: ServerResponse, body: unknown, indexName: string) => {
    const params = parseSearchParams(objectBody(body), indexName, defaultsFor);
    sendBoundedJson(res, store.engine(indexName).search({ ...params, type: 'default' }));
  };

  const facetQuery = async (req: IncomingMessage, res: ServerResponse, indexName: string, facet: string) => {
    const params = parseSearchParams(objectBody(await readJsonBody(req)), indexName, defaultsFor);
    sendBoundedJson(res, store.engine(indexName).searchForFacetValues(params, facet));
  };

  const postEvents = async (req: IncomingMessage, res: ServerResponse) => {
    const valid = validateEventsBody(await readJsonBody(req, EVENTS_BODY_LIMIT));
    events.add(valid);
    sendJson(res, 200, { status: 200, message: 'OK' });
  };

  /** The shoppers' user tokens and what they did: Algolia's events debugging, for a key with `analytics` only. */
  const debugEvents = (res: ServerResponse, key: LocalKey, url: URL) => {
    requireAcl(key, 'analytics');
    const limit = Number(url.searchParams.get('limit') ?? DEFAULT_DEBUG_LIMIT);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DEBUG_LIMIT)
      throw new HttpError(400, `limit must be an integer from 1 to ${MAX_DEBUG_LIMIT}`);
    const listed = events.list({
      userToken: url.searchParams.get('userToken') ?? undefined,
      index: url.searchParams.get('index') ?? undefined,
      limit,
    });
    sendJson(res, 200, listed);
  };

  /** The query string of a GET search, without the credentials, as a v4 `params` string. */
  const getQuery = (res: ServerResponse, url: URL, indexName: string) => {
    const kept = [...url.searchParams].filter(([key]) => !key.toLowerCase().startsWith('x-algolia-'));
    singleQuery(res, kept.length === 0 ? {} : { params: new URLSearchParams(kept).toString() }, indexName);
  };

  /** The write routes and the synonym and task reads; false when the request is none of them. */
  const writeRoute = async (req: IncomingMessage, res: ServerResponse, key: LocalKey, url: URL, segments: string[]): Promise<boolean> => {
    const method = req.method ?? 'GET';
    const [, , rawName, action, item] = segments;
    const name = rawName as string;
    const count = segments.length;
    const send = (body: unknown) => {
      sendJson(res, 200, body);
      return true;
    };
    if (action === 'task' && count === 5 && method === 'GET') return send({ status: store.taskStatus(Number(item)), pendingTask: false });
    if (action === 'synonyms' && count === 5 && method === 'POST' && item === 'search') {
      requireAcl(key, 'settings');
      const body = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] ? await readJsonBody(req) : undefined;
      return send(searchSynonyms(store, name, body));
    }
    if (action === 'synonyms' && count === 5 && method === 'GET') {
      requireAcl(key, 'settings');
      return send(getSynonym(store, name, item as string));
    }
    const isWrite =
      (method === 'POST' && count === 3) ||
      (method === 'POST' && count === 4 && ['batch', 'clear', 'operation', 'deleteByQuery'].includes(action ?? '')) ||
      (method === 'POST' && count === 5 && (item === 'partial' || action === 'synonyms')) ||
      ((method === 'PUT' || method === 'DELETE') && count >= 3);
    if (!isWrite) return false;
    if (method === 'POST' && count === 4 && action === 'batch') {
      requireSomeWriteAcl(key);
      const body = objectBody(await readJsonBody(req, BATCH_BODY_LIMIT));
      for (const acl of batchAcls(body.requests)) requireAcl(key, acl);
      return send(batch(store, name, body));
    }
    requireAcl(key, writeAcl(method, action));
    if (method === 'POST' && count === 3) return send(addObject(store, name, await readJsonBody(req)));
    if (method === 'DELETE' && count === 3) return send(deleteIndex(store, name));
    if (method === 'PUT' && count === 4 && action === 'settings') return send(setSettings(store, name, await readJsonBody(req), url));
    if (method === 'POST' && count === 4 && action === 'clear') return send(clearObjects(store, name));
    if (method === 'POST' && count === 4 && action === 'operation') return send(operationIndex(store, name, await readJsonBody(req)));
    if (method === 'POST' && count === 4 && action === 'deleteByQuery')
      throw new HttpError(501, 'The local search service does not implement deleteByQuery');
    if (action === 'synonyms' && count === 5) {
      if (method === 'POST' && item === 'batch') return send(saveSynonyms(store, name, await readJsonBody(req), url));
      if (method === 'POST' && item === 'clear') return send(clearSynonyms(store, name, url));
      if (method === 'PUT') return send(saveSynonym(store, name, item as string, await readJsonBody(req), url));
      if (method === 'DELETE') return send(deleteSynonym(store, name, item as string, url));
    }
    if (action === 'rules') throw new HttpError(501, 'The local search service does not implement rules');
    if (method === 'PUT' && count === 4 && action) return send(putObject(store, name, action, await readJsonBody(req)));
    if (method === 'DELETE' && count === 4 && action) return send(deleteObject(store, name, action));
    if (method === 'POST' && count === 5 && item === 'partial' && action)
      return send(partialObject(store, name, action, await readJsonBody(req), url));
    throw new HttpError(404, `No route for ${method} ${url.pathname}`);
  };

  const indexRoutes = async (req: IncomingMessage, res: ServerResponse, key: LocalKey, url: URL, segments: string[]) => {
    const method = req.method ?? 'GET';
    const [, , name, action, facet] = segments;
    const count = segments.length;
    if (method === 'GET' && count === 2) {
      requireAcl(key, 'listIndexes');
      const items = store.names
        .filter((indexName) => keyAllowsIndex(key, indexName))
        .map((indexName) => {
          const index = store.get(indexName);
          const records = store.get(store.primaryOf(indexName)).records.size;
          return {
            name: indexName,
            createdAt: index.createdAt,
            updatedAt: index.updatedAt,
            entries: records,
            dataSize: 0,
            fileSize: 0,
            lastBuildTimeS: 0,
            numberOfPendingTasks: 0,
            pendingTask: false,
            ...(typeof index.settings.primary === 'string' ? { primary: index.settings.primary } : {}),
            ...(Array.isArray(index.settings.replicas) ? { replicas: index.settings.replicas } : {}),
          };
        });
      return sendJson(res, 200, { items, nbPages: 1 });
    }
    if (!name) throw new HttpError(404, `No route for ${method} ${url.pathname}`);
    if (name !== '*') requireIndex(key, name);
    if (method === 'POST' && count === 4 && name === '*' && action === 'batch') {
      requireSomeWriteAcl(key);
      const body = objectBody(await readJsonBody(req, BATCH_BODY_LIMIT));
      if (!Array.isArray(body.requests)) throw new HttpError(400, 'requests must be an array');
      for (const acl of batchAcls(body.requests)) requireAcl(key, acl);
      for (const request of body.requests as { indexName?: unknown }[]) {
        if (typeof request?.indexName === 'string') requireIndex(key, request.indexName);
      }
      return sendJson(res, 200, multipleBatch(store, body));
    }
    const write = await writeRoute(req, res, key, url, segments);
    if (write) return;

    if (method === 'POST' && count === 4 && name === '*' && action === 'queries') {
      requireAcl(key, 'search');
      return multiQuery(req, res, key);
    }
    if (method === 'POST' && count === 4 && name === '*' && action === 'objects') {
      requireAcl(key, 'search');
      return sendJson(res, 200, getObjects(store, await readJsonBody(req)));
    }
    if (method === 'POST' && count === 4 && action === 'query') {
      requireAcl(key, 'search');
      return singleQuery(res, await readJsonBody(req), name);
    }
    if (method === 'POST' && count === 6 && facet) {
      requireAcl(key, 'search');
      return facetQuery(req, res, name, facet);
    }
    if (method === 'GET' && count === 3) {
      requireAcl(key, 'search');
      return getQuery(res, url, name);
    }
    if (action === 'browse' && count === 4) {
      requireAcl(key, 'browse');
      const body = method === 'POST' ? await readJsonBody(req) : undefined;
      return sendJson(res, 200, browse(store, name, browseRequest(body, url)));
    }
    if (method === 'GET' && count === 4 && action === 'settings') {
      requireAcl(key, 'settings');
      return sendJson(res, 200, readSettings(store, name));
    }
    if (action === 'rules') {
      requireAcl(key, 'settings');
      throw new HttpError(501, 'The local search service does not implement rules (search and get rules)');
    }
    if (method === 'GET' && count === 4 && action) {
      requireAcl(key, 'search');
      return sendJson(res, 200, getObject(store, name, action, url));
    }
    throw new HttpError(404, `No route for ${method} ${url.pathname}`);
  };

  return async (req, res) => {
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'content-length': '0' });
      res.end();
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      throw new HttpError(400, 'Malformed request URL');
    }
    const segments = url.pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeSegment);
    const [version, collection, name] = segments;
    if (version !== '1') throw new HttpError(404, `No route for ${req.method} ${url.pathname}`);
    let key: LocalKey;
    try {
      key = authenticate(req, url);
    } catch (error) {
      // The Insights API words a credentials failure its own way (its API spec: 401 Invalid credentials).
      if (collection === 'events' && error instanceof HttpError) throw new HttpError(401, 'Invalid credentials');
      throw error;
    }

    if (collection === 'indexes') return indexRoutes(req, res, key, url, segments);
    if (collection === 'keys' && segments.length === 3 && req.method === 'GET') {
      if (name !== key.value) throw new HttpError(403, 'Method not allowed with this API key');
      return sendJson(res, 200, describeKey(key));
    }
    if (collection === 'events') {
      if (req.method === 'POST' && segments.length === 2) {
        requireAcl(key, 'search');
        return postEvents(req, res);
      }
      if (req.method === 'GET' && segments.length === 3 && name === 'debug') return debugEvents(res, key, url);
    }
    if (collection === 'usertokens' && req.method === 'DELETE') {
      requireAcl(key, 'deleteObject');
      throw new HttpError(501, 'The local search service does not implement deleting a user token');
    }
    throw new HttpError(404, `No route for ${req.method} ${url.pathname}`);
  };
}
