import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedCopies, sendCachedPagesCompressed } from '@/services/launcher/cached-page-compression';

const page = `<!DOCTYPE html><html><body>${'<article class="card">Ring i silver</article>'.repeat(400)}</body></html>`;

describe('CompressedCopies', () => {
  it('compresses a page once per encoding and hands out the same copy for the same content', () => {
    const copies = new CompressedCopies();
    const first = copies.get(page, 'br');
    expect(brotliDecompressSync(first).toString()).toBe(page);
    // The same text in another string object, as after a page is read from the cache again.
    expect(copies.get(`${page.slice(0, 10)}${page.slice(10)}`, 'br')).toBe(first);
    expect(gunzipSync(copies.get(page, 'gzip')).toString()).toBe(page);
    expect({ hits: copies.hits, misses: copies.misses, size: copies.size }).toEqual({ hits: 1, misses: 2, size: 1 });
  });

  it('keys a body written as bytes by its hash', () => {
    const copies = new CompressedCopies();
    const first = copies.get(Buffer.from(page), 'br');
    expect(brotliDecompressSync(first).toString()).toBe(page);
    expect(copies.get(Buffer.from(page), 'br')).toBe(first);
    expect({ hits: copies.hits, misses: copies.misses }).toEqual({ hits: 1, misses: 1 });
  });

  it('makes a new copy when the content changes (a revalidated page) and drops the least recently used past its limit', () => {
    const one = page.replace('silver', 'guld');
    const two = page.replace('silver', 'roséguld');
    const entry = one.length + new CompressedCopies().get(one, 'br').length;
    const copies = new CompressedCopies(entry * 2 + 100);
    copies.get(one, 'br');
    copies.get(two, 'br');
    copies.get(one, 'br');
    copies.get(page, 'br');
    expect(copies.size).toBe(2);
    copies.get(one, 'br');
    expect(copies.hits).toBe(2);
    copies.get(two, 'br');
    expect(copies.misses).toBe(4);
  });
});

describe('sendCachedPagesCompressed behind the compression middleware', () => {
  let server: Server;
  let base: string;
  const copies = new CompressedCopies();
  const middleware = compression() as unknown as (req: unknown, res: unknown, next: () => void) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      middleware(req, res, () => {
        sendCachedPagesCompressed(req, res, copies);
        const url = new URL(req.url ?? '/', 'http://localhost');
        const cache = url.searchParams.get('cache');
        res.setHeader('Content-Type', url.searchParams.get('type') ?? 'text/html; charset=utf-8');
        if (cache) res.setHeader('x-nextjs-cache', cache);
        if (url.searchParams.has('early')) {
          // Headers sent before the body, on an answer the middleware leaves alone: too late to encode it.
          res.setHeader('Cache-Control', 'no-transform');
          res.writeHead(200);
        }
        if (url.searchParams.has('chunks')) {
          // Written in pieces: a string, bytes, then the rest with end().
          res.write(page.slice(0, 100));
          res.write(Buffer.from(page.slice(100, 5000)));
          res.end(page.slice(5000));
        } else res.end(page); // as Next writes a page from its cache
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string, acceptEncoding: string, method = 'GET'): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const outgoing = request(`${base}${path}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('sends a cached page from its copy, with its length, and makes the copy once', async () => {
    const before = { hits: copies.hits, misses: copies.misses };
    const first = await get('/?cache=HIT', 'gzip, deflate, br, zstd');
    const second = await get('/?cache=STALE', 'gzip, deflate, br, zstd');
    for (const response of [first, second]) {
      expect(response.headers['content-encoding']).toBe('br');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(response.body).toString()).toBe(page);
    }
    expect({ hits: copies.hits - before.hits, misses: copies.misses - before.misses }).toEqual({ hits: 1, misses: 1 });
    const gzip = await get('/?cache=HIT', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
  });

  it('gathers a cached page written in pieces, strings and bytes', async () => {
    const misses = copies.misses;
    for (let round = 0; round < 2; round += 1) {
      const response = await get('/?cache=HIT&chunks=1', 'gzip, deflate, br, zstd');
      expect(response.headers['content-encoding']).toBe('br');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(brotliDecompressSync(response.body).toString()).toBe(page);
    }
    // With bytes among the pieces the body is keyed by its hash: one copy made, then found.
    expect(copies.misses).toBe(misses + 1);
  });

  it('leaves a page rendered per request to the middleware, which streams it', async () => {
    const misses = copies.misses;
    const response = await get('/?cache=MISS&chunks=1', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(response.body).toString()).toBe(page);
    expect(copies.misses).toBe(misses);
  });

  it('leaves images, HEAD requests and clients that take no compression alone', async () => {
    const image = await get('/?cache=HIT&type=image/avif', 'gzip, deflate, br, zstd');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.toString()).toBe(page);
    const plain = await get('/?cache=HIT', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    const head = await get('/?cache=HIT', 'gzip, deflate, br, zstd', 'HEAD');
    expect(head.body.length).toBe(0);
  });

  it('sends a cached page whose headers went out before its body as it is', async () => {
    const response = await get('/?cache=HIT&early=1', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(page);
  });
});
