import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson } from '../../shared/http-service';
import type { GraphQLExecutor } from '../graphql/execute-request';
import { apiError } from '../http/api-error';
import { corsHeaders, preflightHeaders } from '../http/cors';
import { checkEnvironment, checkToken, readGraphQLRequest, readOptions } from '../http/request-parsing';
import type { ChannelRegistry } from './channels';

/**
 * DatoCMS's Real-time Updates API on the local content service, as `datocms-listen`'s `subscribeToQuery`
 * (and react-datocms' `useQuerySubscription` over it) speaks it:
 *
 *   POST /listen                 the CDA's headers and body (`text/plain` too, as the library sends it)
 *                                → 200, `Content-Type: application/json`, `{"url": "<channel URL>"}`
 *   GET  /listen/channels/<id>   the channel's event stream (channels.ts)
 *
 * The library compares the content type as a string and never retries a 4xx, so permanent refusals are
 * 4xx with DatoCMS's API error body (401 token, 404 environment, 422 option header or a query that does not
 * validate, 400 body) and temporary ones 5xx (503 when the service holds too many channels).
 *
 * The channel URL is absolute. Its origin is the one the request was addressed to (`X-Forwarded-Proto`,
 * `X-Forwarded-Host` and `X-Forwarded-Prefix` when a proxy or a registering server passes them on), else
 * CONTENT_LISTEN_PUBLIC_URL, else the request's Host.
 */

export const LISTEN_PATH = '/listen';
const CHANNEL_PREFIX = '/listen/channels/';

export function ownsListenPath(pathname: string): boolean {
  return pathname === LISTEN_PATH || pathname === `${LISTEN_PATH}/` || pathname.startsWith(CHANNEL_PREFIX);
}

function firstHeader(req: IncomingMessage, name: string): string | undefined {
  const raw = req.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
  return value || undefined;
}

/** The origin (and path prefix) under which the client reached `/listen`. */
export function publicBase(req: IncomingMessage, configured: string | null): string {
  const host = firstHeader(req, 'x-forwarded-host');
  if (host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host)) {
    const proto = firstHeader(req, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
    const prefix = (firstHeader(req, 'x-forwarded-prefix') ?? '').replace(/\/+$/, '');
    return `${proto}://${host}${/^(\/[A-Za-z0-9._~-]+)*$/.test(prefix) ? prefix : ''}`;
  }
  if (configured) return configured;
  return `http://${req.headers.host ?? '127.0.0.1'}`;
}

export interface ListenOptions {
  token: string;
  /** CONTENT_LISTEN_PUBLIC_URL: the service's origin as browsers reach it, when not the request's Host. */
  publicUrl: string | null;
}

export function createListenHandler(executor: GraphQLExecutor, channels: ChannelRegistry, options: ListenOptions) {
  async function register(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    checkToken(req, options.token);
    checkEnvironment(req);
    const { mode, editing } = readOptions(req, false);
    const request = await readGraphQLRequest(req, url);
    const errors = executor.check(request);
    if (errors.length > 0) {
      throw apiError(
        422,
        'INVALID_QUERY',
        errors
          .map((error) => error.message)
          .join('; ')
          .slice(0, 2_000),
        {
          errors: errors.slice(0, 20).map((error) => ({ message: error.message, locations: error.locations })),
        },
      );
    }
    const id = channels.register({ request, mode, editing });
    const body = JSON.stringify({ url: `${publicBase(req, options.publicUrl)}${CHANNEL_PREFIX}${id}` });
    // Exactly `application/json`: datocms-listen compares the header with that string.
    res.writeHead(200, {
      ...corsHeaders(),
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(body);
  }

  return async function handleListen(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    try {
      if (url.pathname.startsWith(CHANNEL_PREFIX)) {
        if (method === 'OPTIONS') {
          res.writeHead(204, preflightHeaders(req));
          res.end();
          return;
        }
        if (method !== 'GET') throw apiError(405, 'METHOD_NOT_ALLOWED', `Method ${method} is not allowed on a channel; open it with GET`);
        channels.open(url.pathname.slice(CHANNEL_PREFIX.length), req, res);
        return;
      }
      if (method === 'OPTIONS') {
        res.writeHead(204, preflightHeaders(req));
        res.end();
        return;
      }
      if (method !== 'POST')
        throw apiError(405, 'METHOD_NOT_ALLOWED', `Method ${method} is not allowed on ${LISTEN_PATH}; register a query with POST`);
      await register(req, res, url);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const headers: Record<string, string> = { ...corsHeaders(), 'cache-control': 'no-store' };
      if (error.status === 405) headers.allow = url.pathname.startsWith(CHANNEL_PREFIX) ? 'GET, OPTIONS' : 'POST, OPTIONS';
      if (error.status === 413) headers.connection = 'close';
      const body = error.extra.data ? error.extra : apiError(error.status, 'NOT_FOUND', error.message).extra;
      sendJson(res, error.status, body, headers);
    }
  };
}
