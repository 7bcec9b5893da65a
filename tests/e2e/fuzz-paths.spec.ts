import { Agent, request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './security-helpers';
import { MAX_QUERY_PARAMETERS, queryParts } from '../../lib/security/address-bounds';
import { Random } from '../../services/seed/random';

/**
 * Bad input to the storefront (issue 8): at least 2,000 generated request targets — percent-escapes (`%`,
 * `%A0`, `%2F`, `%00`, broken UTF-8), `..` and `.` segments, 10,000-character paths, unicode and emoji,
 * three and more segments, odd `variantId`s, query strings up to 100 KB and more query parameters than the
 * storefront reads — sent as raw HTTP (no client normalises them first). Every answer is 200, 3xx, 400 or 404
 * within 2 seconds, and the server stays up; an address over the bounds of abuse (issue 42) gets its refusal
 * instead, as quickly.
 *
 * A request whose head is over Node's 16 KB limit (the launcher keeps Node's default) gets Node's 431 before
 * Next reads it; an address with more query parameters than the storefront's own gets the proxy's 414
 * (lib/security/address-bounds.ts). Node closes the connection after such a 431, and after the 400 it gives a
 * request line with a byte HTTP does not allow (a raw space, control character or non-ASCII letter); a client
 * still sending a long request may see the connection reset before it reads the answer. That reset is
 * accepted for such requests only.
 * Answers are read with a browser's tolerance for large response headers (a 10,000-character path's
 * trailing-slash redirect carries it twice, in Location and Refresh).
 *
 * Reproducible: FUZZ_SEED=<n> replays a run; the seed is printed with every failure.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const COUNT = Number(process.env.FUZZ_PATHS ?? 2_000);
const CONCURRENCY = 2;
const LIMIT_MS = 2_000;
/** Node's default limit on a request's head; a target this close to it may be refused (the headers count too). */
const NODE_HEAD_LIMIT = 16 * 1024;
const HEADERS_ROOM = 1_024;

const ESCAPES = [
  '%',
  '%A0',
  '%2F',
  '%2f',
  '%00',
  '%25',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%2E%2E',
  '%5C',
  '%0A',
  '%0D%0A',
  '%3F',
  '%23',
  '%u0041',
];
const UNICODE = ['ringar', 'örhängen', 'smörgåsbord', '💍', '👩‍👩‍👧', '日本語', 'עברית', 'ﷺ', 'Ω≈ç√', 'e\u0301', '\u200b', '\ufeff', 'İ', 'ß'];
const ODD = [
  '..',
  '.',
  '...',
  '',
  ';',
  '@',
  ':',
  "'",
  '"',
  '<script>alert(1)</script>',
  '\\',
  '~',
  '$',
  '*',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '|',
  '^',
  '`',
  '!',
];

class Generator extends Random {
  constructor(
    seed: number,
    private readonly realPaths: string[],
  ) {
    super(seed);
  }
  /** Percent-encodes as a browser would, sometimes leaving Latin-1 bytes raw (invalid UTF-8 on the wire). */
  encode(text: string): string {
    const style = this.int(0, 5);
    if (style === 0)
      return [...text].map((char) => (char.charCodeAt(0) <= 0xff && char.charCodeAt(0) > 0x20 ? char : encodeURIComponent(char))).join('');
    return encodeURI(text).replace(/%25([0-9A-Fa-f]{2})/g, '%$1');
  }
  segment(): string {
    switch (this.int(0, 7)) {
      case 0:
        return this.pick(ESCAPES);
      case 1:
        return this.encode(this.pick(UNICODE));
      case 2:
        return this.encode(this.pick(ODD));
      case 3:
        return `${this.pick(['ringar', 'kassa', 'varukorg', 'blogg'])}${this.pick(ESCAPES)}${this.encode(this.pick(UNICODE))}`;
      case 4: {
        const real = this.pick(this.realPaths).split('/').filter(Boolean);
        return real.length > 0 ? this.pick(real) : 'ringar';
      }
      case 5:
        return Array.from({ length: this.int(1, 12) }, () => this.pick([...'abcdefghijklmnopqrstuvwxyz0123456789-_'])).join('');
      case 6:
        return this.pick(['..', '.', '%2e%2e', '.%2e', '..%2f..', '..%5c']);
      default:
        return this.pick(['ringar', 'marken', 'api', '_next', 'media', 'product-variant', 'sitemap.xml', 'robots.txt']);
    }
  }
  query(): string {
    switch (this.int(0, 9)) {
      case 0:
        return '';
      case 1:
        return `?variantId=${this.pick(['1', '0', '-1', '999999999999', '9999999999999999999999', 'abc', '%00', '1e9', '', '1&variantId=2', '%F0%9F%92%8D'])}`;
      case 2:
        return `?q=${'x'.repeat(this.pick([100, 1_000, 8_000]))}`;
      case 3:
        return `?${this.pick(['a=%', 'a=%zz', '%=%', '&&&', '=', '?', 'a[]=1&a[]=2', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '_rsc=abc', 'page=-1', 'page=99999999999', Array.from({ length: this.pick([MAX_QUERY_PARAMETERS, MAX_QUERY_PARAMETERS + 1, 2_000]) }, () => 'a').join('&')])}`;
      case 4:
        // 100 KB query strings.
        return `?${this.pick(['q', 'variantId', 'x'])}=${this.pick(['a', '%41', 'ö'].map(encodeURIComponent))}`.padEnd(100 * 1024, 'a');
      default:
        return this.int(0, 1) === 0 ? '' : `?${this.segment()}=${this.segment()}`;
    }
  }
  target(): string {
    const shape = this.int(0, 9);
    let path: string;
    if (shape === 0) {
      // 10,000-character paths.
      const piece = this.segment() || 'a';
      path = `/${Array.from({ length: Math.ceil(10_000 / (piece.length + 1)) }, () => piece).join('/')}`.slice(0, 10_000);
    } else if (shape === 1) {
      path = `/${Array.from({ length: this.int(3, 12) }, () => this.segment()).join('/')}/`;
    } else if (shape === 2) {
      path = this.pick(this.realPaths) + this.pick(['', '..', '../..', '%2e%2e/', '/./', '//', `${this.segment()}/`]);
    } else {
      path = `/${Array.from({ length: this.int(1, 2) }, () => this.segment()).join('/')}${this.pick(['/', ''])}`;
    }
    if (!path.startsWith('/')) path = `/${path}`;
    // Node refuses to send characters outside \x21-\xff in a request target; a browser would escape them.
    path = path.replace(/[^\x21-\xff]/g, (char) => encodeURIComponent(char));
    return path + this.query();
  }
}

interface Result {
  target: string;
  status: number;
  ms: number;
  error?: string;
}

function send(agent: Agent, port: number, target: string): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: 'localhost', port, path: target, method: 'GET', agent, maxHeaderSize: 256 * 1024, headers: { accept: 'text/html' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ target, status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', (error) => resolve({ target, status: 0, ms: performance.now() - started, error: error.message }));
      },
    );
    req.setTimeout(LIMIT_MS * 5, () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', (error) => resolve({ target, status: 0, ms: performance.now() - started, error: error.message }));
    req.end();
  });
}

