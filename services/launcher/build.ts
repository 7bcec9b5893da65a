import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { addCompileHints } from './compile-hints';
import { repairDynamicPreloads } from './dynamic-preloads';
import { precompressStatic } from './precompress';

/**
 * Decides whether the production build is missing or stale (its sources changed since it was made) and
 * runs `next build` when it is. The fingerprint is a hash of the sources' contents.
 */

const SOURCE_DIRS = ['app', 'components', 'lib', 'stores', 'public'];
// The demo catalogue's fingerprint too: prerendered pages hold its content; and the steps that mark the
// built scripts (compile-hints.ts), set the dynamic components' preloads (dynamic-preloads.ts) and make the
// scripts' brotli copies (precompress.ts), whose output is part of the build.
const SOURCE_FILES = ['services/launcher/compile-hints.ts', 'services/launcher/dynamic-preloads.ts', 'services/launcher/precompress.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'instrumentation.ts', 'proxy.ts', 'schema.graphql', '.data/catalogue/catalogue.json.fingerprint'];
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

/** Variables whose values are read at build time (prerendered pages, metadata). */
const BUILD_ENV = ['NEXT_DIST_DIR', 'PORT', 'SITE_URL', 'LOCAL_SERVICES_PORT_BASE', 'DATOCMS_API_URL', 'DATOCMS_ENVIRONMENT', 'ALGOLIA_APP_ID', 'ALGOLIA_HOST', 'COMMERCE_API_URL', 'STOREFRONT_URLS'];

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

export function buildIsCurrent(root: string, env: NodeJS.ProcessEnv): boolean {
  const fingerprintPath = join(root, distDir(env), 'glans-build-fingerprint');
  if (!existsSync(join(root, distDir(env), 'BUILD_ID')) || !existsSync(fingerprintPath)) return false;
  if (statSync(fingerprintPath).size === 0) return false;
  return readFileSync(fingerprintPath, 'utf8').trim() === sourceFingerprint(root, env);
}

/**
 * Runs `next build` with the given environment, then marks its start-up scripts (compile-hints.ts), sets the
 * preloads of its dynamic components (dynamic-preloads.ts) and makes the brotli copies of its scripts and
 * style sheets (precompress.ts, last: it compresses the marked scripts); resolves when all four succeed.
 */
export async function runBuild(root: string, env: NodeJS.ProcessEnv, nextBin: string): Promise<void> {
  const fingerprint = sourceFingerprint(root, env);
  // Fetched content cached by an earlier build may be of an older catalogue: a new build starts clean.
  rmSync(join(root, distDir(env), 'cache', 'fetch-cache'), { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed with exit code ${code}`))));
  });
  addCompileHints(join(root, distDir(env)));
  repairDynamicPreloads(join(root, distDir(env)));
  precompressStatic(join(root, distDir(env)));
  writeFileSync(join(root, distDir(env), 'glans-build-fingerprint'), fingerprint);
}
