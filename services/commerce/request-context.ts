import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, parseJson, readBody } from '../shared/http-service';
import type { CatalogueIndex, ResolvedChannel } from './catalogue-index';
import { LIMITS } from './settings';

/**
 * What every commerce request goes through: CORS (the storefront's browser code calls this API directly),
 * the required `culture` and `saleschannelname` headers (`saleschannelid` optional), and bounded JSON
 * bodies (over 64 KB is a 413).
 */

const ALLOWED_HEADERS = 'content-type, accept, culture, saleschannelname, saleschannelid';
const CULTURE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;
const MAX_HEADER_LENGTH = 200;

/**
 * The API carries no cookies or credentials, so any origin may call it. The browser's code may read
 * `Retry-After` (a throttled coupon code says when to try again).
 */
export function applyCors(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-expose-headers', 'retry-after');
  res.setHeader('vary', 'origin');
}

export function answerPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
    'content-length': '0',
  });
  res.end();
}

export interface CommerceHeaders {
  culture: string;
  channel: ResolvedChannel;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text === '' ? undefined : text;
}

export function requireCommerceHeaders(req: IncomingMessage, catalogue: CatalogueIndex): CommerceHeaders {
  const culture = header(req, 'culture');
  if (culture === undefined) throw new HttpError(400, 'Missing header: culture');
  if (!CULTURE_PATTERN.test(culture)) throw new HttpError(400, 'Invalid header: culture');
  const channelName = header(req, 'saleschannelname');
  if (channelName === undefined) throw new HttpError(400, 'Missing header: saleschannelname');
  if (channelName.length > MAX_HEADER_LENGTH) throw new HttpError(400, 'Invalid header: saleschannelname');
  const channelId = header(req, 'saleschannelid');
  const channel = catalogue.resolveChannel(channelName, channelId);
  if (!channel) throw new HttpError(400, `Unknown sales channel: ${channelName}`);
  return { culture, channel };
}

function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * A refused body up to this size is read and thrown away after the 413, so the client gets to read the
 * answer (closing the connection mid-upload makes it a network error instead); a larger or unannounced one
 * closes the connection.
 */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/** The request's raw body, at most 64 KB (a larger one is a 413). */
export async function readRawBody(req: IncomingMessage, res: ServerResponse): Promise<string> {
  if (!hasBody(req)) return '';
  try {
    return await readBody(req, LIMITS.maxBodyBytes);
  } catch (error) {
    // A body cut off (the client went, or was cut off by the server's request timeout) is the client's doing,
    // not an error of the service: a 408 that no one may be left to read.
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || req.destroyed)
      throw new HttpError(408, 'The request body did not arrive in time');
    if (error instanceof HttpError && error.status === 413 && !(Number(req.headers['content-length']) <= DRAIN_LIMIT_BYTES))
      res.setHeader('connection', 'close');
    throw error;
  }
}

/** The JSON body; `undefined` when the request has none and `optional` allows that. */
export async function readJson(req: IncomingMessage, res: ServerResponse, optional: boolean): Promise<unknown> {
  const text = await readRawBody(req, res);
  if (text.trim() === '' && optional) return undefined;
  return parseJson(text);
}

/** `sendJson` for an answer already serialised: the same status line and headers. */
export function sendJsonText(res: ServerResponse, status: number, json: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), ...headers });
  res.end(json);
}
