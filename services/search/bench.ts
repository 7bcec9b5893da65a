import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { benchCatalogues, recordsOf, type BenchCatalogue } from './bench-catalogues';
import { representativeRequests, type BenchRequest } from './bench-queries';

/**
 * `npm run bench:search`: starts the search service on a free port for the demo catalogue and for the
 * 100,000-variant one, sends 200 representative requests (text, facets, facet and numeric filters, both
 * sort replicas, later pages) and prints p50/p95 of the service's processing time and of the whole HTTP
 * round trip. Targets: p95 under 5 ms (demo) and under 25 ms (100,000 variants). A missed target is
 * reported, not a failure; the exit code is non-zero only when the benchmark cannot run.
 *
 * Options: `--demo-only`, `--catalogue=path` (repeatable).
 */

const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
const START_TIMEOUT_MS = 180_000;
const WARM_UP_REQUESTS = 30;
const MEASURED_REQUESTS = 200;
const TARGET_P95_MS: Record<string, number> = { demo: 5, large: 25 };

interface SearchResult {
  processingTimeMS: number;
  processingTimingsMS?: { total: number };
  nbHits: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<Record<string, unknown>> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The search service exited with code ${child.exitCode} during start-up`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return (await response.json()) as Record<string, unknown>;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The search service did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function send(url: string, request: BenchRequest): Promise<{ result: SearchResult; roundTripMs: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY },
    body: JSON.stringify({ requests: [request] }),
  });
  const body = (await response.json()) as { results?: SearchResult[]; message?: string };
  const roundTripMs = performance.now() - started;
  if (!response.ok || !body.results?.[0])
    throw new Error(`Request failed with ${response.status}: ${body.message ?? 'no results'} (${JSON.stringify(request)})`);
  return { result: body.results[0], roundTripMs };
}

async function benchOne(catalogue: BenchCatalogue, target: number): Promise<void> {
  const path = await catalogue.path();
  const records = recordsOf(path);
  // Warm-up requests are other requests than the measured ones, so the measured ones meet cold caches
  // (apart from requests that happen to repeat, as real traffic does).
  const all = representativeRequests(records, WARM_UP_REQUESTS + MEASURED_REQUESTS);
  const warmUp = all.slice(0, WARM_UP_REQUESTS);
  const requests = all.slice(WARM_UP_REQUESTS);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  env.SEARCH_CATALOGUE = path;
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const health = await waitForHealth(url, child);
    const startMs = performance.now() - startedAt;
    for (const request of warmUp) await send(url, request);
    const processing: number[] = [];
    const roundTrips: number[] = [];
    let hits = 0;
    for (const request of requests) {
      const { result, roundTripMs } = await send(url, request);
      processing.push(result.processingTimingsMS?.total ?? result.processingTimeMS);
      roundTrips.push(roundTripMs);
      hits += result.nbHits;
    }
    processing.sort((a, b) => a - b);
    roundTrips.sort((a, b) => a - b);
    const p95 = percentile(processing, 95);
    const after = (await (await fetch(`${url}/health`)).json()) as Record<string, unknown>;
    console.log(
      `\n## ${catalogue.label}: ${String(health.records)} records, index built in ${String(health.buildMs)} ms, service ready in ${startMs.toFixed(0)} ms, ${String(after.memoryMb)} MB resident`,
    );
    console.log(`${requests.length} requests (${(hits / requests.length).toFixed(0)} hits on average)`);
    console.log(
      `processingTimeMS   p50 ${percentile(processing, 50).toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   max ${(processing.at(-1) ?? 0).toFixed(2)} ms`,
    );
    console.log(
      `HTTP round trip    p50 ${percentile(roundTrips, 50).toFixed(2)} ms   p95 ${percentile(roundTrips, 95).toFixed(2)} ms   max ${(roundTrips.at(-1) ?? 0).toFixed(2)} ms`,
    );
    console.log(`target: processing p95 under ${target} ms — ${p95 < target ? 'met' : 'MISSED'}`);
  } finally {
    child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const catalogues = benchCatalogues(process.argv.slice(2));
  for (const [position, catalogue] of catalogues.entries()) {
    const target = position === 0 && !process.argv.some((arg) => arg.startsWith('--catalogue=')) ? TARGET_P95_MS.demo : TARGET_P95_MS.large;
    await benchOne(catalogue, target as number);
  }
}

main().catch((error: unknown) => {
  console.error(`The search benchmark could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
