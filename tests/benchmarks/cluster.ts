import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { StockInformation } from '../../lib/commerce/types';
import { pageSecurityHeaders } from '../../lib/security/policy';
import { loadCommerceCatalogue } from '../../services/commerce/catalogue-source';
import { startCluster } from '../../services/launcher/cluster';
import { COMMERCE_PATH, startNginx, type NginxServer } from '../../services/launcher/nginx';

/**
 * The production topology under load (`npm run bench:cluster`), in one run on this machine:
 * - a cached category page through nginx in front of 2 storefront instances, through nginx in front of 1,
 *   straight from one instance, and the same bytes served by nginx as a static file (the ceiling): requests
 *   per second and p99 with autocannon, taken in interleaved rounds (each target once a round), median of
 *   the rounds; the target is the page through nginx at no less than half the static file's rate;
 * - add-to-basket p95 at 20 concurrent shoppers through nginx on the commerce instances and PostgreSQL.
 * Requests ask for the encodings Chromium asks for. The client shares the machine with everything it
 * measures: compare ratios. Options: BENCH_CLUSTER_ROUNDS (3), BENCH_CLUSTER_SECONDS (8),
 * BENCH_CLUSTER_CONNECTIONS (50), BENCH_PORT (3600) and BENCH_CLUSTER_PORT_BASE (9300).
 */

const ROUNDS = Number(process.env.BENCH_CLUSTER_ROUNDS) || 3;
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS) || 8;
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS) || 50;
const PORT = Number(process.env.BENCH_PORT) || 3600;
const PORT_BASE = Number(process.env.BENCH_CLUSTER_PORT_BASE) || 9300;
const SHOPPERS = 20;
const BASKET_CHANGES = 2_000;
const CATEGORY = '/ringar/';
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const TARGET_RATIO = 0.5;

interface Sample {
  rps: number;
  p99: number;
  failed: number;
}

function load(url: string, seconds: number): Promise<Sample> {
  return new Promise((resolveRun, reject) => {
    autocannon(
      { url, duration: seconds, connections: CONNECTIONS, headers: { 'accept-encoding': ACCEPT_ENCODING, accept: 'text/html' } },
      (error, result) =>
        error ? reject(error) : resolveRun({ rps: result.requests.average, p99: result.latency.p99, failed: result.errors + result.non2xx + result.timeouts }),
    );
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** 20 shoppers, each adding lines to a basket of their own through nginx; answers every change's latency. */
async function basketLatencies(base: string): Promise<{ samples: number[]; failed: number }> {
  const catalogue = await loadCommerceCatalogue();
  const headers = { culture: 'sv-SE', saleschannelname: catalogue.global.salesChannelConfig.salesChannelName, 'content-type': 'application/json' };
  const candidates = catalogue.families
    .flatMap((family) => family.variants)
    .filter((variant) => variant.allowOrdering && !variant.isGiftCard && variant.stockQuantity >= 5)
    .slice(0, 200)
    .map((variant) => variant.id);
  const stock = (await (await fetch(`${base}${COMMERCE_PATH}/StockInformation?variantIds=${candidates.join(',')}`, { headers })).json()) as StockInformation[];
  const variants = stock.filter((info) => info.orderableQuantity >= 5).map((info) => info.variantId).slice(0, 40);
  const samples: number[] = [];
  let failed = 0;
  const perShopper = Math.ceil(BASKET_CHANGES / SHOPPERS);
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, shopper) => {
      let basketId: string | null = null;
      for (let step = 0; step < perShopper; step += 1) {
        const variantId = variants[(shopper * 5 + (step % 5)) % variants.length];
        const started = performance.now();
        const response = await fetch(`${base}${COMMERCE_PATH}/Basket/changequantity`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ basketId, userId: null, variantId, quantity: 1 + (step % 3), unitPrice: null, bundleProducts: null, relatedItemId: null }),
        });
        const body = (await response.json()) as { basketId?: string };
        if (step >= 5) samples.push(performance.now() - started);
        if (!response.ok) failed += 1;
        basketId ??= body.basketId ?? null;
      }
    }),
  );
  return { samples, failed };
}

