import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Makes the preloads of `next/dynamic` components name the chunks the browser really loads.
 *
 * A client component loaded through `next/dynamic` (components/basket/basket-lazy.tsx and its kin) is
 * rendered on the server, and the page's HTML preloads its chunks from the build's react-loadable manifest
 * (`server/app/<page>/page/react-loadable-manifest.json`: module id → files). Turbopack (Next 16.4) writes
 * that manifest from a chunking of its own that does not always match the chunks it emits for the browser:
 * in our build three of eight entries named script files that do not exist, so the basket, gift-wrapping
 * and product pages preloaded a 404 and fetched their real chunk only when hydration reached it (the same
 * mismatch is described for `pages/_app` in vercel/next.js#85803).
 *
 * The browser's loader for each dynamic module is in the emitted chunks, in one shape:
 * `Promise.all(["static/chunks/a.js","static/chunks/b.css"].map(t=>e.l(t))).then(()=>t(27508))`, the files
 * it loads and then the module id it requires. This step rewrites each manifest entry to those files (for
 * the pages rendered at run time), and in the pages prerendered during the build it replaces each preload of
 * a script that does not exist with preloads of the loader's scripts. An entry with no loader whose files all
 * exist is left as it is; one with neither fails the build. Runs after `next build` (runBuild, `npm run
 * build`); running it twice changes nothing.
 */

interface LoadableManifest {
  [key: string]: { id: number | string; files: string[] };
}

const LOADER = /Promise\.all\(\[((?:"[^"]*",?)*)\]\.map\((\w+)=>\w+\.l\(\2\)\)\)\.then\(\(\)=>\w+\((\d+)\)\)/g;

/** The files the browser loads for each dynamically imported module id, read from the emitted chunks. */
export function runtimeLoaders(distDir: string): Map<string, string[]> {
  const loaders = new Map<string, string[]>();
  const chunks = join(distDir, 'static', 'chunks');
  if (!existsSync(chunks)) return loaders;
  for (const name of readdirSync(chunks)) {
    if (!name.endsWith('.js')) continue;
    for (const match of readFileSync(join(chunks, name), 'utf8').matchAll(LOADER)) {
      const files = JSON.parse(`[${match[1]}]`) as string[];
      loaders.set(match[3]!, files);
    }
  }
  return loaders;
}

function filesNamed(dir: string, test: (name: string) => boolean, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesNamed(path, test, out);
    else if (test(entry.name)) out.push(path);
  }
  return out;
}

const preloadTag = (file: string) => `<link rel="preload" href="/_next/${file}" as="script" fetchPriority="low"/>`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** In a prerendered page, each preload of a missing script becomes preloads of the scripts that replace it. */
function repairPrerenderedPage(html: string, replacements: Map<string, string[]>): string {
  let out = html;
  for (const [missing, files] of replacements) {
    const tag = new RegExp(`<link rel="preload" href="/_next/${escapeRegExp(missing)}"[^>]*>`, 'g');
    out = out.replace(tag, () =>
      files
        .filter((file) => !out.includes(`"/_next/${file}"`))
        .map(preloadTag)
        .join(''),
    );
  }
  return out;
}

export interface DynamicPreloadResult {
  /** Manifest entries whose files were replaced, as `<manifest path>#<module id>`. */
  repaired: string[];
  /** Entries that already named the loader's files (or had no loader and only existing files). */
  unchanged: number;
  /** Prerendered pages whose preloads of missing scripts were replaced. */
  pages: string[];
}

export function repairDynamicPreloads(distDir: string): DynamicPreloadResult {
  const loaders = runtimeLoaders(distDir);
  const result: DynamicPreloadResult = { repaired: [], unchanged: 0, pages: [] };
  // Script named by the manifest but never emitted → the scripts its module's loader loads instead.
  const replacements = new Map<string, string[]>();
  for (const path of filesNamed(join(distDir, 'server'), (name) => name === 'react-loadable-manifest.json', [])) {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as LoadableManifest;
    let changed = false;
    for (const [key, entry] of Object.entries(manifest)) {
      const files = loaders.get(String(entry.id));
      const label = `${relative(distDir, path)}#${key}`;
      if (files && JSON.stringify(files) !== JSON.stringify(entry.files)) {
        for (const file of entry.files) {
          if (file.endsWith('.js') && !existsSync(join(distDir, file)))
            replacements.set(
              file,
              files.filter((name) => name.endsWith('.js')),
            );
        }
        manifest[key] = { ...entry, files };
        result.repaired.push(label);
        changed = true;
      } else if (!files && entry.files.some((file) => !existsSync(join(distDir, file)))) {
        throw new Error(`Dynamic module ${key} (${label}) preloads missing files and the emitted chunks have no loader for it.`);
      } else {
        result.unchanged += 1;
      }
    }
    if (changed) writeFileSync(path, JSON.stringify(manifest, null, 2));
  }
  if (replacements.size > 0) {
    for (const path of filesNamed(join(distDir, 'server', 'app'), (name) => name.endsWith('.html'), [])) {
      const html = readFileSync(path, 'utf8');
      const repaired = repairPrerenderedPage(html, replacements);
      if (repaired === html) continue;
      writeFileSync(path, repaired);
      result.pages.push(relative(distDir, path));
    }
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.env.NEXT_DIST_DIR || '.next');
  const { repaired, unchanged, pages } = repairDynamicPreloads(distDir);
  console.log(
    `[glans] Dynamic preloads: ${repaired.length} manifest entries set to the chunks the browser loads, ${unchanged} already right, ${pages.length} prerendered pages corrected (${relative(process.cwd(), distDir)}).`,
  );
}
