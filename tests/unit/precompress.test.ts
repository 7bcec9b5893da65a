import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESSED_DIR, acceptsEncoding, loadPrecompressed, precompressStatic } from '@/services/launcher/precompress';

let dir: string;
const script = `${'export function add(a, b) { return a + b; }\n'.repeat(100)}`;
const styles = `${'.card { display: grid; gap: 1rem; }\n'.repeat(100)}`;

function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
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

describe('precompressStatic and loadPrecompressed', () => {
  it('makes a brotli copy of each script and style sheet under static/, keyed by the address the browser asks for', () => {
    const result = precompressStatic(dir);
    expect(result.files).toBe(2);
    expect(result.bytes).toBe(script.length + styles.length);
    expect(result.compressed).toBeLessThan(result.bytes / 10);
    const copies = loadPrecompressed(dir);
    expect([...copies.keys()].sort()).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/nested/styles.css']);
    expect(brotliDecompressSync(copies.get('/_next/static/chunks/app.js')!).toString()).toBe(script);
    expect(brotliDecompressSync(copies.get('/_next/static/chunks/nested/styles.css')!).toString()).toBe(styles);
  });

  it('leaves out files too small to gain, fonts, and everything outside static/', () => {
    precompressStatic(dir);
    const copies = loadPrecompressed(dir);
    expect(copies.has('/_next/static/chunks/tiny.js')).toBe(false);
    expect(copies.has('/_next/static/media/font.woff2')).toBe(false);
    expect([...copies.keys()].some((key) => key.includes('server'))).toBe(false);
  });

  it('starts again from nothing on each run, so a copy of a file the new build dropped is gone', () => {
    precompressStatic(dir);
    rmSync(join(dir, 'static/chunks/nested'), { recursive: true });
    precompressStatic(dir);
    expect([...loadPrecompressed(dir).keys()]).toEqual(['/_next/static/chunks/app.js']);
    expect(readFileSync(join(dir, PRECOMPRESSED_DIR, 'chunks/app.js.br')).length).toBeGreaterThan(0);
  });

  it('finds no copies in a build made without the step', () => {
    expect(loadPrecompressed(dir).size).toBe(0);
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['gzip;q=1.0, BR;q=0.5', true],
    [['gzip', 'br'], true],
    ['gzip, deflate', false],
    ['br;q=0, gzip', false],
    ['brotli, gzip', false],
    ['', false],
    [undefined, false],
  ])('brotli in %j: %s', (header, expected) => {
    expect(acceptsEncoding(header, 'br')).toBe(expected);
  });

  it('reads gzip the same way', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(acceptsEncoding('br', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip;q=0, br', 'gzip')).toBe(false);
  });
});
