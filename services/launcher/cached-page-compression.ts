import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptsEncoding } from './precompress';

/**
 * Compressed copies of the pages Next serves from its cache, for the production server
 * (storefront-server.ts).
 *
 * A page Next serves from its cache (`x-nextjs-cache: HIT` or `STALE`: the prerendered HTML of a browse page,
 * or its RSC payload for a client navigation) is the same bytes for every shopper until it is revalidated.
 * Compressing it again on every request is most of what serving it costs (brotli at quality 5 takes about
 * 3 ms for the category's 111 KB of HTML, twice gzip's time). So such an answer is gathered whole, and its
 * compressed copy is looked up by the hash of its bytes (SHA-256: 0.08 ms for those 111 KB) and the
 * encoding, and made once on a miss. A revalidated page has other bytes and gets a copy of its own; the old
 * one ages out. Every other answer (streamed, rendered per request, an image) is left to the compression
 * middleware.
 */

export type Encoding = 'br' | 'gzip';

/** Brotli's quality for answers compressed at run time: twice gzip's time, 6–13% fewer bytes for our pages. */
export const BROTLI_QUALITY = 5;
/** The copies kept, oldest used dropped first: about 400 pages of the category's size. */
const MAX_BYTES = 6 * 1024 * 1024;
/** Answers worth compressing: HTML, RSC payloads, JSON, text and XML; images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml)))/i;

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** The compressed copies, by content; least recently used dropped first past MAX_BYTES. */
export class CompressedCopies {
  private readonly copies = new Map<string, Buffer>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  get(body: Buffer, encoding: Encoding): Buffer {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const known = this.copies.get(key);
    if (known) {
      this.hits += 1;
      this.copies.delete(key);
      this.copies.set(key, known);
      return known;
    }
    this.misses += 1;
    const copy = compress(body, encoding);
    if (copy.length > this.maxBytes) return copy;
    this.copies.set(key, copy);
    this.bytes += copy.length;
    for (const [oldest, value] of this.copies) {
      if (this.bytes <= this.maxBytes) break;
      this.copies.delete(oldest);
      this.bytes -= value.length;
    }
    return copy;
  }

  get size(): number {
    return this.copies.size;
  }
}

/**
 * Whether the answer being written is a page from Next's cache, whole, not yet encoded, and with its headers
 * not yet sent (so they can still say how it is encoded).
 */
export function isCachedPage(res: ServerResponse): boolean {
  const cache = String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase();
  const type = String(res.getHeader('content-type') ?? '');
  return (
    !res.headersSent &&
    res.statusCode === 200 &&
    (cache === 'HIT' || cache === 'STALE') &&
    COMPRESSIBLE.test(type) &&
    res.getHeader('content-encoding') === undefined
  );
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Sends a cached page's compressed copy in place of its bytes. Call on each GET before Next's handler and after
 * the compression middleware has wrapped the response: the first write decides, from the headers Next has set
 * by then, whether this is a cached page; if not, every call goes on to the middleware untouched. A copy is
 * sent with its Content-Encoding and Content-Length, which the middleware then passes through as it is.
 */
export function sendCachedPagesCompressed(req: IncomingMessage, res: ServerResponse, copies: CompressedCopies): void {
  if (req.method !== 'GET') return;
  const accepted = req.headers['accept-encoding'];
  const encoding: Encoding | undefined = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
  if (!encoding) return;
  const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, callback?: () => void) => ServerResponse;
  let body: Buffer[] | null | undefined;
  const gathering = () => {
    if (body === undefined) body = isCachedPage(res) ? [] : null;
    return body;
  };

  res.write = function (chunk: Chunk, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback): boolean {
    const chunkEncoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    const gathered = gathering();
    if (!gathered) return write(chunk, chunkEncoding, done);
    gathered.push(toBuffer(chunk, chunkEncoding));
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];

  res.end = function (
    chunk?: Chunk | (() => void),
    encodingOrCallback?: BufferEncoding | (() => void),
    callback?: () => void,
  ): ServerResponse {
    const last = typeof chunk === 'function' ? undefined : chunk;
    const chunkEncoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    const gathered = gathering();
    if (!gathered) return end(last, chunkEncoding, done);
    if (last !== undefined) gathered.push(toBuffer(last, chunkEncoding));
    const copy = copies.get(Buffer.concat(gathered), encoding);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', copy.length);
    // The middleware adds `Vary: Accept-Encoding` and passes the copy through: it is encoded already.
    return end(copy, undefined, done);
  } as ServerResponse['end'];
}
