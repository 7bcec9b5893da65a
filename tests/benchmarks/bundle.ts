import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { benchPages, BROWSER_ACCEPT_ENCODING, formatTable, REFERENCE_PATH, withBenchStack } from './bench-stack';

/**
 * First-load JavaScript (`npm run bench:bundle`): the gzip size of the scripts a page's server HTML makes
 * the browser load (`<script src>` without `nomodule`, and `<link rel="preload|modulepreload" as="script">`),
 * for the home page, a category, a product and the basket, each beside the reference page of the same build
 * (the shell alone, app/bench-reference). Budgets over the reference: content and product pages 20 KiB,
 * listing pages 75 KiB. Exit code 1 over budget. Builds first when the bench build is missing or stale.
 *
 * Printed beside it: the same scripts as the server sends them to a browser that asks for what Chromium asks
 * for (Next's server: gzip), and each page's document as sent (compressed body, status line and headers), beside
 * the 14,600 bytes a new TCP connection delivers in its first round trip (an initial congestion window of ten
 * 1,460-byte segments, as in Lighthouse's network simulation): a document over it costs every page view on a
 * slow connection one more round trip before anything can be drawn. Printed, not a budget: the size depends on
 * the content.
 */

const KIB = 1024;
const FIRST_ROUND_TRIP = 10 * 1460;
const BUDGET_CONTENT = 20 * KIB;
const BUDGET_LISTING = 75 * KIB;

/** Script URLs a page's HTML loads, in order, without duplicates. */
function scriptUrls(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const src = /\ssrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src && !/\snomodule\b/i.test(attributes)) urls.push(src);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const href = /\shref="([^"]+)"/i.exec(attributes)?.[1];
    if (href && /\srel="(preload|modulepreload)"/i.test(attributes) && /\sas="script"/i.test(attributes)) urls.push(href);
    else if (href && /\srel="modulepreload"/i.test(attributes)) urls.push(href);
  }
  return [...new Set(urls.map((url) => url.replace(/&amp;/g, '&')))];
}

const gzipSizes = new Map<string, number | null>();

/**
 * The gzip -9 size of a script, or null when the server has no such file: Turbopack (Next 16.4) can name a chunk
 * it never emitted in a dynamic component's preload (vercel/next.js#85803); the browser loads nothing for it.
 */
async function gzipSize(baseUrl: string, url: string): Promise<number | null> {
  const absolute = new URL(url, baseUrl).toString();
  const known = gzipSizes.get(absolute);
  if (known !== undefined) return known;
  const response = await fetch(absolute);
  if (response.status === 404 && /^\/_next\/static\//.test(new URL(absolute).pathname)) {
    await response.arrayBuffer();
    gzipSizes.set(absolute, null);
    return null;
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  gzipSizes.set(absolute, size);
  return size;
}

/**
 * One answer as a browser gets it (Chromium's Accept-Encoding): the compressed body's bytes and the bytes of
 * the status line and headers.
 */
function transfer(url: URL): Promise<{ head: number; body: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
      let head = Buffer.byteLength(`HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`);
      for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
        head += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
      }
      let body = 0;
      response.on('data', (chunk: Buffer) => (body += chunk.length));
      response.on('end', () => resolve({ head, body }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

interface PageFigure {
  name: string;
  path: string;
  scripts: number;
  /** Scripts the HTML names that the server does not have (preloads of chunks never emitted). */
  missing: number;
  bytes: number;
  /** The scripts' bodies as the server sends them to a browser (Next's server: gzip). */
  sentBytes: number;
  budget: number | null;
  documentBytes: number;
}

async function measure(baseUrl: string, name: string, path: string, budget: number | null): Promise<PageFigure> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const urls = scriptUrls(await response.text());
  let bytes = 0;
  let sentBytes = 0;
  let missing = 0;
  for (const url of urls) {
    const size = await gzipSize(baseUrl, url);
    if (size === null) {
      missing += 1;
      continue;
    }
    bytes += size;
    sentBytes += (await transfer(new URL(url, baseUrl))).body;
  }
  const document = await transfer(new URL(path, baseUrl));
  return { name, path, scripts: urls.length - missing, missing, bytes, sentBytes, budget, documentBytes: document.head + document.body };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

await withBenchStack(async (stack) => {
  const pages = await benchPages(stack.url);
  const reference = await measure(stack.url, 'reference (shell only)', REFERENCE_PATH, null);
  const figures = [
    await measure(stack.url, 'home', pages.home, BUDGET_CONTENT),
    await measure(stack.url, 'category (listing)', pages.category, BUDGET_LISTING),
    await measure(stack.url, 'product', pages.product, BUDGET_CONTENT),
    await measure(stack.url, 'basket', pages.basket, BUDGET_CONTENT),
  ];
  let over = 0;
  const rows = [reference, ...figures].map((figure) => {
    const difference = figure.bytes - reference.bytes;
    const verdict = figure.budget === null ? '' : difference <= figure.budget ? 'ok' : 'OVER';
    if (verdict === 'OVER') over += 1;
    return [
      figure.name,
      figure.path,
      figure.missing > 0 ? `${figure.scripts} (+${figure.missing} missing)` : String(figure.scripts),
      kib(figure.bytes),
      figure === reference ? '' : `${difference >= 0 ? '+' : ''}${kib(difference)}`,
      figure.budget === null ? '' : `+${kib(figure.budget)}`,
      verdict,
      kib(figure.sentBytes),
      figure.documentBytes.toLocaleString('en-GB'),
      figure.documentBytes <= FIRST_ROUND_TRIP ? 'yes' : 'no',
    ];
  });
  console.log(`\nFirst-load JavaScript (gzip -9 of the scripts in the server HTML), ${stack.url}\n`);
  const headings = [
    'page',
    'path',
    'scripts',
    'gzip',
    'vs reference',
    'budget',
    '',
    'scripts as sent',
    'document as sent',
    `in ${FIRST_ROUND_TRIP} B`,
  ];
  console.log(formatTable(headings, rows));
  console.log(over === 0 ? '\nEvery page is within its budget.' : `\n${over} page(s) over budget.`);
  return over === 0 ? 0 : 1;
});
