import 'server-only';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { TadaDocumentNode } from 'gql.tada';
import { getConfig } from '../config';
import { CONTENT_RETRY_DELAY_MS } from '../constants';
import { routeErrorDigest } from '../route-error';
import { cacheTagIndex, CONTENT_TAG, parseCacheTagsHeader, queryTag } from './cache-tags';
import { keepShownMarkers } from './content-link';
import { withEditingUrls } from './editing-urls';
import { recordLiveQuery } from './live-query-log';

/**
 * The one content client: GraphQL POST with bearer authorization, the optional environment
 * header, the preview endpoint with drafts in draft mode, locale sv_SE in the queries.
 *
 * Caching: published content is fetched with `force-cache` and tagged with `content` and the query's own
 * tag, and the content's cache tags (`X-Cache-Tags`) of each answer are remembered for that query tag, so
 * the content webhook revalidates exactly the queries, and the pages, that read what changed (see
 * cache-tags.ts; `options.tags` are extra, coarse tags). Drafts (draft mode) are never cached, nor is a
 * request made with `uncached` (the proxy, which keeps its own copy of the few slugs it needs).
 *
 * Failures: a shopper's request never waits on a retry; it fails fast (short time-out) and the page shows
 * its error screen, or Next keeps serving the stale page. During `next build` the call waits
 * CONTENT_RETRY_DELAY_MS (20 seconds) and retries, and a 429 is retried after its X-RateLimit-Reset (or Retry-After).
 */

export interface ContentRequestOptions {
  /** Draft mode: preview endpoint, drafts included, never cached. */
  preview?: boolean;
  /** Cache tags besides the always-present `content` tag and the query's own tag. */
  tags?: string[];
  /** Published content, fetched fresh and left out of Next's cache. */
  uncached?: boolean;
  /**
   * In draft mode, no Content Link markers at all (what is not rendered as a page: the feed). Otherwise a
   * draft request asks for them (`X-Visual-Editing`, `X-Base-Editing-Url`) when an editing URL is configured.
   */
  plainText?: boolean;
}

/** Whether a request asks for Content Link's markers and editing URLs (click-to-edit, draft mode only). */
export function wantsContentLink(options: ContentRequestOptions): boolean {
  return Boolean(options.preview && !options.plainText && getConfig().content.baseEditingUrl);
}

export class ContentServiceError extends Error {
  override name = 'ContentServiceError';
  /**
   * What the error screen shows of it (status and code, lib/route-error.ts): the content is unavailable,
   * 503, whatever the service answered or if it did not answer at all.
   */
  readonly digest = routeErrorDigest(503, 'content_unavailable');
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export { CONTENT_TAG };

// A shopper's page shows its error screen within 3 s of a stalled service: this time-out, a few short
// calls after it (below) and the render.
const REQUEST_TIMEOUT_MS = 1_200;
const BUILD_REQUEST_TIMEOUT_MS = 30_000;
const BUILD_ATTEMPTS = 3;
const MAX_RETRY_AFTER_MS = 60_000;

function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/**
 * After a call has timed out or found the service unreachable, calls in the next few seconds get a short
 * time-out: a page that makes several content calls (its metadata and its body, a lookup after a failed
 * lookup) then shows its error screen within the shopper's budget instead of waiting out each call, while
 * answers Next has cached still come back in time. The window ends by itself; nothing needs resetting.
 */
const DEGRADED_WINDOW_MS = 5_000;
const DEGRADED_TIMEOUT_MS = 200;
let degradedUntil = 0;

/**
 * Draft mode (editors, never a shopper): uncached answers with drafts and Content Link's markers, which
 * the content service computes per request, get longer than a shopper's page would wait.
 */
const PREVIEW_REQUEST_TIMEOUT_MS = 5_000;

function requestTimeoutMs(preview = false): number {
  if (isBuildPhase()) return BUILD_REQUEST_TIMEOUT_MS;
  if (preview) return PREVIEW_REQUEST_TIMEOUT_MS;
  return Date.now() < degradedUntil ? DEGRADED_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

function client(options: ContentRequestOptions): GraphQLClient {
  const config = getConfig().content;
  const headers: Record<string, string> = { Authorization: `Bearer ${config.token}` };
  if (config.environment) headers['X-Environment'] = config.environment;
  const cached = !options.preview && !options.uncached;
  if (options.preview) headers['X-Include-Drafts'] = 'true';
  if (wantsContentLink(options)) {
    headers['X-Visual-Editing'] = 'v1';
    headers['X-Base-Editing-Url'] = config.baseEditingUrl!;
  }
  if (cached) headers['X-Cache-Tags'] = 'true';
  const endpoint = options.preview ? config.previewUrl : config.url;
  return new GraphQLClient(endpoint, {
    headers,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!cached) return fetch(input, { ...init, signal: AbortSignal.timeout(requestTimeoutMs(options.preview)), cache: 'no-store' });
      const query = queryTag(endpoint, config.environment, typeof init?.body === 'string' ? init.body : String(input));
      const response = await fetch(input, {
        ...init,
        signal: AbortSignal.timeout(requestTimeoutMs()),
        cache: 'force-cache',
        next: { tags: [CONTENT_TAG, query, ...(options.tags ?? [])] },
      });
      if (response.ok) await cacheTagIndex().remember(query, parseCacheTagsHeader(response.headers.get('x-cache-tags')));
      return response;
    },
  });
}

