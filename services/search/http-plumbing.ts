import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { HttpError, parseJson, readBody } from '../shared/http-service';

/**
 * What every route of the search API shares: CORS for browsers (the Algolia clients post JSON as
 * `text/plain` to avoid a preflight, but other headers can still cause one), a JSON body, gzip-compressed
 * or not, of at most 1 MB (the Insights API's events: 2 MB), and the time a client may take to send it.
 */

export const MAX_BODY_BYTES = 1_048_576;

/**
 * How long a client may take to send a request: its head within 5 s, the whole request within 10 s, checked
 * every second; a slower one gets Node's 408 and its connection closed. The storefront's searches and events
 * are a few kilobytes sent in milliseconds; a client that trickles its bytes holds a connection no longer.
 */
export const SEARCH_CLIENT_TIMEOUTS = {
  headersTimeout: 5_000,
  requestTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
} as const;

/** Sets the CORS headers every answer carries (also the errors, so a browser can read them). */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', 'content-length, content-type, x-alg-pt');
  res.setHeader('vary', 'origin');
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    const requested = req.headers['access-control-request-headers'];
    res.setHeader(
      'access-control-allow-headers',
      typeof requested === 'string' && requested.length < 2_000
        ? requested
        : 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
    );
    res.setHeader('access-control-max-age', '86400');
  }
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** How large a body may be, and the error a larger one gets. */
export interface BodyLimit {
  bytes: number;
  tooLarge: (message: string) => HttpError;
}

/** The Search API's limit: 1 MB, a larger body is a 400. */
export const SEARCH_BODY_LIMIT: BodyLimit = { bytes: MAX_BODY_BYTES, tooLarge: (message) => new HttpError(400, message) };

async function readRawBody(req: IncomingMessage, limit: BodyLimit): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit.bytes) throw limit.tooLarge(`Request body is larger than ${limit.bytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readBodyText(req: IncomingMessage, limit: BodyLimit, encoding: string): Promise<string> {
  if (encoding === 'gzip') {
    const compressed = await readRawBody(req, limit);
    try {
      return gunzipSync(compressed, { maxOutputLength: limit.bytes }).toString('utf8');
    } catch {
      throw new HttpError(400, `Request body is not valid gzip or is larger than ${limit.bytes} bytes once decompressed`);
    }
  }
  if (encoding === 'identity') {
    try {
      return await readBody(req, limit.bytes);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) throw limit.tooLarge(error.message);
      throw error;
    }
  }
  throw new HttpError(400, `Unsupported content-encoding "${encoding}"`);
}

/**
 * Reads the JSON body; too large is the limit's error, undecodable or malformed a 400. A body whose
 * connection closed before it was whole (a client slower than `SEARCH_CLIENT_TIMEOUTS`, which Node has
 * already answered with a 408) is a 408 too: nobody is left to answer, and it is no fault of the service.
 */
export async function readJsonBody(req: IncomingMessage, limit: BodyLimit = SEARCH_BODY_LIMIT): Promise<unknown> {
  const encoding = (headerValue(req, 'content-encoding') ?? 'identity').toLowerCase();
  if (Number(req.headers['content-length'] ?? 0) > limit.bytes) throw limit.tooLarge(`Request body is larger than ${limit.bytes} bytes`);
  let text: string;
  try {
    text = await readBodyText(req, limit, encoding);
  } catch (error) {
    if (!(error instanceof HttpError) && req.destroyed) throw new HttpError(408, 'Request Timeout');
    throw error;
  }
  return parseJson(text);
}

/** Decodes one path segment; a malformed escape is a 400. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed path segment "${segment.slice(0, 100)}"`);
  }
}
