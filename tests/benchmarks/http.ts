import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { benchPages, BROWSER_ACCEPT_ENCODING, formatTable, REFERENCE_PATH, withBenchStack } from './bench-stack';

/**
 * HTTP throughput of the cached pages (`npm run bench:http`): requests per second and p50/p99 latency with
 * autocannon (BENCH_HTTP_SECONDS 10 s, BENCH_HTTP_CONNECTIONS 50 connections, after a BENCH_HTTP_WARM_UP_SECONDS
 * 3 s warm-up per page) for the home page, a category, a product and a blog article, each as a ratio to the
 * reference page (the shell alone, app/bench-reference, served from the same cache by the same server in the
 * same run). Requests ask for the encodings Chromium asks for (Next answers with gzip). The target is a throughput ratio of at least 0.7; exit
 * code 1 when a request failed, and also when a page misses the target with BENCH_STRICT=1. The client runs
 * on the same machine as the server: compare ratios, not absolute figures, across machines.
 */

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS) || 50;
const WARM_UP_SECONDS = Number(process.env.BENCH_HTTP_WARM_UP_SECONDS) || 3;
const TARGET_RATIO = 0.7;
const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' };

interface Figure {
  name: string;
  path: string;
  cache: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

function run(url: string, duration: number, connections: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function warmUp(baseUrl: string, path: string): Promise<void> {
  const url = new URL(path, baseUrl).toString();
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${path}: HTTP ${first.status}`);
  await first.arrayBuffer();
  await run(url, WARM_UP_SECONDS, 10);
}

async function measure(baseUrl: string, name: string, path: string): Promise<Figure> {
  const url = new URL(path, baseUrl).toString();
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  const cache = probe.headers.get('x-nextjs-cache') ?? (probe.headers.get('cache-control')?.includes('s-maxage') ? 'static' : 'none');
  const result = await run(url, SECONDS, CONNECTIONS);
  console.error(`[bench] ${name}: ${result.requests.average.toFixed(0)} req/s`);
  return {
    name,
    path,
    cache,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx,
  };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

await withBenchStack(async (stack, _floor, front) => {
  const pages = await benchPages(stack.url);
  const targets = [
    { name: 'home', path: pages.home },
    { name: 'category', path: pages.category },
    { name: 'product', path: pages.product },
    { name: 'blog article', path: pages.article },
  ];
  // Every page warmed up first (caches filled, code optimised), then the reference before and after the
  // pages: the ratios use the mean of both, so a machine that gets busier or quieter meanwhile skews less.
  for (const path of [REFERENCE_PATH, ...targets.map((target) => target.path)]) await warmUp(stack.url, path);
  const loadBefore = loadAverage();
  const before = await measure(stack.url, 'reference (shell only), before', REFERENCE_PATH);
  const figures: Figure[] = [];
  for (const target of targets) figures.push(await measure(stack.url, target.name, target.path));
  const after = await measure(stack.url, 'reference (shell only), after', REFERENCE_PATH);
  const loadAfter = loadAverage();
  const referenceRps = (before.rps + after.rps) / 2;
  let missed = 0;
  let failed = 0;
  const rows = [before, ...figures, after].map((figure) => {
    const isReference = figure === before || figure === after;
    const ratio = figure.rps / referenceRps;
    if (!isReference && ratio < TARGET_RATIO) missed += 1;
    failed += figure.failed;
    return [
      figure.name,
      figure.path,
      figure.cache,
      figure.rps.toFixed(0),
      ratio.toFixed(2),
      `${figure.p50} ms`,
      `${figure.p99} ms`,
      isReference ? '' : ratio >= TARGET_RATIO ? 'ok' : `below ${TARGET_RATIO}`,
      String(figure.failed),
    ];
  });
  console.log(
    `\nHTTP, ${CONNECTIONS} connections for ${SECONDS} s per page after ${WARM_UP_SECONDS} s of warm-up, ${stack.url}\nFront: ${front}`,
  );
  console.log(
    `Ratios to the mean of the two reference runs (${referenceRps.toFixed(0)} req/s). Load average before ${loadBefore}, after ${loadAfter} (${cpus().length} cores).\n`,
  );
  console.log(formatTable(['page', 'path', 'cache', 'req/s', 'ratio', 'p50', 'p99', 'target', 'failed'], rows));
  if (failed > 0) console.log(`\n${failed} request(s) failed.`);
  if (missed > 0) console.log(`\n${missed} page(s) below a throughput ratio of ${TARGET_RATIO}.`);
  return failed > 0 || (missed > 0 && process.env.BENCH_STRICT === '1') ? 1 : 0;
});
