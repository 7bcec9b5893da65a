import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { firstPageRequest } from '../../lib/search/listing-request';
import { ANSWER_TOO_LARGE, MAX_ANSWER_BYTES } from '../../services/search/answer-budget';
import { serviceUrl } from '../integration/service-urls';

/**
 * One small request must not make the search service build and send tens of megabytes: 50 queries of 1,000
 * hits with every attribute highlighted and every facet (a 6 KB body) would answer some 57 MB and grow the
 * service by some 400 MB. The answer is refused once it passes its budget; the storefront's own requests
 * stay far inside it.
 */

const AUTH = { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY, 'content-type': 'text/plain' };

const greedyQuery = {
  indexName: SEARCH_INDEX,
  query: '',
  hitsPerPage: 1000,
  facets: ['*'],
  maxValuesPerFacet: 1000,
  attributesToHighlight: ['*'],
};

async function memoryMb(): Promise<number> {
  return ((await (await fetch(`${serviceUrl('search')}/health`)).json()) as { memoryMb: number }).memoryMb;
}

async function multiQuery(requests: unknown[]) {
  const started = performance.now();
  const response = await fetch(`${serviceUrl('search')}/1/indexes/*/queries`, {
    method: 'POST',
    headers: AUTH,
    body: JSON.stringify({ requests }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, ms: performance.now() - started };
}

describe('search amplification', () => {
  it('refuses 50 queries of 1,000 hits in one request with a short 400, without growing the service', async () => {
    const before = await memoryMb();
    for (let round = 0; round < 3; round += 1) {
      const answer = await multiQuery(Array.from({ length: 50 }, () => greedyQuery));
      expect(answer.status).toBe(400);
      expect(answer.bytes.length).toBeLessThan(1_024);
      expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual({ message: ANSWER_TOO_LARGE, status: 400 });
      expect(answer.ms).toBeLessThan(5_000);
    }
    expect(await memoryMb()).toBeLessThan(before + 150);
  });

  it('is an error the real client reports, not a retry', async () => {
    const url = new URL(serviceUrl('search'));
    const client = liteClient(LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY, { hosts: [{ url: url.host, protocol: 'http', accept: 'readWrite' }] });
    await expect(client.search({ requests: Array.from({ length: 50 }, () => greedyQuery) })).rejects.toMatchObject({
      status: 400,
      message: ANSWER_TOO_LARGE,
    });
  });

  it("refuses more than 50 queries with Algolia's message", async () => {
    const answer = await multiQuery(Array.from({ length: 51 }, () => ({ indexName: SEARCH_INDEX, hitsPerPage: 1 })));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual({ message: 'Too many queries in multi query request', status: 400 });
  });

  it("answers the largest single query and the storefront's own requests well inside the budget", async () => {
    const largest = await multiQuery([greedyQuery]);
    expect(largest.status).toBe(200);
    expect(largest.bytes.length).toBeLessThan(MAX_ANSWER_BYTES / 2);
    const listing = await multiQuery([firstPageRequest([])]);
    expect(listing.status).toBe(200);
    expect(listing.bytes.length).toBeLessThan(MAX_ANSWER_BYTES / 20);
  });
});
