import { insightsClient } from '@algolia/client-insights';
import { algoliasearch } from 'algoliasearch';
import { expect } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { LOCAL_READ_KEY } from '../../services/search/search-keys';
import { serviceUrl } from '../integration/service-urls';

/**
 * The real Algolia clients (the full `algoliasearch` v5 client and `@algolia/client-insights`) pointed at the
 * local search service through their documented `hosts` option, with the local keys: the search-only key
 * the storefront uses, and the read key (search, browse, settings, listIndexes).
 */

function hosts() {
  const url = new URL(serviceUrl('search'));
  return [{ url: url.host, protocol: 'http' as const, accept: 'readWrite' as const }];
}

export function searchClient(apiKey: string = LOCAL_SEARCH_KEY) {
  return algoliasearch(LOCAL_SEARCH_APP_ID, apiKey, { hosts: hosts() });
}

export function readClient() {
  return searchClient(LOCAL_READ_KEY);
}

export function insights(apiKey: string = LOCAL_SEARCH_KEY) {
  return insightsClient(LOCAL_SEARCH_APP_ID, apiKey, undefined, { hosts: hosts() });
}

interface ApiFailure {
  status?: number;
  message?: string;
  stackTrace?: { response?: { status: number; content: string } }[];
}

/**
 * What the service answered to a call the client reports as failed: a 4xx is an `ApiError` with status and
 * message; a 5xx (a 501) is retried by the client and reported as unreachable hosts, the answer kept in the
 * error's stack trace.
 */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  let failure: ApiFailure | undefined;
  try {
    await call;
  } catch (error) {
    failure = error as ApiFailure;
  }
  expect(failure, 'the call should have been refused').toBeDefined();
  if (failure?.status !== undefined) return { status: failure.status, message: failure.message ?? '' };
  const response = failure?.stackTrace?.at(-1)?.response;
  expect(response, `no answer in the error: ${String(failure?.message)}`).toBeDefined();
  const body = JSON.parse(response?.content ?? '{}') as { message?: string };
  return { status: response?.status ?? 0, message: body.message ?? '' };
}
