import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson, type Handler } from '../shared/http-service';
import { applyCors, decodeSegment, readJsonBody, requireCredentials } from './http-plumbing';
import { EventBuffer, validateEventsBody } from './insights-events';
import { parseSearchParams, type SearchParams } from './search-params';
import type { SearchService } from './search-service';

/**
 * The routes of the local search API (Algolia's paths and shapes):
 * - POST /1/indexes/* /queries                        multi-query (v5 and v4 bodies; `type: 'facet'` too)
 * - POST /1/indexes/{index}/query                     one query
 * - POST /1/indexes/{index}/facets/{facet}/query      search in facet values
 * - GET  /1/indexes                                   the indices and their sizes
 * - GET  /1/indexes/{index}/{objectID}                one record
 * - POST /1/events                                    insights events, kept in memory
 * - GET  /1/events/debug?userToken=&index=&limit=     read the kept events back (local only, newest first)
 */

export const MAX_REQUESTS_PER_BATCH = 50;
export const EVENT_BUFFER_CAPACITY = 10_000;
const DEFAULT_DEBUG_LIMIT = 100;

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

export function createSearchRoutes(service: SearchService, events = new EventBuffer(EVENT_BUFFER_CAPACITY)): Handler {
  const multiQuery = async (req: IncomingMessage, res: ServerResponse) => {
    const body = objectBody(await readJsonBody(req));
    const requests = body.requests;
    if (!Array.isArray(requests)) throw new HttpError(400, 'requests must be an array');
    if (requests.length > MAX_REQUESTS_PER_BATCH) throw new HttpError(400, `A batch holds at most ${MAX_REQUESTS_PER_BATCH} requests`);
    const parsed = requests.map((request) => parseSearchParams(request));
    sendJson(res, 200, { results: parsed.map((params) => searchOne(service, params)) });
  };

  const singleQuery = async (req: IncomingMessage, res: ServerResponse, indexName: string) => {
    const params = parseSearchParams(objectBody(await readJsonBody(req)), indexName);
    sendJson(res, 200, service.search({ ...params, type: 'default' }));
  };

  const facetQuery = async (req: IncomingMessage, res: ServerResponse, indexName: string, facet: string) => {
    const params = parseSearchParams(objectBody(await readJsonBody(req)), indexName);
    sendJson(res, 200, service.searchForFacetValues(params, facet));
  };

  const postEvents = async (req: IncomingMessage, res: ServerResponse) => {
    const valid = validateEventsBody(await readJsonBody(req));
    events.add(valid);
    sendJson(res, 200, { status: 200, message: 'OK' });
  };

  const debugEvents = (res: ServerResponse, url: URL) => {
    const limit = Number(url.searchParams.get('limit') ?? DEFAULT_DEBUG_LIMIT);
    if (!Number.isInteger(limit) || limit < 1 || limit > EVENT_BUFFER_CAPACITY)
      throw new HttpError(400, `limit must be an integer from 1 to ${EVENT_BUFFER_CAPACITY}`);
    const listed = events.list({
      userToken: url.searchParams.get('userToken') ?? undefined,
      index: url.searchParams.get('index') ?? undefined,
      limit,
    });
    sendJson(res, 200, listed);
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
    const [version, collection, name, action, facet, facetAction] = segments;
    const route = `${req.method} ${segments.length}`;
    if (version !== '1') throw new HttpError(404, `No route for ${req.method} ${url.pathname}`);
    requireCredentials(req, url);

    if (collection === 'indexes') {
      if (route === 'POST 4' && name === '*' && action === 'queries') return multiQuery(req, res);
      if (route === 'POST 4' && name && action === 'query') return singleQuery(req, res, name);
      if (route === 'POST 6' && name && action === 'facets' && facet && facetAction === 'query') return facetQuery(req, res, name, facet);
      if (route === 'GET 2') {
        const items = service.indexNames.map((indexName) => ({
          name: indexName,
          entries: service.records.length,
          primary: indexName === service.indexNames[0] ? undefined : service.indexNames[0],
        }));
        return sendJson(res, 200, { items, nbPages: 1 });
      }
      if (route === 'GET 4' && name && action) {
        if (!service.indexNames.includes(name)) throw new HttpError(404, `Index ${name} does not exist`);
        const record = service.records.find((candidate) => candidate.objectID === action);
        if (!record) throw new HttpError(404, 'ObjectID does not exist');
        return sendJson(res, 200, record);
      }
    }
    if (collection === 'events') {
      if (route === 'POST 2') return postEvents(req, res);
      if (route === 'GET 3' && name === 'debug') return debugEvents(res, url);
    }
    throw new HttpError(404, `No route for ${req.method} ${url.pathname}`);
  };
}
