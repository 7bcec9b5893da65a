import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, parseJson, readBody } from '../../shared/http-service';
import type { EditingOptions } from '../graphql/content-link';
import type { GraphQLRequest } from '../graphql/execute-request';
import type { ReadMode } from '../store/record-types';
import { apiError, notImplemented } from './api-error';

export { apiError, notImplemented };

/**
 * Reading a GraphQL request the way the DatoCMS Content Delivery API does: the API token (`Authorization:
 * Bearer <token>`, or the bare token as DatoCMS's own curl examples send it), `X-Environment`, the
 * documented option headers and a JSON body `{ query, variables, operationName }` (or the same as GET
 * query parameters).
 *
 * A request DatoCMS refuses before running the query is refused with DatoCMS's API error body,
 * `{ data: [{ id, type: "api_error", attributes: { code, details: { message } } }] }`, and its code
 * (INVALID_AUTHORIZATION_HEADER, INVALID_ENVIRONMENT, INVALID_X_…_HEADER, INVALID_JSON_BODY). A documented
 * feature the local service does not implement is refused with 501 and the feature's name, never ignored.
 */

export const MAX_BODY_BYTES = 256 * 1024;
export const KNOWN_ENVIRONMENTS = ['main'];


/** What the request asks for besides the query, read from the documented headers. */
export interface RequestOptions {
  mode: ReadMode;
  /** `X-Exclude-Invalid: true` (strict mode). */
  excludeInvalid: boolean;
  /** `X-Cache-Tags: true`: only then does the answer carry `X-Cache-Tags`. */
  cacheTags: boolean;
  /** Content Link: `X-Base-Editing-Url` (editing URLs), with `X-Visual-Editing` also markers; else null. */
  editing: EditingOptions | null;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const raw = req.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkToken(req: IncomingMessage, token: string): void {
  const value = header(req, 'authorization')?.trim();
  if (!value) {
    throw apiError(401, 'INVALID_AUTHORIZATION_HEADER', 'Missing Authorization header: send "Authorization: Bearer <API token>"');
  }
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  const given = match?.[1] ?? value;
  if (/\s/.test(given) || !sameSecret(given, token)) throw apiError(401, 'INVALID_AUTHORIZATION_HEADER', 'Invalid API token');
}

export function checkEnvironment(req: IncomingMessage): void {
  const environment = header(req, 'x-environment')?.trim();
  if (environment === undefined || environment === '') return;
  if (!KNOWN_ENVIRONMENTS.includes(environment)) {
    throw apiError(
      404,
      'INVALID_ENVIRONMENT',
      `Environment "${environment.slice(0, 100)}" does not exist; known environments: ${KNOWN_ENVIRONMENTS.join(', ')}`,
    );
  }
}

/** A header that DatoCMS accepts only as `true` when present at all. */
function trueOnly(req: IncomingMessage, name: string, code: string, display: string): boolean {
  const value = header(req, name);
  if (value === undefined) return false;
  if (value.trim() !== 'true') throw apiError(422, code, `${display} header can only be set to \`true\``);
  return true;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The option headers: `X-Include-Drafts` and `X-Exclude-Invalid` (only `true`), `X-Cache-Tags`, and the
 * Content Link headers `X-Base-Editing-Url` (the project's URL: records answer `_editingUrl`) and
 * `X-Visual-Editing` (`v1` or `vercel-v1`: strings carry editing markers, which need the base URL, so it
 * is refused without it). `/preview` is DatoCMS's legacy drafts endpoint.
 */
export function readOptions(req: IncomingMessage, preview: boolean): RequestOptions {
  const drafts = trueOnly(req, 'x-include-drafts', 'INVALID_X_INCLUDE_DRAFTS_HEADER', 'X-Include-Drafts');
  const excludeInvalid = trueOnly(req, 'x-exclude-invalid', 'INVALID_X_EXCLUDE_INVALID_HEADER', 'X-Exclude-Invalid');
  const visualEditing = header(req, 'x-visual-editing')?.trim();
  if (visualEditing !== undefined && !['v1', 'vercel-v1'].includes(visualEditing)) {
    throw apiError(422, 'INVALID_X_VISUAL_EDITING_HEADER', 'X-Visual-Editing header can only be set to `v1` or `vercel-v1`');
  }
  const baseEditingUrl = header(req, 'x-base-editing-url')?.trim();
  if (baseEditingUrl !== undefined && !isHttpUrl(baseEditingUrl)) {
    throw apiError(422, 'INVALID_X_BASE_EDITING_URL_HEADER', 'X-Base-Editing-Url header must be the URL of the project (https://<project>.admin.datocms.com)');
  }
  if (visualEditing !== undefined && baseEditingUrl === undefined) {
    throw apiError(
      422,
      'INVALID_X_BASE_EDITING_URL_HEADER',
      'X-Visual-Editing header requires the X-Base-Editing-Url header (https://<project>.admin.datocms.com)',
    );
  }
  const editing = baseEditingUrl === undefined ? null : { baseUrl: baseEditingUrl.replace(/\/+$/, ''), visual: visualEditing !== undefined };
  return { mode: preview || drafts ? 'draft' : 'published', excludeInvalid, cacheTags: header(req, 'x-cache-tags')?.trim() === 'true', editing };
}

function toRequest(input: unknown): GraphQLRequest {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw apiError(400, 'INVALID_JSON_BODY', 'The request body must be a JSON object { query, variables, operationName }');
  }
  const { query, variables, operationName } = input as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') throw apiError(400, 'INVALID_JSON_BODY', 'The request has no "query" string');
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw apiError(400, 'INVALID_JSON_BODY', '"variables" must be a JSON object');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw apiError(400, 'INVALID_JSON_BODY', '"operationName" must be a string');
  }
  return { query, variables: (variables as Record<string, unknown> | null | undefined) ?? null, operationName: operationName ?? null };
}

function parseJsonBody(text: string): unknown {
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof HttpError) throw apiError(400, 'INVALID_JSON_BODY', error.message);
    throw error;
  }
}

export async function readGraphQLRequest(req: IncomingMessage, url: URL): Promise<GraphQLRequest> {
  if (req.method === 'GET') {
    const variables = url.searchParams.get('variables');
    return toRequest({
      query: url.searchParams.get('query') ?? undefined,
      variables: variables ? parseJsonBody(variables) : null,
      operationName: url.searchParams.get('operationName'),
    });
  }
  let text: string;
  try {
    text = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError) throw apiError(error.status, error.status === 413 ? 'REQUEST_TOO_LARGE' : 'INVALID_JSON_BODY', error.message);
    throw error;
  }
  return toRequest(parseJsonBody(text));
}
