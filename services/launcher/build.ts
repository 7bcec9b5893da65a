import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { precompressStatic } from './precompress';
import { ANNOUNCE_NODE } from './supervisor';

/**
 * Decides whether the production build is missing or stale (its sources changed since it was made) and
 * runs `next build` when it is. The fingerprint is a hash of the sources' contents; it is kept in a folder of
 * ours (`.data/builds/<distDir without its dot>.json`) with the build id Next wrote, never inside Next's output folder.
 */

const SOURCE_DIRS = ['app', 'components', 'lib', 'stores', 'public'];
// The demo catalogue's fingerprint too: prerendered pages hold its content; the step that writes the static
// files' brotli copies (precompress.ts), whose output is part of the build; and the cache handler, which
// `next build` runs too.
const SOURCE_FILES = ['services/launcher/precompress.ts', 'cache-handler.mjs', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'instrumentation.ts', 'proxy.ts', 'schema.graphql', '.data/catalogue/catalogue.json.fingerprint'];
const IGNORED = new Set(['node_modules', '.next', 'media']);

function distDir(env: NodeJS.ProcessEnv): string {
  return env.NEXT_DIST_DIR || '.next';
}

function listFiles(root: string, dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(root, path, out);
    else if (entry.isFile()) out.push(relative(root, path));
  }
}

/** Variables whose values are read at build time (prerendered pages, metadata, the build id). */
const BUILD_ENV = ['NEXT_DIST_DIR', 'PORT', 'SITE_URL', 'LOCAL_SERVICES_PORT_BASE', 'DATOCMS_API_URL', 'DATOCMS_ENVIRONMENT', 'ALGOLIA_APP_ID', 'ALGOLIA_HOST', 'COMMERCE_API_URL', 'STOREFRONT_URLS', 'GLANS_BUILD_ID'];
/** The length of a build id made from the source fingerprint (hex). */
const BUILD_ID_LENGTH = 20;

export function sourceFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) listFiles(root, join(root, dir), files);
  for (const file of SOURCE_FILES) if (existsSync(join(root, file))) files.push(file);
  const hash = createHash('sha256');
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\n`);
  for (const file of files.sort()) {
    hash.update(file);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/** Where the fingerprint of the build in `distDir` is recorded, with the id of that build (`.next` → `next.json`). */
function buildRecordPath(root: string, dist: string): string {
  return join(root, '.data', 'builds', `${basename(dist).replace(/^\.+/, '')}.json`);
}

/** The id of the build in `distDir` (the `BUILD_ID` file `next build` writes); null when there is no build. */
function builtId(root: string, dist: string): string | null {
  const path = join(root, dist, 'BUILD_ID');
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

interface BuildRecord {
  buildId: string;
  fingerprint: string;
}

function readBuildRecord(path: string): BuildRecord | null {
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as Partial<BuildRecord>;
    return typeof record.buildId === 'string' && typeof record.fingerprint === 'string' ? { buildId: record.buildId, fingerprint: record.fingerprint } : null;
  } catch {
    return null;
  }
}

/** Current when the folder holds the build recorded last (a `next build` run by hand is not) and its sources are unchanged. */
export function buildIsCurrent(root: string, env: NodeJS.ProcessEnv): boolean {
  const dist = distDir(env);
  const buildId = builtId(root, dist);
  const record = buildId ? readBuildRecord(buildRecordPath(root, dist)) : null;
  return record !== null && record.buildId === buildId && record.fingerprint === sourceFingerprint(root, env);
}

/**
 * `next build` into another folder than `.next` adds `<distDir>/types/**` (and its `dev/` twin) to
 * tsconfig.json's include. Taking those entries out again keeps the repository clean and the fingerprint
 * (which hashes tsconfig.json) stable, so the next build of any folder is not made stale by this one.
 */
function restoreTsconfig(root: string, dist: string): void {
  if (dist === '.next') return;
  const path = join(root, 'tsconfig.json');
  const config = JSON.parse(readFileSync(path, 'utf8')) as { include?: string[] };
  const include = config.include?.filter((entry) => !entry.startsWith(`${dist}/`));
  if (!include || include.length === config.include?.length) return;
  config.include = include;
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * Runs `next build` with the given environment, then writes the brotli copies of its static scripts and style
 * sheets beside them (precompress.ts). The build id is GLANS_BUILD_ID, or else the start of the source
 * fingerprint (next.config.ts), so every instance and every machine building the same sources agrees.
 */
export async function runBuild(root: string, env: NodeJS.ProcessEnv, nextBin: string): Promise<void> {
  const fingerprint = sourceFingerprint(root, env);
  const dist = distDir(env);
  // Fetched content cached by an earlier build may be of an older catalogue: a new build starts clean.
  rmSync(join(root, dist, 'cache', 'fetch-cache'), { recursive: true, force: true });
  const buildEnv = { ...env, GLANS_BUILD_ID: env.GLANS_BUILD_ID || fingerprint.slice(0, BUILD_ID_LENGTH) };
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', ANNOUNCE_NODE, nextBin, 'build'], { cwd: root, env: buildEnv, stdio: 'inherit' });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed with exit code ${code}`))));
    });
  } finally {
    restoreTsconfig(root, dist);
  }
  precompressStatic(join(root, dist));
  const recordPath = buildRecordPath(root, dist);
  mkdirSync(dirname(recordPath), { recursive: true });
  writeFileSync(recordPath, `${JSON.stringify({ buildId: builtId(root, dist) ?? '', fingerprint } satisfies BuildRecord)}\n`);
}
