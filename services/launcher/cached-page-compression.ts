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
 * compressed copy is looked up by its content and the encoding (CompressedCopies), and made once on a miss.
 * A revalidated page has other content and gets a copy of its own; the old one ages out. Every other answer
 * (streamed, rendered per request, an image) is left to the compression middleware.
 */

export type Encoding = 'br' | 'gzip';

/** Brotli's quality for answers compressed at run time: twice gzip's time, 6–13% fewer bytes for our pages. */
export const BROTLI_QUALITY = 5;
/** The pages and copies kept, least recently used dropped first: about 250 pages of the category's size. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Answers worth compressing: HTML, RSC payloads, JSON, text and XML; images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml)))/i;

function compress(body: string | Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/**
 * The compressed copies, by content; least recently used dropped first past MAX_BYTES (the copies and the
 * pages they are of, which the store keeps alive).
 *
 * Next writes a cached page as one string, the same string object for every request until the page changes.
 * A string is its own key: V8 keeps a string's hash in the string, so finding the same page again costs
 * next to nothing, and nothing is copied (turning the category's HTML into bytes to hash it took 7% of the
 * server's time under load). A body written as bytes is keyed by its SHA-256 instead.
 */
export class CompressedCopies {
  private readonly pages = new Map<string, Partial<Record<Encoding, Buffer>>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  get(body: string | Buffer, encoding: Encoding): Buffer {
    const key = typeof body === 'string' ? body : `\u0000sha256:${createHash('sha256').update(body).digest('base64')}`;
    const page = this.pages.get(key);
    const known = page?.[encoding];
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    if (known) {
      this.hits += 1;
      return known;
    }
    this.misses += 1;
    const copy = compress(body, encoding);
    if (copy.length + key.length > this.maxBytes) return copy;
    if (page) page[encoding] = copy;
    else this.pages.set(key, { [encoding]: copy });
    this.bytes += copy.length + (page ? 0 : key.length);
    for (const [oldest, copies] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= oldest.length + (copies.br?.length ?? 0) + (copies.gzip?.length ?? 0);
    }
    return copy;
  }

  /** Pages with a copy kept. */
  get size(): number {
    return this.pages.size;
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

/** The written chunks as one body: the string itself when Next wrote one string (the usual case), else bytes. */
function wholeBody(chunks: Array<{ chunk: Chunk; encoding?: BufferEncoding }>): string | Buffer {
  const text = chunks.every(
    ({ chunk, encoding }) => typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8'),
  );
  if (text) return chunks.length === 1 ? (chunks[0]!.chunk as string) : chunks.map(({ chunk }) => chunk as string).join('');
  return Buffer.concat(chunks.map(({ chunk, encoding }) => toBuffer(chunk, encoding)));
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
  let body: Array<{ chunk: Chunk; encoding?: BufferEncoding }> | null | undefined;
  const gathering = () => {
    if (body === undefined) body = isCachedPage(res) ? [] : null;
    return body;
  };

  res.write = function (chunk: Chunk, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback): boolean {
    const chunkEncoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    const gathered = gathering();
    if (!gathered) return write(chunk, chunkEncoding, done);
    gathered.push({ chunk, encoding: chunkEncoding });
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
    if (last !== undefined) gathered.push({ chunk: last, encoding: chunkEncoding });
    const copy = copies.get(wholeBody(gathered), encoding);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', copy.length);
    // The middleware adds `Vary: Accept-Encoding` and passes the copy through: it is encoded already.
    return end(copy, undefined, done);
  } as ServerResponse['end'];
}