function retryAfterMs(error: unknown): number | null {
  if (!(error instanceof ClientError) || error.response.status !== 429) return null;
  // DatoCMS says when its rate limit bucket refills in X-RateLimit-Reset (seconds); Retry-After is HTTP's own.
  const header = error.response.headers?.get('x-ratelimit-reset') ?? error.response.headers?.get('retry-after');
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : CONTENT_RETRY_DELAY_MS;
}

/**
 * What a refusal says: DatoCMS answers request-level refusals (token, environment, headers, rate limit)
 * with its API error body, `{ data: [{ type: "api_error", attributes: { code, details: { message } } }] }`,
 * which graphql-request cannot read as a GraphQL result and hands over as text; GraphQL errors come as
 * `errors[]`.
 */
export function describeContentRefusal(response: { errors?: { message: string }[]; body?: unknown }): string {
  const graphqlMessages = response.errors?.map((e) => e.message) ?? [];
  if (graphqlMessages.length > 0) return graphqlMessages.join('; ');
  let body: unknown = response.body;
  if (typeof response.body === 'string') {
    try {
      body = JSON.parse(response.body);
    } catch {
      return response.body.slice(0, 200);
    }
  }
  const entries = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(entries)) return '';
  return entries
    .map((entry: { attributes?: { code?: unknown; details?: { message?: unknown } } }) => {
      const code = typeof entry?.attributes?.code === 'string' ? entry.attributes.code : 'UNKNOWN';
      const message = entry?.attributes?.details?.message;
      return typeof message === 'string' ? `${code} (${message})` : code;
    })
    .join('; ');
}

function toServiceError(error: unknown): ContentServiceError {
  if (error instanceof ContentServiceError) return error;
  if (error instanceof ClientError) {
    const status = error.response.status;
    const described = describeContentRefusal(error.response as { errors?: { message: string }[]; body?: unknown });
    // 501 is the local service's "not implemented": asking again does not help.
    const retryable = (status >= 500 && status !== 501) || status === 429;
    return new ContentServiceError(`Content service answered ${status}${described ? `: ${described}` : ''}`, status, retryable);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ContentServiceError(`Content service unreachable: ${message}`, null, true);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function contentRequest<Result, Variables extends Record<string, unknown>>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  options: ContentRequestOptions = {},
): Promise<Result> {
  const attempts = isBuildPhase() ? BUILD_ATTEMPTS : 1;
  // A draft page subscribes to what it read (live preview, lib/content/live-queries.ts).
  if (options.preview) recordLiveQuery(document, variables);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const contentLink = wantsContentLink(options);
      // With Content Link, records also answer `_editingUrl` (images and blocks link to their record: editing-urls.ts).
      const sent = contentLink ? withEditingUrls(document) : document;
      // graphql-request's variadic signature cannot see that Variables is the document's own type.
      const result = await (client(options).request as (doc: unknown, vars: unknown) => Promise<Result>)(sent, variables);
      return contentLink ? keepShownMarkers(result) : result;
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.status === null && !isBuildPhase()) degradedUntil = Date.now() + DEGRADED_WINDOW_MS;
      const waitAfter429 = retryAfterMs(error);
      if (attempt >= attempts || !failure.retryable) throw failure;
      const wait = waitAfter429 ?? CONTENT_RETRY_DELAY_MS;
      console.warn(`[content] ${failure.message}; retrying in ${Math.round(wait / 1000)} s (attempt ${attempt + 1} of ${attempts})`);
      await sleep(wait);
    }
  }
}
