import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';

/**
 * Marks the scripts every page loads at start with V8's explicit compile hint, so that Chromium compiles
 * their functions while it downloads them, on a background thread, instead of on the main thread the first
 * time each one is called (https://v8.dev/blog/explicit-compile-hints; on by default since Chrome 136;
 * other browsers read it as a comment).
 *
 * Why: Turbopack wraps each module in a function that runs once, when the page starts. V8 compiles a
 * function lazily, on its first call, so on a page load every module was compiled on the main thread inside
 * one long task (the runtime's module instantiation: about 100 ms of a 300 ms start-up on this machine,
 * before the ×4 of Lighthouse's mobile simulation). With the hint that work moves off the main thread.
 *
 * Only the start-up scripts get it: the framework's (the build manifest's `rootMainFiles`) and each page's
 * entry scripts (`entryJSFiles` of the client reference manifests). Scripts loaded later (the listing's
 * InstantSearch, the basket's views) stay lazy: most of their functions are not called at once, and
 * compiling them eagerly would cost time and memory for nothing. Runs after `next build` (runBuild, `npm run
 * build`); the result does not change the scripts' meaning, and running it twice changes nothing.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

function pageManifests(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) pageManifests(path, out);
    else if (entry.name === 'page_client-reference-manifest.js') out.push(path);
  }
}

/** The start-up scripts of a build, as paths relative to its dist folder (`static/chunks/….js`). */
export function startupScripts(distDir: string): string[] {
  const scripts = new Set<string>();
  const buildManifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  for (const file of buildManifest.rootMainFiles ?? []) scripts.add(file);
  const manifests: string[] = [];
  pageManifests(join(distDir, 'server', 'app'), manifests);
  for (const path of manifests) {
    // The manifest is a script that assigns to globalThis.__RSC_MANIFEST: run it in an empty context.
    const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(path, 'utf8'), sandbox, { timeout: 1000 });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) scripts.add(file.replace(/^\/?_next\//, ''));
    }
  }
  return [...scripts].filter((file) => file.endsWith('.js')).sort();
}

export interface CompileHintResult {
  /** Scripts that got the hint now. */
  marked: string[];
  /** Scripts that had it already. */
  unchanged: string[];
}

export function addCompileHints(distDir: string): CompileHintResult {
  const result: CompileHintResult = { marked: [], unchanged: [] };
  for (const file of startupScripts(distDir)) {
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`Start-up script ${file} is listed in the build's manifests but missing.`);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) {
      result.unchanged.push(file);
      continue;
    }
    writeFileSync(path, COMPILE_HINT + source);
    result.marked.push(file);
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.env.NEXT_DIST_DIR || '.next');
  const { marked, unchanged } = addCompileHints(distDir);
  console.log(`[glans] Compile hints: ${marked.length} start-up scripts marked, ${unchanged.length} already marked (${relative(process.cwd(), distDir)}).`);
}
