import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, parseJson, readBody } from '../../shared/http-service';
import type { GraphQLRequest } from '../graphql/execute-request';
import type { ReadMode } from '../store/record-types';

/**
 * Reading a GraphQL request the way the DatoCMS CDA does: bearer token, `X-Environment`,
 * `X-Include-Drafts` (or the legacy `/preview` path) and a JSON body `{ query, variables, operationName }`
 * (or the same as GET query parameters).
 */

export const MAX_BODY_BYTES = 256 * 1024;
export const KNOWN_ENVIRONMENTS = ['main'];

/** An HTTP-level failure answered with a GraphQL-shaped body: `{ data: null, errors: [{ message, extensions: { code } }] }`. */
export function requestError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, message, { data: null, errors: [{ message, extensions: { code } }] });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkToken(req: IncomingMessage, token: string): void {
  const header = req.headers.authorization;
  if (!header)
    throw requestError(401, 'INVALID_AUTHORIZATION_HEADER', 'Missing Authorization header: send "Authorization: Bearer <API token>"');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1] || !sameSecret(match[1], token)) throw requestError(401, 'INVALID_AUTHORIZATION_HEADER', 'Invalid API token');
}

export function checkEnvironment(req: IncomingMessage): void {
  const raw = req.headers['x-environment'];
  const environment = Array.isArray(raw) ? raw[0] : raw;
  if (environment === undefined || environment.trim() === '') return;
  if (!KNOWN_ENVIRONMENTS.includes(environment.trim())) {
    throw requestError(
      404,
      'ENVIRONMENT_NOT_FOUND',
      `Environment "${environment.trim().slice(0, 100)}" does not exist; known environments: ${KNOWN_ENVIRONMENTS.join(', ')}`,
    );
  }
}

/** `published`, or `draft` with `X-Include-Drafts: true` or on the `/preview` endpoint. */
export function readMode(req: IncomingMessage, preview: boolean): ReadMode {
  const raw = req.headers['x-include-drafts'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  return preview || value === 'true' ? 'draft' : 'published';
}

function toRequest(input: unknown): GraphQLRequest {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw requestError(400, 'INVALID_REQUEST', 'The request body must be a JSON object { query, variables, operationName }');
  }
  const { query, variables, operationName } = input as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') throw requestError(400, 'INVALID_REQUEST', 'The request has no "query" string');
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw requestError(400, 'INVALID_REQUEST', '"variables" must be a JSON object');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw requestError(400, 'INVALID_REQUEST', '"operationName" must be a string');
  }
  return { query, variables: (variables as Record<string, unknown> | null | undefined) ?? null, operationName: operationName ?? null };
}

function parseJsonAs400(text: string): unknown {
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof HttpError) throw requestError(error.status, 'INVALID_JSON', error.message);
    throw error;
  }
}

export async function readGraphQLRequest(req: IncomingMessage, url: URL): Promise<GraphQLRequest> {
  if (req.method === 'GET') {
    const variables = url.searchParams.get('variables');
    return toRequest({
      query: url.searchParams.get('query') ?? undefined,
      variables: variables ? parseJsonAs400(variables) : null,
      operationName: url.searchParams.get('operationName'),
    });
  }
  let text: string;
  try {
    text = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError) throw requestError(error.status, 'REQUEST_TOO_LARGE', error.message);
    throw error;
  }
  return toRequest(parseJsonAs400(text));
}
