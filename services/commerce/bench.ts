import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Basket, BasketIdentity, StockInformation } from '../../lib/commerce/types';
import { startPostgres, type PostgresServer } from '../launcher/postgres';
import { ensureCatalogue } from '../seed/ensure';
import { loadCommerceCatalogue } from './catalogue-source';

/**
 * Commerce latency benchmark (`npm run bench:commerce`): starts its own commerce service on a free port
 * with a temporary data folder, then 20 concurrent shoppers each alternate add-to-basket
 * (`POST /Basket/changequantity`, over five variants each, so a basket holds up to five lines) and basket
 * load (`GET /Basket`), after an unmeasured warm-up. Prints p50/p95/p99 per operation, the throughput and the
 * service's CPU time per request; the target is p95 under 30 ms. Exit code 1 when a request failed, or
 * when the target is missed with BENCH_STRICT=1. Options: BENCH_SHOPPERS (20), BENCH_REQUESTS (2000 per
 * operation), BENCH_WARM_UP_ROUNDS (100 per shopper), COMMERCE_CATALOGUE (another catalogue file), and
 * `-- --postgres`: the service on a PostgreSQL server of its own (`startPostgres`, in the temporary data
 * folder, on BENCH_POSTGRES_PORT or a free port) instead of PGlite. Run it on an otherwise idle machine: the client shares it.
 */

const SHOPPERS = Number(process.env.BENCH_SHOPPERS) || 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 2_000;
const TARGET_P95_MS = 30;
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS) || 100;
const root = fileURLToPath(new URL('../..', import.meta.url));
const headers: Record<string, string> = { culture: 'sv-SE', 'content-type': 'application/json' };
const POSTGRES = process.argv.includes('--postgres');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The commerce service exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The commerce service did not start within 60 s');
}

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<{ ms: number; status: number; data: T }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = (await response.json()) as T;
  return { ms: performance.now() - started, status: response.status, data };
}

/** CPU seconds the service process has used (Linux `/proc`; undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function report(name: string, samples: number[]): boolean {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  console.log(
    `${name.padEnd(28)} n=${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  ` +
      `p99 ${percentile(sorted, 99).toFixed(2)} ms  mean ${mean.toFixed(2)} ms  ${p95 < TARGET_P95_MS ? 'ok' : `ABOVE the ${TARGET_P95_MS} ms target`}`,
  );
  return p95 < TARGET_P95_MS;
}

/** Orderable variants with room for the benchmark's quantities (stock is read from the service). */
async function pickVariants(base: string, candidates: string[]): Promise<string[]> {
  const picked: string[] = [];
  for (let start = 0; start < candidates.length && picked.length < 40; start += 200) {
    const ids = candidates.slice(start, start + 200);
    const { data } = await call<StockInformation[]>(base, 'GET', `/StockInformation?variantIds=${ids.join(',')}`);
    picked.push(...data.filter((info) => info.orderableQuantity >= 3).map((info) => info.variantId));
  }
  return picked.slice(0, 40);
}

async function main(): Promise<void> {
  if (!process.env.COMMERCE_CATALOGUE) await ensureCatalogue({ root });
  const catalogue = await loadCommerceCatalogue();
  headers.saleschannelname = catalogue.global.salesChannelConfig.salesChannelName;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'glans-commerce-bench-'));
  const base = `http://127.0.0.1:${port}`;
  let postgres: PostgresServer | undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), GLANS_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (POSTGRES) {
    postgres = await startPostgres({
      dataDir: join(dataDir, 'postgres'),
      port: Number(process.env.BENCH_POSTGRES_PORT) || (await freePort()),
    });
    env.DATABASE_URL = postgres.url;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'services/commerce/server.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, child);
    const candidates = catalogue.families
      .flatMap((family) => family.variants)
      .filter((variant) => variant.allowOrdering && !variant.isGiftCard && variant.stockQuantity >= 3)
      .map((variant) => variant.id);
    const variants = await pickVariants(base, candidates);
    if (variants.length < 3) throw new Error('The catalogue has too few orderable variants for the benchmark');
    console.log(
      `commerce benchmark on ${POSTGRES ? 'PostgreSQL' : 'PGlite'}: ${SHOPPERS} concurrent shoppers, ${REQUESTS} requests per operation, ` +
        `${catalogue.families.length} families`,
    );

    const perShopper = Math.ceil(REQUESTS / SHOPPERS);
    const add: number[] = [];
    const load: number[] = [];
    let failures = 0;
    const shopper = async (index: number, rounds: number, record: boolean) => {
      const { data } = await call<BasketIdentity>(base, 'POST', '/Basket', {});
      for (let round = 0; round < rounds; round += 1) {
        const variantId = variants[(index * 5 + (round % 5)) % variants.length]!;
        const changed = await call<Basket>(base, 'POST', '/Basket/changequantity', {
          basketId: data.basketId,
          userId: null,
          variantId,
          quantity: (round % 3) + 1,
          bundleProducts: null,
          relatedItemId: null,
        });
        const loaded = await call<Basket>(base, 'GET', `/Basket?basketId=${data.basketId}`);
        if (changed.status !== 200 || loaded.status !== 200) failures += 1;
        if (record) {
          add.push(changed.ms);
          load.push(loaded.ms);
        }
      }
    };
    // Warm-up (not measured): the database and the JIT reach steady speed after a few thousand statements.
    await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index, WARM_UP_ROUNDS, false)));
    const started = performance.now();
    const cpuBefore = cpuSeconds(child.pid);
    await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index, perShopper, true)));
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuSeconds(child.pid);
    const okAdd = report('add to basket (changequantity)', add);
    const okLoad = report('basket load (GET /Basket)', load);
    const requests = add.length + load.length;
    const cpu =
      cpuBefore === undefined || cpuAfter === undefined
        ? ''
        : `, service CPU ${(((cpuAfter - cpuBefore) * 1000) / requests).toFixed(2)} ms per request`;
    console.log(`throughput ${(requests / seconds).toFixed(0)} requests/s${cpu}, ${failures} failed rounds`);
    if (failures > 0 || (process.env.BENCH_STRICT === '1' && (!okAdd || !okLoad))) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
