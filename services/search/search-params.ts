import { SEARCH_INPUT_MAX_LENGTH } from '../../lib/constants';
import { HttpError } from '../shared/http-service';
import { FilterSyntaxError, type FilterNode } from './filter-ast';
import { parseFacetFilters, parseNumericFilters, type FilterListInput } from './filter-arrays-parse';
import { parseFiltersString } from './filter-string-parse';
import { checkParameterNames } from './search-param-names';

/**
 * One search request's parameters, read from either body form the Algolia clients send — v5 puts them on
 * the request object (`{ indexName, query, hitsPerPage, … }`), v4 in a URL-encoded `params` string whose
 * array values are JSON — and checked: wrong types and values over Algolia's limits are a 400, a parameter
 * Algolia does not know is a 400 `Unknown parameter`, one it knows that this service does not implement a
 * 501 (`search-param-names.ts`).
 */

export const MAX_HITS_PER_PAGE = 1_000;
export const PAGINATION_LIMITED_TO = 1_000;
const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_MAX_VALUES_PER_FACET = 100;
const MAX_VALUES_PER_FACET = 1_000;
const DEFAULT_MAX_FACET_HITS = 10;
const MAX_FACET_HITS = 100;
const MAX_TAG_LENGTH = 256;

export interface SnippetSpec {
  attribute: string;
  words: number;
}

export interface SearchParams {
  indexName: string;
  /** `facet` for a search in facet values sent through the multi-query route. */
  type: 'default' | 'facet';
  query: string;
  page: number;
  hitsPerPage: number;
  /** Offset/length pagination, used instead of page/hitsPerPage when both are given. */
  offset: number | undefined;
  length: number | undefined;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  filter: FilterNode | null;
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[] | null;
  attributesToSnippet: SnippetSpec[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  clickAnalytics: boolean;
  analytics: boolean;
  getRankingInfo: boolean;
  typoTolerance: boolean;
  userToken: string | undefined;
  facet: string | undefined;
  facetQuery: string;
  maxFacetHits: number;
  /** Top-level fields of the answer to keep (`responseFields`); null for all. */
  responseFields: string[] | null;
  /** The parameters as received, URL-encoded, echoed back in `params`. */
  paramsString: string;
}

type Kind = 'string' | 'integer' | 'boolean' | 'list' | 'filterList' | 'typoTolerance';

const KINDS: Record<string, Kind> = {
  query: 'string',
  filters: 'string',
  highlightPreTag: 'string',
  highlightPostTag: 'string',
  snippetEllipsisText: 'string',
  userToken: 'string',
  facet: 'string',
  facetQuery: 'string',
  sortFacetValuesBy: 'string',
  page: 'integer',
  hitsPerPage: 'integer',
  offset: 'integer',
  length: 'integer',
  maxValuesPerFacet: 'integer',
  maxFacetHits: 'integer',
  clickAnalytics: 'boolean',
  analytics: 'boolean',
  getRankingInfo: 'boolean',
  facets: 'list',
  attributesToRetrieve: 'list',
  attributesToHighlight: 'list',
  attributesToSnippet: 'list',
  responseFields: 'list',
  facetFilters: 'filterList',
  numericFilters: 'filterList',
  typoTolerance: 'typoTolerance',
};

function bad(message: string): never {
  throw new HttpError(400, message);
}

/** Turns one value of a v4 params string into the type the parameter takes. */
function fromParamString(key: string, text: string): unknown {
  const kind = KINDS[key];
  if (kind === 'integer') return text.trim() === '' ? Number.NaN : Number(text);
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (kind === 'typoTolerance') return text === 'true' ? true : text === 'false' ? false : text;
  if ((kind === 'list' || kind === 'filterList') && text.trimStart().startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      bad(`Invalid JSON array for ${key}`);
    }
  }
  if (kind === 'list') return text === '' ? [] : text.split(',').map((part) => part.trim());
  return text;
}

