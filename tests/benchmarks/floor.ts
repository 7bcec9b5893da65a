import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { precompressStatic } from '../../services/launcher/precompress';
import { nextBin } from '../../services/launcher/stack';
import { Supervisor } from '../../services/launcher/supervisor';
import { waitForUrl } from '../../services/launcher/wait';
import { fetchPage } from './fetch-page';

/**
 * The floor of `bench:bundle` and `bench:lighthouse`: an empty App Router page of the same Next version
 * with one same-origin image of a product card's size as its only content. It is a tiny Next app generated at
 * bench time from tests/benchmarks/floor-app/ into a folder outside the project (BENCH_FLOOR_DIR, by default
 * `glans-bench-floor-<port>` in the system's temporary folder: inside the project, Next would build the shop's
 * proxy.ts and instrumentation.ts into it), built with the storefront's installed `next` (a `node_modules`
 * link to the project's; stock `next build`, rebuilt when its files or Next's version change) and served by `next start` beside the shop on BENCH_FLOOR_PORT (BENCH_PORT + 1), so it is measured
 * in the same rounds as the shop's pages. Its build gets the brotli copies of its scripts that the shop's build
 * gets (precompress.ts, as `npm run build` writes them), so an nginx in front of it (the cluster front,
 * bench-front.ts) serves both alike; `next start` does not read them.
 *
 * The image is the file the shop's first product card loads on a phone (the 384-px width of its srcset,
 * WebP as Chromium gets it from the shop's image optimiser), copied into the floor's public folder.
 */

const TEMPLATE = 'tests/benchmarks/floor-app';
const BUILD_TIMEOUT_MS = 15 * 60_000;
const START_TIMEOUT_MS = 120_000;
export const FLOOR_IMAGE_WIDTH = 384;
/** Where the floor serves its image (its public folder's `card.webp`). */
export const FLOOR_IMAGE_PATH = '/card.webp';

export interface Floor {
  url: string;
  /** The floor app's folder (its build in `.next`); unset for a floor already running elsewhere. */
  dir?: string;
  stop: () => Promise<void>;
  died: Promise<number>;
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : [path];
  });
}

/**
 * What the floor's build depends on: its files, the installed Next, the step that writes the brotli copies,
 * and the checkout whose node_modules its link points at (a floor folder left by another checkout links to
 * that one's, which may be gone).
 */
function fingerprint(root: string): string {
  const hash = createHash('sha256');
  hash.update(join(root, 'node_modules'));
  const template = join(root, TEMPLATE);
  for (const file of templateFiles(template).sort()) hash.update(relative(template, file)).update(readFileSync(file));
  hash.update(readFileSync(join(root, 'node_modules/next/package.json')));
  hash.update(readFileSync(join(root, 'services/launcher/precompress.ts')));
  return hash.digest('hex');
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} failed with exit code ${code}`));
    });
    child.once('error', reject);
  });
}

/** The card image's URL at the width a phone picks: the first 384w candidate of a listing page's srcsets, or null. */
export function cardImageUrl(listingHtml: string, baseUrl: string): string | null {
  for (const match of listingHtml.matchAll(/srcSet="([^"]+)"/gi)) {
    const candidate = (match[1] ?? '')
      .replace(/&amp;/g, '&')
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .find(([, descriptor]) => descriptor === `${FLOOR_IMAGE_WIDTH}w`);
    if (candidate?.[0]) return new URL(candidate[0], baseUrl).toString();
  }
  return null;
}

/**
 * Generates (when its files changed), builds and starts the floor app. `imageUrl` is the card image to copy
 * in; `port` where its `next start` listens (BENCH_FLOOR_PORT, else BENCH_PORT + 1), which also names its folder.
 */
export async function startFloor(
  root: string,
  imageUrl: string,
  log: (message: string) => void,
  options: { port?: number } = {},
): Promise<Floor> {
  const port = options.port ?? (Number(process.env.BENCH_FLOOR_PORT) || (Number(process.env.BENCH_PORT) || 3500) + 1);
  const dir = process.env.BENCH_FLOOR_DIR || join(tmpdir(), `glans-bench-floor-${port}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    // The floor's folder and the project's node_modules (through the link) both lie under Turbopack's root.
    BENCH_FLOOR_TURBOPACK_ROOT: '/',
  };
  delete env.NEXT_DIST_DIR;
  const print = fingerprint(root);
  const printFile = join(dir, '.next', 'floor-fingerprint');
  if (!existsSync(printFile) || readFileSync(printFile, 'utf8') !== print) {
    log(`[bench] Building the floor (an empty Next page) in ${dir}…`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(join(root, TEMPLATE), dir, { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await run(process.execPath, [nextBin(), 'build', dir], dir, env);
    precompressStatic(join(dir, '.next'));
    writeFileSync(printFile, print);
  }
  const image = await fetchPage(imageUrl, { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
  if (!image.ok || image.headers.get('content-type') !== 'image/webp') {
    throw new Error(`The floor's card image ${imageUrl}: HTTP ${image.status} ${image.headers.get('content-type')}`);
  }
  mkdirSync(join(dir, 'public'), { recursive: true });
  writeFileSync(join(dir, 'public', 'card.webp'), Buffer.from(await image.arrayBuffer()));

  let resolveDied: (code: number) => void = () => {};
  const died = new Promise<number>((resolve) => (resolveDied = resolve));
  const supervisor = new Supervisor((name, code) => {
    log(`[bench] ${name} stopped unexpectedly (exit code ${code}).`);
    resolveDied(code === 0 ? 1 : code);
  });
  supervisor.start('floor', process.execPath, [nextBin(), 'start', dir, '--port', String(port)], env, dir);
  const url = `http://localhost:${port}`;
  try {
    await waitForUrl(`${url}${FLOOR_IMAGE_PATH}`, START_TIMEOUT_MS);
  } catch (error) {
    await supervisor.stopAll();
    throw error;
  }
  return { url, dir, stop: () => supervisor.stopAll(), died };
}