test(`${COUNT} generated paths: 200, 3xx, 400 or 404 within 2 s each, and the server stays up`, async ({ request }, testInfo) => {
  test.setTimeout(600_000);
  const baseURL = testInfo.project.use.baseURL!;
  const port = Number(new URL(baseURL).port);
  const realPaths = [
    '/',
    '/varukorg/',
    '/kassa/',
    ...(await sitemapPaths(request, '0.8')).slice(0, 20),
    ...(await sitemapPaths(request, '0.6')).slice(0, 20),
  ];
  const generator = new Generator(SEED, realPaths);
  const targets = Array.from({ length: COUNT }, () => generator.target());
  // The listed cases are always in, whatever the seed draws.
  targets.push(
    '/%',
    '/%A0/',
    '/%2F/',
    '/%00/',
    '/..',
    '/../../etc/passwd',
    '/ringar/../kassa/',
    `/${'a'.repeat(10_000)}`,
    '/%F0%9F%92%8D/',
    '/a/b/c/',
    `/?q=${'a'.repeat(100 * 1024)}`,
  );

  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const results: Result[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < targets.length) {
        const target = targets[next++]!;
        results.push(await send(agent, port, target));
      }
    }),
  );
  agent.destroy();

  const failures = results.filter((result) => {
    const overHead = result.target.length > NODE_HEAD_LIMIT - HEADERS_ROOM;
    const refusedByParser = (overHead || /[^\x21-\x7e]/.test(result.target)) && /ECONNRESET|EPIPE/.test(result.error ?? '');
    const search = result.target.includes('?') ? result.target.slice(result.target.indexOf('?')) : '';
    const allowed =
      result.status === 200 ||
      result.status === 400 ||
      result.status === 404 ||
      (result.status >= 300 && result.status < 400) ||
      (result.status === 431 && overHead) ||
      (result.status === 414 && queryParts(search) > MAX_QUERY_PARAMETERS) ||
      refusedByParser;
    return !allowed || result.ms > LIMIT_MS;
  });
  const byStatus = new Map<number, number>();
  for (const result of results) byStatus.set(result.status, (byStatus.get(result.status) ?? 0) + 1);
  const slowest = results.reduce((max, result) => Math.max(max, result.ms), 0);
  const summary = `FUZZ_SEED=${SEED}: ${results.length} requests, statuses ${JSON.stringify(Object.fromEntries(byStatus))}, slowest ${Math.round(slowest)} ms`;
  testInfo.annotations.push({ type: 'fuzz', description: summary });
  console.log(`[fuzz] ${summary}`);
  expect(
    failures.map(
      (failure) =>
        `${failure.status}${failure.error ? ` (${failure.error})` : ''} in ${Math.round(failure.ms)} ms: ${failure.target.slice(0, 200)}`,
    ),
    summary,
  ).toEqual([]);
  expect(results.length).toBeGreaterThanOrEqual(2_000);

  // Still up, and still serving pages.
  expect((await request.get('/api/health/')).status()).toBe(200);
  expect((await request.get('/')).status()).toBe(200);
});
