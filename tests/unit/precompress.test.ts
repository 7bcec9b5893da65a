import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressStatic } from '@/services/launcher/precompress';

let dir: string;
const script = `${'export function add(a, b) { return a + b; }\n'.repeat(100)}`;
const styles = `${'.card { display: grid; gap: 1rem; }\n'.repeat(100)}`;

function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

/** Every `.br` file in the build folder, relative to it. */
function copies(): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.br'))
    .map((name) => relative(dir, join(dir, name)))
    .sort();
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glans-brotli-'));
  write('static/chunks/app.js', script);
  write('static/chunks/nested/styles.css', styles);
  write('static/chunks/tiny.js', 'console.log(1);');
  write('static/media/font.woff2', Buffer.alloc(4096, 7));
  write('server/app/index.html', `<html>${script}</html>`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressStatic', () => {
  it('writes a brotli copy beside each script and style sheet under static/, as nginx brotli_static looks for it', () => {
    const result = precompressStatic(dir);
    expect(result.files).toBe(2);
    expect(result.bytes).toBe(script.length + styles.length);
    expect(result.compressed).toBeLessThan(result.bytes / 10);
    expect(copies()).toEqual(['static/chunks/app.js.br', 'static/chunks/nested/styles.css.br']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'static/chunks/app.js.br'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'static/chunks/nested/styles.css.br'))).toString()).toBe(styles);
    // The files themselves are left as they are.
    expect(readFileSync(join(dir, 'static/chunks/app.js'), 'utf8')).toBe(script);
  });

  it('leaves out files too small to gain, fonts, and everything outside static/', () => {
    precompressStatic(dir);
    expect(existsSync(join(dir, 'static/chunks/tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'static/media/font.woff2.br'))).toBe(false);
    expect(copies().some((name) => name.startsWith('server'))).toBe(false);
  });

  it('gives the same files when run twice, and drops a copy whose file is gone or no longer gains', () => {
    precompressStatic(dir);
    const first = readFileSync(join(dir, 'static/chunks/app.js.br'));
    precompressStatic(dir);
    expect(readFileSync(join(dir, 'static/chunks/app.js.br')).equals(first)).toBe(true);
    rmSync(join(dir, 'static/chunks/nested/styles.css'));
    write('static/chunks/app.js', 'console.log(2);');
    expect(precompressStatic(dir).files).toBe(0);
    expect(copies()).toEqual([]);
  });

  it('does nothing in a build folder without static files', () => {
    rmSync(join(dir, 'static'), { recursive: true });
    expect(precompressStatic(dir)).toEqual({ files: 0, bytes: 0, compressed: 0 });
  });
});
