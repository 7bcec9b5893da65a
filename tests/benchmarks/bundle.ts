import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { benchPages, formatTable, REFERENCE_PATH, withBenchStack } from './bench-stack';

/**
 * First-load JavaScript (`npm run bench:bundle`): the gzip size of the scripts a page's server HTML makes
 * the browser load (`<script src>` without `nomodule`, and `<link rel="preload|modulepreload" as="script">`),
 * for the home page, a category, a product and the basket, each beside the reference page of the same build
 * (the shell alone, app/bench-reference). Budgets over the reference: content and product pages 20 KiB,
 * listing pages 75 KiB. Exit code 1 over budget. Builds first when the bench build is missing or stale.
 *
 * Each page's document is measured too, as the server sends it (gzip body, status line and headers), beside
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

const gzipSizes = new Map<string, number>();

async function gzipSize(baseUrl: string, url: string): Promise<number> {
  const absolute = new URL(url, baseUrl).toString();
  const known = gzipSizes.get(absolute);
  if (known !== undefined) return known;
  const response = await fetch(absolute);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  gzipSizes.set(absolute, size);
  return size;
}

/** The page's document as a browser gets it: the gzip body plus the status line and headers. */
function documentBytes(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = Buffer.byteLength(`HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`);
      for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
        bytes += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
      }
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
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
  bytes: number;
  budget: number | null;
  documentBytes: number;
}

async function measure(baseUrl: string, name: string, path: string, budget: number | null): Promise<PageFigure> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const urls = scriptUrls(await response.text());
  let bytes = 0;
  for (const url of urls) bytes += await gzipSize(baseUrl, url);
  return { name, path, scripts: urls.length, bytes, budget, documentBytes: await documentBytes(new URL(path, baseUrl)) };
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
      String(figure.scripts),
      kib(figure.bytes),
      figure === reference ? '' : `${difference >= 0 ? '+' : ''}${kib(difference)}`,
      figure.budget === null ? '' : `+${kib(figure.budget)}`,
      verdict,
      figure.documentBytes.toLocaleString('en-GB'),
      figure.documentBytes <= FIRST_ROUND_TRIP ? 'yes' : 'no',
    ];
  });
  console.log(`\nFirst-load JavaScript (gzip -9 of the scripts in the server HTML), ${stack.url}\n`);
  const headings = ['page', 'path', 'scripts', 'gzip', 'vs reference', 'budget', '', 'document bytes', `in ${FIRST_ROUND_TRIP} B`];
  console.log(formatTable(headings, rows));
  console.log(over === 0 ? '\nEvery page is within its budget.' : `\n${over} page(s) over budget.`);
  return over === 0 ? 0 : 1;
});
