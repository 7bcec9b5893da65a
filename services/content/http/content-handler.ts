import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson, type Handler } from '../../shared/http-service';
import { MAX_COMPLEXITY, type GraphQLExecutor } from '../graphql/execute-request';
import { corsHeaders, preflightHeaders } from './cors';
import { apiError, checkEnvironment, checkToken, readGraphQLRequest, readOptions } from './request-parsing';

/**
 * The HTTP routes of the content service:
 * - `POST /` and `GET /?query=…`: published content (drafts with `X-Include-Drafts: true`);
 * - `POST /preview` and `GET /preview?query=…`: drafts included (DatoCMS's legacy preview endpoint);
 * - `OPTIONS` on both: CORS preflight.
 * As on DatoCMS, GraphQL errors are answered with HTTP 200 and `errors[]`, and request-level refusals (401
 * token, 404 environment, 422 option header, 400 body, 413 too large, 501 not implemented locally) with the
 * API error body `{ data: [{ id, type: "api_error", attributes: { code, details: { message } } }] }`
 * (request-parsing.ts). `X-Cache-Tags` is sent only when the request asks with `X-Cache-Tags: true`.
 * Every answer to a query carries its complexity (`X-Complexity`) and the limit (`X-Max-Complexity`); a query
 * over the limit is refused before it runs with DatoCMS's error (graphql/execute-request.ts).
 */

const ROUTES: Record<string, boolean> = { '/': false, '/preview': true };

export function createContentHandler(executor: GraphQLExecutor, token: string): Handler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://content.local');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const preview = ROUTES[path];
    if (preview === undefined) throw new HttpError(404, `No route for ${req.method} ${url.pathname}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req));
      res.end();
      return;
    }
    if (req.method !== 'POST' && req.method !== 'GET') {
      const refusal = apiError(405, 'METHOD_NOT_ALLOWED', `Method ${req.method} is not allowed on ${path}; use POST (or GET)`);
      sendJson(res, 405, refusal.extra, { ...corsHeaders(), allow: 'GET, POST, OPTIONS' });
      return;
    }
    try {
      checkToken(req, token);
      checkEnvironment(req);
      const options = readOptions(req, preview);
      const request = await readGraphQLRequest(req, url);
      const { result, cacheTags, complexity } = await executor.run(request, options.mode, options.editing);
      const headers: Record<string, string> = { ...corsHeaders(), 'cache-control': 'no-store', 'x-max-complexity': String(MAX_COMPLEXITY) };
      if (complexity !== null) headers['x-complexity'] = String(complexity);
      if (options.cacheTags && cacheTags) headers['x-cache-tags'] = cacheTags;
      sendJson(res, 200, result, headers);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const headers: Record<string, string> = { ...corsHeaders(), 'cache-control': 'no-store' };
      if (error.status === 413) headers.connection = 'close';
      sendJson(res, error.status, error.extra, headers);
    }
  };
}
