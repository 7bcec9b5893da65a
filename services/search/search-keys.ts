import type { IncomingMessage } from 'node:http';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
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
 * - the demo write key (`LOCAL_WRITE_KEY`): the ACLs above plus `addObject`, `deleteObject`, `deleteIndex`,
 *   `editSettings`, for our three indices and their `_tmp*` copies only (another index: 403
 *   `Index not allowed with this API key`). The other keys get a 403 on every write.
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
  /** Index names (a trailing `*` matches a prefix) the key may use; none: every index. */
  indexes?: readonly string[];
}

export const LOCAL_READ_KEY = 'glans-local-read-key';
export const LOCAL_ANALYTICS_KEY = 'glans-local-analytics-key';
/**
 * The demo write key: what provisioning and reindexing need, restricted (as a retailer's Algolia key should
 * be) to the primary, its two replicas and their temporary copies. A local demo value, public like the
 * others: it guards nothing outside the demo machine.
 */
export const LOCAL_WRITE_KEY = 'glans-local-write-key';
export const WRITE_KEY_INDEXES = [
  SEARCH_INDEX,
  SEARCH_REPLICA_LOWEST_PRICE,
  SEARCH_REPLICA_NEWEST,
  `${SEARCH_INDEX}_tmp*`,
  `${SEARCH_REPLICA_LOWEST_PRICE}_tmp*`,
  `${SEARCH_REPLICA_NEWEST}_tmp*`,
] as const;

export const LOCAL_KEYS: readonly LocalKey[] = [
  { value: LOCAL_SEARCH_KEY, description: 'Search-only API key', acl: ['search'] },
  {
    value: LOCAL_READ_KEY,
    description: 'Read API key (search, browse, settings, listIndexes)',
    acl: ['search', 'browse', 'settings', 'listIndexes'],
  },
  { value: LOCAL_ANALYTICS_KEY, description: 'Analytics API key (events debugging)', acl: ['analytics'] },
  {
    value: LOCAL_WRITE_KEY,
    description: 'Write API key (provisioning and reindexing)',
    acl: ['search', 'browse', 'settings', 'listIndexes', 'addObject', 'deleteObject', 'deleteIndex', 'editSettings'],
    indexes: WRITE_KEY_INDEXES,
  },
];

export const INVALID_CREDENTIALS = 'Invalid Application-ID or API key';
export const METHOD_NOT_ALLOWED = 'Method not allowed with this API key';
export const INDEX_NOT_ALLOWED = 'Index not allowed with this API key';

/** Whether the key's `indexes` restriction lets it use this index. */
export function keyAllowsIndex(key: LocalKey, indexName: string): boolean {
  if (!key.indexes) return true;
  return key.indexes.some((pattern) => (pattern.endsWith('*') ? indexName.startsWith(pattern.slice(0, -1)) : indexName === pattern));
}

/** A 403 unless the key may use the index (Algolia's answer to a key's `indexes` restriction). */
export function requireIndex(key: LocalKey, indexName: string): void {
  if (!keyAllowsIndex(key, indexName)) throw new HttpError(403, INDEX_NOT_ALLOWED);
}

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
  return { value: key.value, description: '<redacted>', acl: key.acl, indexes: key.indexes ?? [], referers: [], validity: 0, createdAt: 0 };
}
