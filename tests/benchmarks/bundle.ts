import { request } from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium-path';
import { benchPages, BROWSER_ACCEPT_ENCODING, fetchPage, FLOOR_PATH, formatTable, REFERENCE_PATH, withBenchStack } from './bench-stack';

/**
 * First-load JavaScript (`npm run bench:bundle`): the scripts Chromium fetches for a page until its load event,
 * counted as their bodies arrived (gzip from `next start`, brotli from nginx in the cluster front), for the home page, a blog article, a category, a
 * product and the basket, against the floor measured in the same rounds: an empty App Router page of the same
 * Next version with one card-sized image (floor.ts). The shell page (app/bench-reference: the site's header,
 * footer and providers around an empty body) is a second line: what every page of the shop pays.
 *
 * Each page is loaded BENCH_BUNDLE_ROUNDS (3) times in rounds (floor, shell, pages, then again) in a fresh
 * browser context with a phone's screen (Lighthouse's mobile one); the median is printed with the range.
 * Budgets over the floor: home, article, product and basket 15 KiB, listing pages 40 KiB. Exit code 1 over
 * budget, or when any request of a page fails (4xx/5xx or a failed load).
 *
 * Printed beside it: each page's document as sent (compressed body, status line and headers), beside the
 * 14,600 bytes a new TCP connection delivers in its first round trip (an initial congestion window of ten
 * 1,460-byte segments, as in Lighthouse's network simulation): a document over it costs every page view on a
 * slow connection one more round trip before anything can be drawn. Printed, not a budget.
 *
 * BENCH_FRONT=cluster (or `-- --front cluster`) measures through the production front, nginx with brotli, with
 * the floor behind an nginx of the same configuration (bench-front.ts); the front is printed with the figures.
 *
 * `-- --scripts` (or BENCH_BUNDLE_SCRIPTS=1) also lists the scripts of each page's last round, largest first: the
 * floor's and the shell's all, the other pages' those the shell does not fetch.
 */

const KIB = 1024;
const FIRST_ROUND_TRIP = 10 * 1460;
const BUDGET_CONTENT = 15 * KIB;
const BUDGET_LISTING = 40 * KIB;
const ROUNDS = Number(process.env.BENCH_BUNDLE_ROUNDS) || 3;
const LIST_SCRIPTS = process.argv.includes('--scripts') || process.env.BENCH_BUNDLE_SCRIPTS === '1';

interface Target {
  name: string;
  base: string;
  path: string;
  budget: number | null;
}

interface Load {
  scripts: number;
  bytes: number;
  failed: string[];
  /** Each script's path and bytes as sent. */
  files: { path: string; bytes: number }[];
}

/** One cold load of a page: the scripts that finished before the load event, and every failed request. */
async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const finished: Promise<{ path: string; bytes: number }>[] = [];
  const failed: string[] = [];
  let loaded = false;
  page.on('requestfinished', (finishedRequest) => {
    if (loaded || finishedRequest.resourceType() !== 'script') return;
    const path = new URL(finishedRequest.url()).pathname;
    finished.push(finishedRequest.sizes().then((sizes) => ({ path, bytes: sizes.responseBodySize })));
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (failedRequest) => failed.push(`${failedRequest.failure()?.errorText ?? 'failed'} ${failedRequest.url()}`));
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
    const files = await Promise.all(finished);
    // Requests a page makes soon after the load (lazy chunks, images) count as failures too when they fail.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return { scripts: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0), failed: [...failed], files };
  } finally {
    await context.close();
  }
}

