import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { generateCatalogue } from '../seed/generate';
import type { ProductFamily } from '../seed/catalogue-types';
import { catalogueLookups, familyRecords } from './build-records';
import { reindex } from './reindex';
import { searchAdminClient } from './search-admin-client';
import { LOCAL_WRITE_KEY } from './search-keys';
import type { SearchRecord } from './search-record';

/**
 * `npm run bench:reindex [-- --sizes=1000,10000,100000] [--heap=<MB>]`: for each size, a fresh local search service (its
 * own data folder) and a reindex process that streams that many generated products through the record
 * builder and `reindex.ts` into it, as `npm run search:reindex` does. Printed per size: records per second,
 * the reindex process's peak RSS (what must not grow with the catalogue) and the search service's peak RSS
 * (which holds the index, so it does grow). The products are the demo catalogue's families repeated under
 * new ids, made one page at a time, so the source holds no more than a page. `--heap` caps the reindex
 * process's V8 heap (`--max-old-space-size`): uncapped, V8 lets garbage grow with the work done, so a capped
 * run shows what the reindex holds.
 */

const SELF = fileURLToPath(import.meta.url);
const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
const PAGE = 500;

/** `count` products (one record each where a family has one colour), a page of families at a time. */
async function* generatedRecords(count: number): AsyncGenerator<SearchRecord[]> {
  const catalogue = generateCatalogue({ referenceDate: '2026-11-01' });
  const look = catalogueLookups(catalogue);
  const templates = catalogue.families.filter((family) => family.variants.some((variant) => !variant.isGiftWrapping));
  let made = 0;
  for (let round = 0; made < count; round += 1) {
    let page: SearchRecord[] = [];
    for (const template of templates) {
      const family: ProductFamily = {
        ...template,
        id: `${template.id}-g${round}`,
        slug: `${template.slug}-g${round}`,
        variants: template.variants.map((variant) => ({ ...variant, id: `${variant.id}-g${round}` })),
      };
      for (const record of familyRecords(family, look)) {
        if (made === count) break;
        page.push(record);
        made += 1;
      }
      if (page.length >= PAGE || made === count) {
        yield page;
        page = [];
      }
      if (made === count) return;
    }
    if (page.length > 0) yield page;
  }
}

/** Peak resident memory of a process in MB (Linux's VmHWM), or NaN where /proc is not there. */
function peakRssMb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The search service exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The search service did not start within 120 s');
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`The reindex process exited with code ${code}`))));
  });
}

/** The reindex process: streams `count` records into the service at `host`, prints its figures as JSON. */
async function child(count: number, host: string): Promise<void> {
  const { client } = searchAdminClient({
    ALGOLIA_APP_ID: LOCAL_SEARCH_APP_ID,
    ALGOLIA_SEARCH_API_KEY: LOCAL_SEARCH_KEY,
    ALGOLIA_HOST: host,
    ALGOLIA_WRITE_API_KEY: LOCAL_WRITE_KEY,
  });
  const started = performance.now();
  const result = await reindex(client, generatedRecords(count));
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ records: result.records, seconds, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
}

async function benchSize(count: number, port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'glans-bench-reindex-'));
  const service = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), GLANS_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const host = `http://127.0.0.1:${port}`;
    await waitForHealth(host, service);
    const heap = argument('heap');
    const out = await run(
      [...(heap ? [`--max-old-space-size=${heap}`] : []), '--import', 'tsx', SELF, `--child=${count}`, `--host=${host}`],
      process.env,
    );
    const figures = JSON.parse(out.trim().split('\n').at(-1) as string) as { records: number; seconds: number; peakRssMb: number };
    const serviceRss = peakRssMb(service.pid as number);
    console.log(
      `${count.toLocaleString('en').padStart(8)} products: ${figures.records} records in ${figures.seconds.toFixed(1)} s, ` +
        `${Math.round(figures.records / figures.seconds)} records/s; reindex peak RSS ${figures.peakRssMb} MB; search service peak RSS ${serviceRss} MB`,
    );
  } finally {
    service.kill('SIGTERM');
    await new Promise((resolve) => service.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const childCount = argument('child');
if (childCount) {
  await child(Number(childCount), argument('host') as string);
} else {
  const sizes = (argument('sizes') ?? '1000,10000,100000').split(',').map(Number);
  const port = Number(process.env.BENCH_PORT ?? 6020) + 7;
  for (const size of sizes) await benchSize(size, port);
}
