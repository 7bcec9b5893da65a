import { HttpError } from '../shared/http-service';
import { projectRecord } from './project-record';
import { parseSearchParams, unfoldParams } from './search-params';
import type { IndexStore } from './index-store';

/**
 * The read routes beside search, in Algolia's paths and shapes:
 * - `POST /1/indexes/* /objects` (getObjects, ACL search): `{ requests: [{ indexName, objectID, attributesToRetrieve? }] }`
 *   → `{ results: [record | null] }`, at most 1,000 requests;
 * - `GET /1/indexes/{index}/{objectID}` (getObject, ACL search), `?attributesToRetrieve=a,b`;
 * - `POST|GET /1/indexes/{index}/browse` (browse, ACL browse): search parameters or a `cursor`, up to 1,000
 *   records a page; the answer carries a `cursor` while records remain.
 */

const MAX_OBJECTS = 1_000;
const MAX_BROWSE_HITS = 1_000;

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

function attributeList(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw new HttpError(400, 'Invalid value for attributesToRetrieve: expected an array of strings');
}

export function getObjects(store: IndexStore, body: unknown): { results: (Record<string, unknown> | null)[] } {
  const requests = objectBody(body).requests;
  if (!Array.isArray(requests)) throw new HttpError(400, 'requests must be an array');
  if (requests.length > MAX_OBJECTS) throw new HttpError(400, `A getObjects request holds at most ${MAX_OBJECTS} requests`);
  const results = requests.map((request) => {
    const { indexName, objectID, attributesToRetrieve, ...rest } = objectBody(request);
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw new HttpError(400, `Unknown parameter: ${unknown}`);
    if (typeof indexName !== 'string' || indexName === '') throw new HttpError(400, 'indexName is required');
    if (typeof objectID !== 'string' || objectID === '') throw new HttpError(400, 'objectID is required');
    const record = store.engine(indexName).record(indexName, objectID);
    return record ? projectRecord(record, attributeList(attributesToRetrieve)) : null;
  });
  return { results };
}

export function getObject(store: IndexStore, indexName: string, objectID: string, url: URL): Record<string, unknown> {
  const record = store.engine(indexName).record(indexName, objectID);
  if (!record) throw new HttpError(404, 'ObjectID does not exist');
  return projectRecord(record, attributeList(url.searchParams.get('attributesToRetrieve')));
}

interface CursorState {
  request: Record<string, unknown>;
  page: number;
}

function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

function decodeCursor(cursor: unknown): CursorState {
  if (typeof cursor !== 'string' || cursor.length > 16_384) throw new HttpError(400, 'Invalid cursor');
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
    if (typeof state.request !== 'object' || state.request === null || !Number.isInteger(state.page) || state.page < 1)
      throw new Error('shape');
    return state;
  } catch {
    throw new HttpError(400, 'Invalid cursor');
  }
}

/** The browse request from a body (POST) or the query string (GET), without credentials. */
export function browseRequest(body: unknown, url: URL): Record<string, unknown> {
  if (body !== undefined) return objectBody(body);
  const request: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (!key.toLowerCase().startsWith('x-algolia-')) request[key] = value;
  }
  return Object.keys(request).length === 0 ? {} : { params: new URLSearchParams(request as Record<string, string>).toString() };
}

export function browse(store: IndexStore, indexName: string, body: Record<string, unknown>): Record<string, unknown> {
  const { cursor, ...rest } = body;
  const state: CursorState = cursor === undefined ? { request: rest, page: 0 } : decodeCursor(cursor);
  const unfolded = unfoldParams(state.request);
  const hitsPerPage = unfolded.hitsPerPage ?? MAX_BROWSE_HITS;
  const params = parseSearchParams({ ...unfolded, hitsPerPage }, indexName, (name) => store.queryDefaults(name));
  if (params.hitsPerPage > MAX_BROWSE_HITS) throw new HttpError(400, `hitsPerPage must be at most ${MAX_BROWSE_HITS} when browsing`);
  const { more, ...page } = store.engine(indexName).browse(params, state.page);
  const answer: Record<string, unknown> = more ? { ...page, cursor: encodeCursor({ request: state.request, page: state.page + 1 }) } : page;
  if (!params.responseFields) return answer;
  // responseFields applies to browse too; the cursor is always sent.
  return Object.fromEntries(Object.entries(answer).filter(([field]) => field === 'cursor' || params.responseFields?.includes(field)));
}
