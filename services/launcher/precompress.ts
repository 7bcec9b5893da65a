import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Brotli copies of the build's scripts and style sheets, written next to each file as `<file>.br` under
 * `<distDir>/static/`, once after `next build` at the highest quality (11), for a reverse proxy that serves
 * `/_next/static/` from disk (nginx's `brotli_static on`: it sends `a.js.br` to a browser that takes brotli).
 *
 * A file under `/_next/static/` never changes (its name is its content's hash), so compressing it once, at
 * build time, costs nothing per request, and quality 11 is about 13% smaller than gzip for our scripts; too
 * slow per request (about 200 ms for the category's HTML), fine once per build. Next's own server does not
 * read the copies (it gzips per request). Runs after `next build` (runBuild, `npm run build`); running it
 * twice gives the same files.
 */

/** The extensions that get a copy: the build's scripts and style sheets (its fonts and images are compressed already). */
export const PRECOMPRESSED_EXTENSIONS = ['js', 'css'];
/** Smaller files gain less than the headers that say they are compressed. */
const MIN_BYTES = 1024;

/** A file name's extension, without the dot. */
export function extension(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/** The files of a folder tree, with their paths. */
function listFiles(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** Writes `<file>.br` beside each compressible file of `<distDir>/static`; returns the bytes before and after. */
export function precompressStatic(distDir: string): { files: number; bytes: number; compressed: number } {
  let files = 0;
  let bytes = 0;
  let compressed = 0;
  const all = listFiles(join(distDir, 'static'), []);
  const present = new Set(all);
  // A copy whose file is gone (a build into a folder that kept old files) would be served for nothing.
  for (const path of all) if (path.endsWith('.br') && !present.has(path.slice(0, -'.br'.length))) rmSync(path, { force: true });
  for (const path of all.filter((name) => PRECOMPRESSED_EXTENSIONS.includes(extension(name)))) {
    const copy = `${path}.br`;
    const source = readFileSync(path);
    const body =
      source.length < MIN_BYTES
        ? null
        : brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
    // No copy where it would not be smaller: the proxy then sends the file itself (compressed on the fly).
    if (!body || body.length >= source.length) {
      rmSync(copy, { force: true });
      continue;
    }
    writeFileSync(copy, body);
    files += 1;
    bytes += source.length;
    compressed += body.length;
  }
  return { files, bytes, compressed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.env.NEXT_DIST_DIR || '.next');
  const { files, bytes, compressed } = precompressStatic(distDir);
  console.log(
    `[glans] Brotli copies of ${files} built files (<file>.br beside each, ${relative(process.cwd(), distDir)}/static): ${bytes} → ${compressed} bytes.`,
  );
}
