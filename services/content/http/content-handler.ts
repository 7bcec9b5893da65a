import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson, type Handler } from '../../shared/http-service';
import type { GraphQLExecutor } from '../graphql/execute-request';
import { corsHeaders, preflightHeaders } from './cors';
import { checkEnvironment, checkToken, readGraphQLRequest, readMode } from './request-parsing';

/**
 * The HTTP routes of the content service:
 * - `POST /` and `GET /?query=…`: published content (drafts with `X-Include-Drafts: true`);
 * - `POST /preview` and `GET /preview?query=…`: drafts included (DatoCMS's legacy preview endpoint);
 * - `OPTIONS` on both: CORS preflight.
 * GraphQL errors are answered with HTTP 200 and `errors[]`; request-level failures (401, 404 environment,
 * 400 bad JSON, 413 too large) with `{ data: null, errors: [{ message, extensions: { code } }], message, status }`.
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
      sendJson(
        res,
        405,
        { message: `Method ${req.method} is not allowed on ${path}`, status: 405 },
        { ...corsHeaders(), allow: 'GET, POST, OPTIONS' },
      );
      return;
    }
    try {
      checkToken(req, token);
      checkEnvironment(req);
      const request = await readGraphQLRequest(req, url);
      const { result, cacheTags } = await executor.run(request, readMode(req, preview));
      const headers: Record<string, string> = { ...corsHeaders(), 'cache-control': 'no-store' };
      if (cacheTags) headers['x-cache-tags'] = cacheTags;
      sendJson(res, 200, result, headers);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const headers: Record<string, string> = corsHeaders();
      if (error.status === 413) headers.connection = 'close';
      sendJson(res, error.status, { ...error.extra, message: error.message, status: error.status }, headers);
    }
  };
}
