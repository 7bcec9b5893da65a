import type { IncomingMessage } from 'node:http';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { HttpError } from '../shared/http-service';

/**
 * The local application's API keys and what each may do, checked as Algolia checks them: an unknown
 * application id or key is `403 Invalid Application-ID or API key`; a known key without the ACL the
 * operation needs is `403 Method not allowed with this API key`.
 *
 * - the search-only key (`LOCAL_SEARCH_KEY`, the storefront's): ACL `search`, as Algolia's predefined
 *   Search-only API key (search, search in facet values, get objects, insights events);
 * - a read key (`LOCAL_READ_KEY`): `search`, `browse`, `settings`, `listIndexes`, for tools that export the
 *   index or read its settings;
 * - an analytics key (`LOCAL_ANALYTICS_KEY`): `analytics`, the ACL Algolia's events debugging needs (the
 *   shoppers' user tokens and what they viewed, clicked and bought); it never reaches a browser.
 * No local key has a write ACL (`addObject`, `deleteObject`, `deleteIndex`, `editSettings`): the indices
 * are built from the catalogue at start-up, so every write is a 403, as with a real key without them.
 */

export type Acl =
  | 'search'
  | 'browse'
  | 'settings'
  | 'listIndexes'
  | 'addObject'
  | 'deleteObject'
  | 'deleteIndex'
  | 'editSettings'
  | 'logs'
  | 'analytics'
  | 'admin';

export interface LocalKey {
  value: string;
  description: string;
  acl: readonly Acl[];
}

export const LOCAL_READ_KEY = 'glans-local-read-key';
export const LOCAL_ANALYTICS_KEY = 'glans-local-analytics-key';

export const LOCAL_KEYS: readonly LocalKey[] = [
  { value: LOCAL_SEARCH_KEY, description: 'Search-only API key', acl: ['search'] },
  {
    value: LOCAL_READ_KEY,
    description: 'Read API key (search, browse, settings, listIndexes)',
    acl: ['search', 'browse', 'settings', 'listIndexes'],
  },
  { value: LOCAL_ANALYTICS_KEY, description: 'Analytics API key (events debugging)', acl: ['analytics'] },
];

export const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';
export const METHOD_NOT_ALLOWED = 'Method not allowed with this API key';

function queryValue(url: URL, name: string): string | undefined {
  for (const [key, value] of url.searchParams) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The key the request authenticates with (headers, else the query string), or a 403. */
export function authenticate(req: IncomingMessage, url: URL, appId = LOCAL_SEARCH_APP_ID, keys = LOCAL_KEYS): LocalKey {
  const sentAppId = headerValue(req, 'x-algolia-application-id') ?? queryValue(url, 'x-algolia-application-id');
  const sentKey = headerValue(req, 'x-algolia-api-key') ?? queryValue(url, 'x-algolia-api-key');
  const key = keys.find((candidate) => candidate.value === sentKey);
  if (sentAppId !== appId || !key) throw new HttpError(403, INVALID_CREDENTIALS);
  return key;
}

/** A 403 unless the key has the ACL. */
export function requireAcl(key: LocalKey, acl: Acl): void {
  if (!key.acl.includes(acl)) throw new HttpError(403, METHOD_NOT_ALLOWED);
}

/** `GET /1/keys/{key}` with that same key: its permissions, the description redacted (as Algolia does for non-admin keys). */
export function describeKey(key: LocalKey): Record<string, unknown> {
  return { value: key.value, description: '<redacted>', acl: key.acl, indexes: [], referers: [], validity: 0, createdAt: 0 };
}