/** A page's document as a browser gets it (Chromium's Accept-Encoding): compressed body plus status line and headers. */
function documentBytes(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (response) => {
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kib(Math.abs(bytes))}`;

await withBenchStack(
  async (stack, floor, front) => {
    const pages = await benchPages(stack.url);
    const targets: Target[] = [
      { name: 'floor (empty Next page)', base: floor!.url, path: FLOOR_PATH, budget: null },
      { name: 'shell (bench-reference)', base: stack.url, path: REFERENCE_PATH, budget: null },
      { name: 'home', base: stack.url, path: pages.home, budget: BUDGET_CONTENT },
      { name: 'blog article', base: stack.url, path: pages.article, budget: BUDGET_CONTENT },
      { name: 'category (listing)', base: stack.url, path: pages.category, budget: BUDGET_LISTING },
      { name: 'product', base: stack.url, path: pages.product, budget: BUDGET_CONTENT },
      { name: 'basket', base: stack.url, path: pages.basket, budget: BUDGET_CONTENT },
    ];
    // Each page is rendered once, then loaded once unmeasured, before the rounds: no measured load waits for a
    // first render or an image's first optimisation (either can outlast nginx's read timeout through the
    // cluster front on a loaded machine).
    for (const target of targets) await (await fetchPage(new URL(target.path, target.base))).arrayBuffer();
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const loads = new Map(targets.map((target) => [target, [] as Load[]]));
    try {
      for (const target of targets) await load(browser, new URL(target.path, target.base).toString());
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const target of targets) loads.get(target)!.push(await load(browser, new URL(target.path, target.base).toString()));
      }
    } finally {
      await browser.close();
    }
    const floorBytes = median(loads.get(targets[0]!)!.map((run) => run.bytes));
    let over = 0;
    const failures: string[] = [];
    const rows: string[][] = [];
    for (const target of targets) {
      const runs = loads.get(target)!;
      const bytes = median(runs.map((run) => run.bytes));
      const difference = bytes - floorBytes;
      const verdict = target.budget === null ? '' : difference <= target.budget ? 'ok' : 'OVER';
      if (verdict === 'OVER') over += 1;
      for (const failure of new Set(runs.flatMap((run) => run.failed))) failures.push(`${target.name} ${target.path}: ${failure}`);
      const document = await documentBytes(new URL(target.path, target.base));
      const low = Math.min(...runs.map((run) => run.bytes));
      const high = Math.max(...runs.map((run) => run.bytes));
      rows.push([
        target.name,
        target.path,
        String(median(runs.map((run) => run.scripts))),
        kib(bytes),
        low === high ? '' : `${kib(low)}–${kib(high)}`,
        target === targets[0] ? '' : signed(difference),
        target.budget === null ? '' : `+${kib(target.budget)}`,
        verdict,
        document.toLocaleString('en-GB'),
        document <= FIRST_ROUND_TRIP ? 'yes' : 'no',
        String(new Set(runs.flatMap((run) => run.failed)).size),
      ]);
    }
    console.log(
      `\nFirst-load JavaScript: scripts Chromium fetched until the load event, bytes as sent (median of ${ROUNDS} rounds), shop ${stack.url}, floor ${floor!.url}\nFront: ${front}\n`,
    );
    const headings = ['page', 'path', 'scripts', 'as sent', 'range', 'over the floor', 'budget', '', 'document as sent', `in ${FIRST_ROUND_TRIP} B`, 'failed requests'];
    console.log(formatTable(headings, rows));
    if (LIST_SCRIPTS) {
      // The floor is another build (other chunk names): the floor and the shell are listed whole, the pages
      // by what they fetch beyond the shell.
      const lastFiles = (target: Target) => loads.get(target)!.at(-1)!.files;
      const shellFiles = new Set(lastFiles(targets[1]!).map((file) => file.path));
      for (const [index, target] of targets.entries()) {
        const own = lastFiles(target).filter((file) => index < 2 || !shellFiles.has(file.path)).sort((a, b) => b.bytes - a.bytes);
        console.log(`\n${target.name} (${target.path})${index < 2 ? '' : ', beyond the shell'}:`);
        for (const file of own) console.log(`  ${kib(file.bytes).padStart(9)}  ${file.path}`);
      }
    }
    if (failures.length > 0) console.log(`\nFailed requests:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    console.log(over === 0 ? '\nEvery page is within its budget.' : `\n${over} page(s) over budget.`);
    return over === 0 && failures.length === 0 ? 0 : 1;
  },
  { floor: true },
);
