import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './security-helpers';

/**
 * What the storefront's server (Next's own, `next start`) sends to each Accept-Encoding: gzip to a browser
 * (Chromium asks for gzip, deflate, br and zstd; Next compresses with gzip only) and to a client that takes
 * only gzip, the plain bytes to one that takes none; the same content every time, with the security headers.
 * Brotli is the reverse proxy's (nginx in front, with the build's `.br` copies of the static files). HTTP
 * only, raw bytes as sent (no client that decodes for us).
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

const CHROMIUM = 'gzip, deflate, br, zstd';

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(url: string, acceptEncoding: string | null): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const outgoing = httpRequest(url, { headers }, (response) => {
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
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  expect(encoding, 'no other encoding').toBeUndefined();
  return response.body.toString('utf8');
}

test('pages and their scripts come gzipped to a browser and to a gzip-only client, plain otherwise, the same bytes each way', async ({
  request,
  baseURL,
}) => {
  const category = (await sitemapPaths(request, '0.8'))[1]!;
  for (const path of ['/', category, '/varukorg/', '/finns-inte-alls/']) {
    const url = new URL(path, baseURL).toString();
    const [browser, gzip, plain] = [await raw(url, CHROMIUM), await raw(url, 'gzip'), await raw(url, null)];
    expect([200, 404], path).toContain(browser.status);
    expect(browser.headers['content-encoding'], path).toBe('gzip');
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(browser.headers.vary, path).toMatch(/Accept-Encoding/i);
    expect(browser.headers['content-security-policy'], path).toMatch(/object-src 'none'/);
    const html = decoded(plain);
    expect(html, path).toMatch(/^<!DOCTYPE html>/i);
    expect(browser.body.length, path).toBeLessThan(Buffer.byteLength(html) / 3);
    // Cached pages are byte for byte the same; the basket and the 404 are rendered per request.
    if (path === '/' || path === category) {
      expect(decoded(browser), path).toBe(html);
      expect(decoded(gzip), path).toBe(html);
    } else {
      expect(decoded(browser), path).toMatch(/<\/html>$/);
      expect(decoded(gzip), path).toMatch(/<\/html>$/);
    }
  }

  const home = decoded(await raw(new URL('/', baseURL).toString(), null));
  const scripts = [...home.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  let compressed = 0;
  for (const script of scripts) {
    const url = new URL(script, baseURL).toString();
    const plain = await raw(url, null);
    const browser = await raw(url, CHROMIUM);
    expect(browser.status, script).toBe(200);
    expect(browser.headers['content-type'], script).toMatch(/^application\/javascript/);
    expect(browser.headers['cache-control'], script).toBe('public, max-age=31536000, immutable');
    expect(browser.headers['x-content-type-options'], script).toBe('nosniff');
    expect(decoded(browser), script).toBe(plain.body.toString('utf8'));
    if (browser.headers['content-encoding'] === 'gzip') compressed += 1;
  }
  // Next leaves answers under 1 KB uncompressed; the framework's scripts are all larger.
  expect(compressed, 'scripts sent gzipped').toBeGreaterThan(3);
});
