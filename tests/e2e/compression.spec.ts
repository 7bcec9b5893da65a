import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './security-helpers';

/**
 * What the production server (services/launcher/storefront-server.ts) sends to each Accept-Encoding: brotli to a
 * browser that takes it (the build-time copies for Next's static files, quality 5 per request for pages),
 * gzip to one that takes only gzip, and the plain bytes otherwise; the same content every time, with the
 * security headers. HTTP only, raw bytes as sent (no client that decodes for us).
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

const CHROMIUM = 'gzip, deflate, br, zstd';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(url: string, acceptEncoding: string | null, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const outgoing = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function decoded(response: Raw): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  expect(encoding, 'no other encoding').toBeUndefined();
  return response.body.toString('utf8');
}

test('pages and their scripts come as brotli to a browser, as gzip or plain to a client without it, the same bytes each way', async ({
  request,
  baseURL,
}) => {
  const category = (await sitemapPaths(request, '0.8'))[1]!;
  for (const path of ['/', category, '/varukorg/', '/finns-inte-alls/']) {
    const url = new URL(path, baseURL).toString();
    const [brotli, gzip, plain] = [await raw(url, CHROMIUM), await raw(url, 'gzip'), await raw(url, null)];
    expect([200, 404], path).toContain(brotli.status);
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(brotli.headers.vary, path).toMatch(/Accept-Encoding/);
    expect(brotli.headers['content-security-policy'], path).toMatch(/object-src 'none'/);
    const html = decoded(plain);
    expect(html, path).toMatch(/^<!DOCTYPE html>/i);
    // Cached pages are byte for byte the same; the basket and the 404 are rendered per request.
    if (path === '/' || path === category) {
      expect(decoded(brotli), path).toBe(html);
      expect(decoded(gzip), path).toBe(html);
      expect(brotli.body.length, path).toBeLessThan(gzip.body.length);
    } else {
      expect(decoded(brotli), path).toMatch(/<\/html>$/);
      expect(decoded(gzip), path).toMatch(/<\/html>$/);
    }
  }

  const home = decoded(await raw(new URL('/', baseURL).toString(), null));
  const scripts = [...home.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  let precompressed = 0;
  for (const script of scripts) {
    const url = new URL(script, baseURL).toString();
    const plain = await raw(url, null);
    const brotli = await raw(url, CHROMIUM);
    expect(brotli.status, script).toBe(200);
    expect(brotli.headers['content-type'], script).toMatch(/^application\/javascript/);
    expect(brotli.headers['cache-control'], script).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['x-content-type-options'], script).toBe('nosniff');
    expect(decoded(brotli), script).toBe(plain.body.toString('utf8'));
    // Scripts under 1 KB are sent as they are; the others come from the build's brotli copies, with their length.
    if (brotli.headers['content-encoding'] === 'br' && brotli.headers['content-length'] !== undefined) {
      precompressed += 1;
      expect(Number(brotli.headers['content-length']), script).toBe(brotli.body.length);
      const head = await raw(url, CHROMIUM, 'HEAD');
      expect(head.headers['content-length'], script).toBe(brotli.headers['content-length']);
      expect(head.body.length, script).toBe(0);
    }
  }
  expect(precompressed, 'scripts sent from the build-time copies').toBeGreaterThan(3);
});
