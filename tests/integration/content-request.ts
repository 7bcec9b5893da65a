import { LOCAL_CONTENT_TOKEN } from '../../lib/config';
import { serviceUrl } from './service-urls';

/** Small helpers of the content service's integration tests: a GraphQL call over real HTTP. */

export interface GraphQLAnswer {
  status: number;
  headers: Headers;
  // Answers are checked field by field in the tests.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[]; message?: string; status?: number };
}

export interface CallOptions {
  path?: '/' | '/preview';
  headers?: Record<string, string>;
  token?: string | null;
}

export async function postQuery(query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}): Promise<GraphQLAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  const token = options.token === undefined ? LOCAL_CONTENT_TOKEN : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${serviceUrl('content')}${options.path ?? '/'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLAnswer['body'] };
}

/** The data of a query that must succeed (fails the test with the errors otherwise). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function data(query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}): Promise<any> {
  const answer = await postQuery(query, variables, options);
  if (answer.status !== 200 || answer.body.errors)
    throw new Error(`Query failed (${answer.status}): ${JSON.stringify(answer.body.errors ?? answer.body)}`);
  return answer.body.data;
}