async function main(): Promise<void> {
  const root = process.cwd();
  const cluster = await startCluster({
    instances: 2,
    env: { ...process.env, PORT: String(PORT), CLUSTER_PORT_BASE: String(PORT_BASE), GLANS_DATA_DIR: `.data/cluster-bench-${PORT}` },
    log: (message) => console.error(message),
  });
  const extra: NginxServer[] = [];
  try {
    const dataDir = resolve(root, `.data/cluster-bench-${PORT}`);
    // The same bytes as a static file, and nginx in front of one instance, beside the cluster's nginx.
    const staticDir = join(dataDir, 'bench-static');
    mkdirSync(join(staticDir, 'bench'), { recursive: true });
    const page = await fetch(`${cluster.storefronts[0]!.url}${CATEGORY}`, { headers: { 'accept-encoding': 'identity' } });
    writeFileSync(join(staticDir, 'bench', 'category.html'), Buffer.from(await page.arrayBuffer()));
    const common = {
      commerce: cluster.commerce.map((part) => `127.0.0.1:${part.port}`),
      securityHeaders: pageSecurityHeaders(cluster.config, 'page'),
      unavailablePage: '<!doctype html><title>503</title>',
      busyPage: '<!doctype html><title>429</title>',
    };
    extra.push(
      await startNginx({ ...common, port: PORT + 1, dir: join(dataDir, 'nginx-one'), storefronts: [`127.0.0.1:${cluster.storefronts[0]!.port}`], staticDir: join(root, cluster.distDir, 'static') }),
      await startNginx({ ...common, port: PORT + 2, dir: join(dataDir, 'nginx-static'), storefronts: [`127.0.0.1:${cluster.storefronts[0]!.port}`], staticDir }),
    );
    const targets = [
      { name: 'nginx → 2 instances', url: `${cluster.url}${CATEGORY}` },
      { name: 'nginx → 1 instance', url: `http://localhost:${PORT + 1}${CATEGORY}` },
      { name: 'one instance, direct', url: `${cluster.storefronts[0]!.url}${CATEGORY}` },
      { name: 'nginx, static file', url: `http://localhost:${PORT + 2}/_next/static/bench/category.html` },
    ];
    console.error('[bench] warming up');
    for (const target of targets) await load(target.url, 2);
    const samples = new Map(targets.map((target) => [target.name, [] as Sample[]]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const target of targets) {
        const sample = await load(target.url, SECONDS);
        samples.get(target.name)!.push(sample);
        console.error(`[bench] round ${round} ${target.name}: ${sample.rps.toFixed(0)} req/s, p99 ${sample.p99} ms`);
      }
    }
    const basket = await basketLatencies(cluster.url);

    const ceiling = median(samples.get('nginx, static file')!.map((sample) => sample.rps));
    console.log(`\nbench:cluster, ${new Date().toISOString()}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg()[0]!.toFixed(2)}`);
    console.log(`cached category ${CATEGORY}, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} interleaved rounds (median)\n`);
    console.log(`${'target'.padEnd(24)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'of static'.padStart(11)}  rounds (req/s)`);
    let failed = basket.failed;
    for (const target of targets) {
      const list = samples.get(target.name)!;
      const rps = median(list.map((sample) => sample.rps));
      failed += list.reduce((sum, sample) => sum + sample.failed, 0);
      console.log(
        `${target.name.padEnd(24)}${rps.toFixed(0).padStart(9)}${String(median(list.map((sample) => sample.p99))).padStart(9)}${(rps / ceiling).toFixed(2).padStart(11)}  ${list.map((sample) => sample.rps.toFixed(0)).join(' / ')}`,
      );
    }
    const throughNginx = median(samples.get('nginx → 2 instances')!.map((sample) => sample.rps)) / ceiling;
    console.log(`\ntarget: the page through nginx at least ${TARGET_RATIO} of the static file: ${throughNginx >= TARGET_RATIO ? 'met' : 'MISSED'} (${throughNginx.toFixed(2)})`);
    console.log(
      `add-to-basket through nginx, ${SHOPPERS} shoppers, ${basket.samples.length} changes on PostgreSQL: p50 ${percentile(basket.samples, 50).toFixed(1)} ms, p95 ${percentile(basket.samples, 95).toFixed(1)} ms, p99 ${percentile(basket.samples, 99).toFixed(1)} ms`,
    );
    if (failed > 0) {
      console.log(`${failed} requests failed`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of extra) await server.stop();
    await cluster.stop();
  }
}

await main();
