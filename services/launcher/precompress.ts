import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Brotli copies of the build's scripts and style sheets, made once after `next build` at the highest
 * quality (11), for the production server (storefront-server.ts) to send to browsers that accept brotli.
 *
 * Next's own server compresses every file with gzip on every request. A file under `/_next/static/` never
 * changes (its name is its content's hash), so compressing it once, at build time, costs nothing at run time,
 * and quality 11 is about 13% smaller than gzip for our scripts; too slow to do per request (about 200 ms for
 * the category's HTML), fine once per build. Runs after `next build` (runBuild, `npm run build`); running it
 * twice gives the same files.
 */

/** Where the copies go, inside the build folder: `<distDir>/glans-brotli/<path under static/>.br`. */
export const PRECOMPRESSED_DIR = 'glans-brotli';
/**
 * The files that get a copy, by extension, with the Content-Type Next sends for them: the build's scripts and
 * style sheets (its fonts and images are compressed already).
 */
export const PRECOMPRESSED_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
};
/** Smaller files gain less than the headers that say they are compressed. */
const MIN_BYTES = 1024;

/** A file name's extension, without the dot. */
export function extension(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

function listFiles(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (entry.isFile() && extension(entry.name) in PRECOMPRESSED_TYPES) out.push(path);
  }
  return out;
}

/** Writes the brotli copy of each compressible file of `<distDir>/static`; returns the bytes before and after. */
export function precompressStatic(distDir: string): { files: number; bytes: number; compressed: number } {
  const staticDir = join(distDir, 'static');
  const target = join(distDir, PRECOMPRESSED_DIR);
  rmSync(target, { recursive: true, force: true });
  let files = 0;
  let bytes = 0;
  let compressed = 0;
  for (const path of listFiles(staticDir, [])) {
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const body = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    if (body.length >= source.length) continue;
    const out = join(target, `${relative(staticDir, path)}.br`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, body);
    files += 1;
    bytes += source.length;
    compressed += body.length;
  }
  return { files, bytes, compressed };
}

/**
 * The copies a build has, keyed by the address the browser asks for (`/_next/static/chunks/a.js`), read
 * into memory (a few hundred kilobytes). Empty when the build has none (a plain `next build`).
 */
export function loadPrecompressed(distDir: string): Map<string, Buffer> {
  const target = join(distDir, PRECOMPRESSED_DIR);
  const assets = new Map<string, Buffer>();
  if (!existsSync(target)) return assets;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.br')) continue;
    const path = join(entry.parentPath, entry.name);
    const address = relative(target, path).slice(0, -'.br'.length).split(sep).join('/');
    assets.set(`/_next/static/${address}`, readFileSync(path));
  }
  return assets;
}

/** Whether an Accept-Encoding header accepts an encoding (named, and not with `q=0`). */
export function acceptsEncoding(header: string | string[] | undefined, encoding: 'br' | 'gzip'): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.env.NEXT_DIST_DIR || '.next');
  const { files, bytes, compressed } = precompressStatic(distDir);
  console.log(`[glans] Brotli copies of ${files} built files: ${bytes} → ${compressed} bytes.`);
}
