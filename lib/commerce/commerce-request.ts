import type * as z from 'zod/mini';
import { commerceHeaders, type CommerceChannel } from './headers';
import { errorForStatus, failure, success, type CommerceResult } from './result';

/**
 * One HTTP call to the commerce API, answered as a result: the headers of `headers.ts`, a time-out, JSON in and
 * out, the answer's shape checked. Network failures, time-outs and unreadable answers become error results.
 */

export const DEFAULT_COMMERCE_TIMEOUT_MS = 8_000;

type AnswerSchemas = typeof import('./answer-schemas');

/**
 * The answers' schemas come in a chunk of their own, fetched beside the first call's answer: the client is
 * in every page's first load (the header's basket count), zod is not needed before the first call.
 */
let answerSchemas: Promise<AnswerSchemas> | undefined;
function loadAnswerSchemas(): Promise<AnswerSchemas> {
  answerSchemas ??= import('./answer-schemas').catch((error: unknown) => {
    answerSchemas = undefined;
    throw error;
  });
  return answerSchemas;
}

export interface CommerceClientOptions extends CommerceChannel {
  /** The API's base URL, e.g. `http://127.0.0.1:7403` (no trailing slash needed). */
  baseUrl: string;
  /** Per-call time-out in ms (default 8 s). */
  timeoutMs?: number;
  /** The fetch to use (default: the global one, looked up at call time). */
  fetch?: typeof fetch;
}

export interface CallOptions<T> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Picks the answer's schema (`answer-schemas.ts`): its check, and the form the storefront uses (quantities as numbers). */
  answer: (schemas: AnswerSchemas) => z.ZodMiniType<T>;
}

function urlOf(baseUrl: string, path: string, query: Record<string, string> | undefined): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${path}${search}`;
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message !== '')
    return body.message;
  return fallback;
}

/** `Retry-After` in seconds (its delay form; an HTTP date is read as the time left until it). */
function retryAfterOf(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export async function commerceRequest<T>(options: CommerceClientOptions, call: CallOptions<T>): Promise<CommerceResult<T>> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_COMMERCE_TIMEOUT_MS;
  const doFetch = options.fetch ?? globalThis.fetch;
  const schemas = loadAnswerSchemas();
  // Awaited only after the answer has come; a failed load is then an unavailable result, not a throw.
  schemas.catch(() => undefined);
  const headers = commerceHeaders(options);
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await doFetch(urlOf(options.baseUrl, call.path, call.query), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return failure({
        kind: 'unavailable',
        status: 504,
        message: `The commerce API did not answer within ${timeoutMs} ms`,
        retryable: true,
      });
    }
    return failure({
      kind: 'unavailable',
      status: 503,
      message: `The commerce API could not be reached${error instanceof Error ? `: ${error.message}` : ''}`,
      retryable: true,
    });
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    return failure({ kind: 'unavailable', status: 503, message: 'The commerce API answer was cut off', retryable: true });
  }
  const parsed = parse(text);
  if (!response.ok) {
    const fallback = `${call.method} ${call.path} failed with HTTP ${response.status}`;
    const error = errorForStatus(response.status, parsed.ok ? messageOf(parsed.value, fallback) : fallback);
    const retryAfterSeconds = retryAfterOf(response.headers.get('retry-after'));
    return failure(retryAfterSeconds === undefined ? error : { ...error, retryAfterSeconds });
  }
  let schema: z.ZodMiniType<T>;
  try {
    schema = call.answer(await schemas);
  } catch {
    return failure({ kind: 'unavailable', status: 503, message: 'The commerce client could not load its answer checks', retryable: true });
  }
  const answer = parsed.ok ? schema.safeParse(parsed.value) : undefined;
  if (!answer?.success) {
    return failure({
      kind: 'unknown',
      status: 502,
      message: `Unexpected answer from the commerce API to ${call.method} ${call.path}`,
      retryable: false,
    });
  }
  return success(answer.data);
}
