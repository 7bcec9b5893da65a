import { ApiError } from '@datocms/cda-client';
import { ClientError, GraphQLClient } from 'graphql-request';
import { LOCAL_CONTENT_TOKEN } from '../../lib/config';
import { serviceUrl } from '../integration/service-urls';

/** Helpers of the content contract tests: the real DatoCMS clients pointed at the local content service. */

export const TOKEN = LOCAL_CONTENT_TOKEN;

/** `@datocms/cda-client` options for the local service (its `graphqlEndpointUrl`, the demo token). */
export function cda(extra: Record<string, unknown> = {}) {
  return { token: TOKEN, graphqlEndpointUrl: `${serviceUrl('content')}/`, autoRetry: false, ...extra };
}

/** A `graphql-request` client for the local service with exactly these headers. */
export function gqlClient(headers: Record<string, string>, path = '/'): GraphQLClient {
  return new GraphQLClient(`${serviceUrl('content')}${path}`, { headers });
}

export interface ApiErrorEntry {
  id: string;
  type: string;
  attributes: { code: string; details: { message: string; feature?: string } };
}

/** The DatoCMS API error entries of a refusal thrown by either client. */
export function apiErrorEntries(error: unknown): { status: number; entries: ApiErrorEntry[] } {
  if (error instanceof ApiError) {
    const body = error.response.body as { data?: ApiErrorEntry[] };
    return { status: error.response.status, entries: Array.isArray(body?.data) ? body.data : [] };
  }
  if (error instanceof ClientError) {
    const text = (error.response as { body?: string }).body ?? '';
    const body = JSON.parse(text) as { data?: ApiErrorEntry[] };
    return { status: error.response.status, entries: Array.isArray(body.data) ? body.data : [] };
  }
  throw error;
}

/** Runs `call`, which must be refused, and returns its status and API error entries. */
export async function refusal(call: () => Promise<unknown>): Promise<{ status: number; entries: ApiErrorEntry[] }> {
  try {
    await call();
  } catch (error) {
    return apiErrorEntries(error);
  }
  throw new Error('The call was not refused');
}