/** The request object with a v4 `params` string unfolded into it (the string wins on conflicts). */
export function unfoldParams(request: Record<string, unknown>): Record<string, unknown> {
  const { params, ...rest } = request;
  const merged: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  Object.assign(merged, rest);
  if (params === undefined || params === null) return merged;
  if (typeof params === 'object' && !Array.isArray(params)) {
    Object.assign(merged, params);
    return merged;
  }
  if (typeof params !== 'string') bad('params must be a URL-encoded string');
  let search: URLSearchParams;
  try {
    search = new URLSearchParams(params);
  } catch {
    bad('params is not a valid URL-encoded string');
  }
  for (const [key, value] of search) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    merged[key] = fromParamString(key, value);
  }
  return merged;
}

function stringParam(raw: Record<string, unknown>, key: string, fallback: string): string {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') bad(`Invalid value for ${key}: expected a string`);
  return value;
}

function integerParam(raw: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) bad(`Invalid value for ${key}: expected an integer`);
  if (value < min || value > max) bad(`Invalid value for ${key}: ${value} is not between ${min} and ${max}`);
  return value;
}

function booleanParam(raw: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') bad(`Invalid value for ${key}: expected a boolean`);
  return value;
}

function listParam(raw: Record<string, unknown>, key: string): string[] | null {
  const value = raw[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value === '' ? [] : value.split(',').map((part) => part.trim());
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    bad(`Invalid value for ${key}: expected an array of strings`);
  if (value.length > 1_000) bad(`Invalid value for ${key}: too many entries`);
  return value as string[];
}

function filterListParam(raw: Record<string, unknown>, key: string): FilterListInput | null {
  const value = raw[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  const valid =
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' || (Array.isArray(item) && item.every((inner) => typeof inner === 'string')));
  if (!valid) bad(`Invalid value for ${key}: expected an array of strings or of arrays of strings`);
  if (value.length > 1_000) bad(`Invalid value for ${key}: too many filters`);
  return value as FilterListInput;
}

const IMPLEMENTED: ReadonlySet<string> = new Set(Object.keys(KINDS));

/** `responseFields`: null (all fields) unless given without `*`. */
function responseFieldsParam(raw: Record<string, unknown>): string[] | null {
  const list = listParam(raw, 'responseFields');
  return list === null || list.includes('*') ? null : list;
}

function snippetSpecs(list: string[] | null): SnippetSpec[] {
  return (list ?? []).map((entry) => {
    const [attribute = '', count] = entry.split(':');
    const words = count === undefined ? 10 : Number(count);
    if (!Number.isInteger(words) || words < 1 || words > 100) bad(`Invalid value for attributesToSnippet: "${entry}"`);
    return { attribute: attribute.trim(), words };
  });
}

/** The parameters as a URL-encoded string, as Algolia echoes them in `params`. */
function encodeParams(raw: Record<string, unknown>): string {
  return Object.keys(raw)
    .filter((key) => key !== 'indexName' && key !== 'type' && raw[key] !== undefined)
    .map((key) => {
      const value = raw[key];
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    })
    .join('&');
}

function parseFilters(raw: Record<string, unknown>): FilterNode | null {
  const parts: FilterNode[] = [];
  try {
    const facetFilters = filterListParam(raw, 'facetFilters');
    const numericFilters = filterListParam(raw, 'numericFilters');
    const filters = stringParam(raw, 'filters', '');
    for (const node of [
      facetFilters === null ? null : parseFacetFilters(facetFilters),
      numericFilters === null ? null : parseNumericFilters(numericFilters),
      parseFiltersString(filters),
    ]) {
      if (node) parts.push(node);
    }
  } catch (error) {
    if (error instanceof FilterSyntaxError) bad(error.message);
    throw error;
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as FilterNode) : { kind: 'and', children: parts };
}

/** Reads and checks one request of a batch (or the body of a single-index route). */
/**
 * A request's search parameters; `defaultsFor` gives the index's own settings that stand for parameters the
 * request does not send (`hitsPerPage`, `attributesToRetrieve`, …, as Algolia's index settings do).
 */
export function parseSearchParams(
  request: unknown,
  indexNameFromPath?: string,
  defaultsFor?: (indexName: string) => Record<string, unknown>,
): SearchParams {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) bad('Each request must be a JSON object');
  const raw = unfoldParams(request as Record<string, unknown>);
  checkParameterNames(raw, IMPLEMENTED);
  const indexName = indexNameFromPath ?? stringParam(raw, 'indexName', '');
  if (indexName === '') bad('indexName is required');
  // `params` echoes what the request sent, not the index's defaults.
  const paramsString = encodeParams(raw);
  if (defaultsFor) for (const [name, value] of Object.entries(defaultsFor(indexName))) if (!(name in raw)) raw[name] = value;
  const type = stringParam(raw, 'type', 'default');
  if (type !== 'default' && type !== 'facet') bad(`Invalid value for type: "${type}"`);
  const query = stringParam(raw, 'query', '');
  if (Buffer.byteLength(query, 'utf8') > SEARCH_INPUT_MAX_LENGTH)
    bad(`Query is too long: at most ${SEARCH_INPUT_MAX_LENGTH} bytes are allowed`);
  const facetQuery = stringParam(raw, 'facetQuery', '');
  if (Buffer.byteLength(facetQuery, 'utf8') > SEARCH_INPUT_MAX_LENGTH)
    bad(`facetQuery is too long: at most ${SEARCH_INPUT_MAX_LENGTH} bytes are allowed`);
  const sortFacetValuesBy = stringParam(raw, 'sortFacetValuesBy', 'count');
  if (sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') bad(`Invalid value for sortFacetValuesBy: "${sortFacetValuesBy}"`);
  const typo = raw.typoTolerance;
  if (typo !== undefined && typo !== null && typo !== true && typo !== false && typo !== 'min' && typo !== 'strict')
    bad('Invalid value for typoTolerance');
  if (typo === 'min' || typo === 'strict')
    throw new HttpError(501, `The local search service does not implement the search parameter typoTolerance: "${typo}"`);
  const tags = ['highlightPreTag', 'highlightPostTag', 'snippetEllipsisText'].map((key) => {
    const fallback = key === 'highlightPreTag' ? '<em>' : key === 'highlightPostTag' ? '</em>' : '…';
    const value = stringParam(raw, key, fallback);
    if (value.length > MAX_TAG_LENGTH) bad(`${key} is longer than ${MAX_TAG_LENGTH} characters`);
    return value;
  }) as [string, string, string];
  const userToken = raw.userToken === undefined || raw.userToken === null ? undefined : stringParam(raw, 'userToken', '');
  const facetsList = listParam(raw, 'facets') ?? [];
  const hasOffset = raw.offset !== undefined && raw.offset !== null;
  return {
    indexName,
    type,
    query,
    page: integerParam(raw, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: integerParam(raw, 'hitsPerPage', DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    offset: hasOffset ? integerParam(raw, 'offset', 0, 0, PAGINATION_LIMITED_TO) : undefined,
    length: hasOffset ? integerParam(raw, 'length', DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE) : undefined,
    facets: facetsList,
    maxValuesPerFacet: integerParam(raw, 'maxValuesPerFacet', DEFAULT_MAX_VALUES_PER_FACET, 0, MAX_VALUES_PER_FACET),
    sortFacetValuesBy,
    filter: parseFilters(raw),
    attributesToRetrieve: listParam(raw, 'attributesToRetrieve'),
    attributesToHighlight: listParam(raw, 'attributesToHighlight'),
    attributesToSnippet: snippetSpecs(listParam(raw, 'attributesToSnippet')),
    highlightPreTag: tags[0],
    highlightPostTag: tags[1],
    snippetEllipsisText: tags[2],
    clickAnalytics: booleanParam(raw, 'clickAnalytics', false),
    analytics: booleanParam(raw, 'analytics', true),
    getRankingInfo: booleanParam(raw, 'getRankingInfo', false),
    typoTolerance: typo !== false,
    userToken,
    facet: raw.facet === undefined || raw.facet === null ? undefined : stringParam(raw, 'facet', ''),
    facetQuery,
    maxFacetHits: integerParam(raw, 'maxFacetHits', DEFAULT_MAX_FACET_HITS, 1, MAX_FACET_HITS),
    responseFields: responseFieldsParam(raw),
    paramsString,
  };
}
