import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack, type Stack } from '../../services/launcher/stack';
import { benchFront, FRONT_LABELS, startClusterFront, startFloorFront } from './bench-front';
import { fetchPage } from './fetch-page';
import { cardImageUrl, startFloor, type Floor } from './floor';

export { fetchPage } from './fetch-page';

/**
 * The benchmarks' own production stack (`npm run bench:bundle`, `bench:http`, `bench:lighthouse`): the
 * local services, a production build in a folder of its own (reused while its fingerprint is current) and
 * Next's own server (`next start`, as in the demo), on ports of their own so a running demo or test run is
 * never disturbed.
 * BENCH_PORT (3500), BENCH_SERVICES_PORT_BASE (8300) and BENCH_DIST_DIR (.next-bench) move them. With
 * BENCH_FRONT=cluster (or `--front cluster`), the production front is started instead (bench-front.ts). With
 * BENCH_SHOP_URL and BENCH_FLOOR_URL, a shop and a floor already running are measured instead (nothing is
 * started or stopped; BENCH_FRONT then only names what is running).
 */

export const root = fileURLToPath(new URL('../..', import.meta.url));

export const benchPort = Number(process.env.BENCH_PORT) || 3500;
export const benchServicesPortBase = Number(process.env.BENCH_SERVICES_PORT_BASE) || 8300;
export const benchDistDir = process.env.BENCH_DIST_DIR || '.next-bench';

/** What Chromium sends as Accept-Encoding: the benchmarks ask for what a browser asks for. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The page with the shell and nothing else (app/bench-reference): the baseline every page is measured against. */
export const REFERENCE_PATH = '/bench-reference/';

export function benchEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(benchPort),
    LOCAL_SERVICES_PORT_BASE: String(benchServicesPortBase),
    NEXT_DIST_DIR: benchDistDir,
    GLANS_DATA_DIR: join('.data', `bench-${benchPort}`),
    // The stack's own URL, whatever SITE_URL the shell has.
    SITE_URL: '',
  };
}

/** Starts the stack (building when the build is missing or stale); prints the launcher's lines to stderr. */
export async function startBenchStack(): Promise<Stack> {
  const started = Date.now();
  const stack = await startStack('production', { root, env: benchEnv(), log: (message) => console.error(message) });
  console.error(
    `[bench] Stack ready at ${stack.url} after ${((Date.now() - started) / 1000).toFixed(0)} s (build folder ${benchDistDir}).`,
  );
  return stack;
}

/** The floor's path: its one page. */
export const FLOOR_PATH = '/';

/**
 * Runs a benchmark against a fresh stack of the chosen front (bench-front.ts) and always stops the stack; exits
 * with the benchmark's code. With `floor`, the floor app (floor.ts: an empty Next page with one card-sized image)
 * is started beside it, behind the same front, and given to the benchmark. The benchmark also gets the front's
 * description, to print with its figures.
 */
export async function withBenchStack(
  benchmark: (stack: Stack, floor: Floor | undefined, front: string) => Promise<number>,
  options: { floor?: boolean } = {},
): Promise<never> {
  let stack: Stack | undefined;
  let floor: Floor | undefined;
  let code = 1;
  const stop = async () => {
    await floor?.stop();
    await stack?.stop();
    stack = undefined;
    floor = undefined;
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void stop().finally(() => process.exit(143)));
  try {
    const front = benchFront();
    const running = runningStack();
    if (running) {
      code = await benchmark(running.stack, running.floor, `${FRONT_LABELS[front]}, already running (BENCH_SHOP_URL)`);
      return process.exit(code);
    }
    const log = (message: string) => console.error(message);
    const cluster = front === 'cluster' ? await startClusterFront(root) : undefined;
    stack = cluster ?? (await startBenchStack());
    if (options.floor) {
      // The card image of the measured category's first card, or of the first category in the sitemap that shows cards.
      const { category } = await benchPages(stack.url);
      let imageUrl: string | null = null;
      for (const path of [category, ...(await sitemapPaths(stack.url, '0.8'))]) {
        imageUrl = cardImageUrl(await (await fetchPage(new URL(path, stack.url))).text(), stack.url);
        if (imageUrl) break;
      }
      if (!imageUrl) throw new Error("No listing page has a card image for the floor's image.");
      floor = cluster ? await startFloorFront(root, imageUrl, cluster, log) : await startFloor(root, imageUrl, log);
      console.error(`[bench] Floor ready at ${floor.url}.`);
    }
    console.error(`[bench] Front: ${FRONT_LABELS[front]}.`);
    const died = Promise.race([stack.died, floor?.died ?? new Promise<number>(() => {})]).then((exitCode) => {
      throw new Error(`A part of the stack stopped during the benchmark (exit code ${exitCode})`);
    });
    code = await Promise.race([benchmark(stack, floor, FRONT_LABELS[front]), died]);
  } catch (error) {
    console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
    code = 1;
  } finally {
    await stop();
  }
  process.exit(code);
}

/**
 * A stack and floor already running (BENCH_SHOP_URL and BENCH_FLOOR_URL, e.g. another benchmark's or a demo's):
 * measured as they are, neither started nor stopped.
 */
function runningStack(): { stack: Stack; floor: Floor } | null {
  const shop = process.env.BENCH_SHOP_URL;
  const floorUrl = process.env.BENCH_FLOOR_URL;
  if (!shop || !floorUrl) return null;
  const never = new Promise<number>(() => {});
  const stop = async () => {};
  return { stack: { config: undefined as never, url: shop.replace(/\/$/, ''), stop, died: never }, floor: { url: floorUrl.replace(/\/$/, ''), stop, died: never } };
}

/** Product paths from the sitemap (priority 0.6), so the benchmarks follow the catalogue, whatever it holds. */
export async function sitemapPaths(baseUrl: string, priority: string): Promise<string[]> {
  const response = await fetchPage(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`${baseUrl}/sitemap.xml: HTTP ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1] ?? '')
    .filter((block) => block.includes(`<priority>${priority}</priority>`))
    .map((block) => new URL(/<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '/').pathname);
}

export interface BenchPages {
  home: string;
  category: string;
  product: string;
  basket: string;
  article: string;
}

/**
 * The pages the benchmarks measure: the home page, a top-level category with sub-categories (a listing
 * page), the first product family of the sitemap, the basket and the newest blog article. BENCH_CATEGORY and
 * BENCH_PRODUCT choose others.
 */
export async function benchPages(baseUrl: string): Promise<BenchPages> {
  const products = await sitemapPaths(baseUrl, '0.6');
  const product = process.env.BENCH_PRODUCT || products[0];
  if (!product) throw new Error('The sitemap lists no product page.');
  const blog = await (await fetchPage(`${baseUrl}/blogg/`)).text();
  const article = /href="(\/blogg\/[a-z0-9-]+\/)"/.exec(blog)?.[1];
  if (!article) throw new Error('The blog listing links no article.');
  return { home: '/', category: process.env.BENCH_CATEGORY || '/ringar/', product, basket: '/varukorg/', article };
}

export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width, index) => (index === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
