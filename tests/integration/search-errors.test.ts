import { gzipSync } from 'node:zlib';
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { serviceUrl } from './service-urls';

/** Credentials, CORS and bad input on the search API: 4xx answers with a JSON message, never a 500. */

const AUTH = { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY };

async function post(path: string, body: string | Uint8Array, headers: Record<string, string> = AUTH) {
  const response = await fetch(`${serviceUrl('search')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // left undefined: the assertions say what was expected
  }
  return { status: response.status, json: json as { message?: string; status?: number; results?: unknown[] }, headers: response.headers };
}

const queries = (requests: unknown) => post('/1/indexes/*/queries', JSON.stringify({ requests }));

describe('search API errors', () => {
  it('refuses a wrong key or application id with 403', async () => {
    const wrongKey = await post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: SEARCH_INDEX }] }), {
      ...AUTH,
      'x-algolia-api-key': 'nope',
    });
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.json).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    const noCredentials = await post('/1/indexes/*/queries', JSON.stringify({ requests: [] }), {});
    expect(noCredentials.status).toBe(403);
  });

  it('makes the real client fail on a wrong key', async () => {
    const url = new URL(serviceUrl('search'));
    const wrong = liteClient(LOCAL_SEARCH_APP_ID, 'wrong-key', { hosts: [{ url: url.host, protocol: 'http', accept: 'readWrite' }] });
    await expect(wrong.search({ requests: [{ indexName: SEARCH_INDEX, query: '' }] })).rejects.toMatchObject({ status: 403 });
  });

  it('accepts credentials in the query string, as browsers send them', async () => {
    const query = new URLSearchParams({
      'x-algolia-application-id': LOCAL_SEARCH_APP_ID,
      'x-algolia-api-key': LOCAL_SEARCH_KEY,
      'x-algolia-agent': 'test',
    });
    const result = await post(
      `/1/indexes/*/queries?${query}`,
      JSON.stringify({ requests: [{ indexName: SEARCH_INDEX, hitsPerPage: 1 }] }),
      {},
    );
    expect(result.status).toBe(200);
    expect(result.json.results).toHaveLength(1);
  });

  it('answers a CORS preflight and puts CORS headers on answers', async () => {
    const preflight = await fetch(`${serviceUrl('search')}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key, x-algolia-application-id, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-algolia-api-key');
    const denied = await post('/1/indexes/*/queries', '{}', {});
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a query over 512 bytes with 400', async () => {
    const result = await queries([{ indexName: SEARCH_INDEX, query: 'a'.repeat(513) }]);
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ status: 400, message: expect.stringContaining('512') });
    const multiByte = await queries([{ indexName: SEARCH_INDEX, query: 'ö'.repeat(257) }]);
    expect(multiByte.status).toBe(400);
    const atLimit = await queries([{ indexName: SEARCH_INDEX, query: 'a'.repeat(512) }]);
    expect(atLimit.status).toBe(200);
  });

  it.each([
    ['hitsPerPage over 1000', [{ indexName: SEARCH_INDEX, hitsPerPage: 1001 }]],
    ['a negative page', [{ indexName: SEARCH_INDEX, page: -1 }]],
    ['hitsPerPage as text', [{ indexName: SEARCH_INDEX, hitsPerPage: 'many' }]],
    ['a query that is not a string', [{ indexName: SEARCH_INDEX, query: 42 }]],
    ['facetFilters nested too deep', [{ indexName: SEARCH_INDEX, facetFilters: [[['brand:x']]] }]],
    ['a facet filter without a colon', [{ indexName: SEARCH_INDEX, facetFilters: ['brand'] }]],
    ['a numeric filter without a number', [{ indexName: SEARCH_INDEX, numericFilters: ['price>=cheap'] }]],
    ['filters that do not parse', [{ indexName: SEARCH_INDEX, filters: 'brand:x AND (' }]],
    ['a request that is not an object', ['query=ring']],
    ['a missing indexName', [{ query: 'ring' }]],
    ['more than 50 requests', Array.from({ length: 51 }, () => ({ indexName: SEARCH_INDEX }))],
  ])('refuses %s with 400', async (_label, requests) => {
    const result = await queries(requests);
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ status: 400, message: expect.any(String) });
  });

  it('refuses malformed JSON, a body without requests and a body over 1 MB with 400', async () => {
    expect((await post('/1/indexes/*/queries', '{"requests": [')).status).toBe(400);
    expect((await post('/1/indexes/*/queries', '{"nothing": true}')).status).toBe(400);
    expect((await post('/1/indexes/*/queries', '')).status).toBe(400);
    const huge = JSON.stringify({ requests: [{ indexName: SEARCH_INDEX, filters: 'x'.repeat(1_100_000) }] });
    expect((await post('/1/indexes/*/queries', huge)).status).toBe(400);
  });

  it('reads a gzip-compressed body', async () => {
    const body = gzipSync(Buffer.from(JSON.stringify({ requests: [{ indexName: SEARCH_INDEX, hitsPerPage: 2 }] })));
    const result = await post('/1/indexes/*/queries', body, { ...AUTH, 'content-encoding': 'gzip' });
    expect(result.status).toBe(200);
  });

  it('answers an unknown index with 404 and ignores __proto__ keys', async () => {
    const unknown = await queries([{ indexName: 'no_such_index' }]);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ status: 404, message: expect.stringContaining('does not exist') });
    const polluted = await post(
      '/1/indexes/*/queries',
      '{"requests":[{"indexName":"primary_index_sv_SE","__proto__":{"hitsPerPage":5000},"hitsPerPage":1}]}',
    );
    expect(polluted.status).toBe(200);
    expect(({} as Record<string, unknown>).hitsPerPage).toBeUndefined();
  });

  it('refuses a search in a facet that is not searchable with 400', async () => {
    const result = await post(`/1/indexes/${SEARCH_INDEX}/facets/description/query`, JSON.stringify({ facetQuery: 'a' }));
    expect(result.status).toBe(400);
  });
});
