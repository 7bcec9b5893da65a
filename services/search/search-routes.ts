import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson, type Handler } from '../shared/http-service';
import { sendBoundedJson, sendBoundedResults } from './answer-budget';
import { applyCors, decodeSegment, readJsonBody, type BodyLimit } from './http-plumbing';
import { browse, browseRequest, getObject, getObjects, getSettings } from './index-routes';
import { EventBuffer, validateEventsBody } from './insights-events';
import { authenticate, describeKey, requireAcl, type Acl, type LocalKey } from './search-keys';
import { parseSearchParams, type SearchParams } from './search-params';
import type { SearchService } from './search-service';

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
/** The Insights API takes bodies under 2 MB; a larger one is its `413 Request Entity Too Large`. */
const EVENTS_BODY_LIMIT: BodyLimit = { bytes: 2 * 1_048_576, tooLarge: () => new HttpError(413, 'Request Entity Too Large') };

function searchOne(service: SearchService, params: SearchParams) {
  if (params.type === 'facet') {
    if (!params.facet) throw new HttpError(400, 'facet is required for a request of type facet');
    return service.searchForFacetValues(params, params.facet);
  }
  return service.search(params);
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The ACL a write needs, for the paths of Algolia's write operations (all refused here). */
function writeAcl(method: string, action: string | undefined): Acl {
  if (action === 'settings' || action === 'synonyms' || action === 'rules') return 'editSettings';
  if (method === 'DELETE' && action === undefined) return 'deleteIndex';
  if (method === 'DELETE' || action === 'deleteByQuery' || action === 'clear') return 'deleteObject';
  return 'addObject';
}

const NOT_IMPLEMENTED_READS: Record<string, string> = {
  rules: 'rules (search and get rules)',
  synonyms: 'synonyms (search and get synonyms)',
  task: 'task status',
};

export function createSearchRoutes(
  service: SearchService,
  events = new EventBuffer(EVENT_BUFFER_CAPACITY, EVENT_BUFFER_MAX_BYTES),
): Handler {
  const multiQuery = async (req: IncomingMessage, res: ServerResponse) => {
    const { requests, strategy, ...rest } = objectBody(await readJsonBody(req));
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw new HttpError(400, `Unknown parameter: ${unknown}`);
    if (!Array.isArray(requests)) throw new HttpError(400, 'requests must be an array');
    if (requests.length > MAX_REQUESTS_PER_BATCH) throw new HttpError(400, TOO_MANY_QUERIES);
    if (strategy !== undefined && (typeof strategy !== 'string' || !STRATEGIES.has(strategy)))
      throw new HttpError(400, 'Invalid value for strategy: expected none or stopIfEnoughMatches');
    if (strategy === 'stopIfEnoughMatches')
      throw new HttpError(501, 'The local search service does not implement the multi-query strategy stopIfEnoughMatches');
    const parsed = requests.map((request) => parseSearchParams(request));
    sendBoundedResults(res, parsed, (params) => searchOne(service, params));
  };

  const singleQuery = (res: ServerResponse, body: unknown, indexName: string) => {
    const params = parseSearchParams(objectBody(body), indexName);
    sendBoundedJson(res, service.search({ ...params, type: 'default' }));
  };

  const facetQuery = async (req: IncomingMessage, res: ServerResponse, indexName: string, facet: string) => {
    const params = parseSearchParams(objectBody(await readJsonBody(req)), indexName);
    sendBoundedJson(res, service.searchForFacetValues(params, facet));
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

  const indexRoutes = async (req: IncomingMessage, res: ServerResponse, key: LocalKey, url: URL, segments: string[]) => {
    const method = req.method ?? 'GET';
    const [, , name, action, facet, facetAction] = segments;
    const count = segments.length;
    if (method === 'GET' && count === 2) {
      requireAcl(key, 'listIndexes');
      const items = service.indexNames.map((indexName) => ({
        name: indexName,
        entries: service.records.length,
        primary: indexName === service.indexNames[0] ? undefined : service.indexNames[0],
      }));
      return sendJson(res, 200, { items, nbPages: 1 });
    }
    if (!name) throw new HttpError(404, `No route for ${method} ${url.pathname}`);
    const isRead =
      (method === 'POST' && ['queries', 'query', 'objects', 'browse'].includes(action ?? '') && count === 4) ||
      (method === 'POST' && action === 'facets' && facetAction === 'query' && count === 6) ||
      (method === 'POST' && (action === 'rules' || action === 'synonyms') && facet === 'search' && count === 5) ||
      method === 'GET';
    if (!isRead) {
      requireAcl(key, writeAcl(method, action));
      throw new HttpError(501, 'The local search service does not implement writes: its indices are built from the catalogue');
    }

    if (method === 'POST' && count === 4 && name === '*' && action === 'queries') {
      requireAcl(key, 'search');
      return multiQuery(req, res);
    }
    if (method === 'POST' && count === 4 && name === '*' && action === 'objects') {
      requireAcl(key, 'search');
      return sendJson(res, 200, getObjects(service, await readJsonBody(req)));
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
      return sendJson(res, 200, browse(service, name, browseRequest(body, url)));
    }
    if (method === 'GET' && count === 4 && action === 'settings') {
      requireAcl(key, 'settings');
      return sendJson(res, 200, getSettings(service, name));
    }
    if (action && NOT_IMPLEMENTED_READS[action]) {
      requireAcl(key, action === 'task' ? 'search' : 'settings');
      throw new HttpError(501, `The local search service does not implement ${NOT_IMPLEMENTED_READS[action]}`);
    }
    if (method === 'GET' && count === 4 && action) {
      requireAcl(key, 'search');
      return sendJson(res, 200, getObject(service, name, action, url));
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
