import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repairDynamicPreloads, runtimeLoaders } from '@/services/launcher/dynamic-preloads';

/**
 * A dist folder shaped like Turbopack's: two emitted chunks holding the browser's loaders of three dynamic
 * modules (in the minified form the build writes), and a page's react-loadable manifest with one right
 * entry, one naming a chunk that was never emitted, and one with a different file list; and two pages
 * prerendered with that manifest, one of them preloading the chunk that was never emitted.
 */
const MANIFEST = 'server/app/[[...slug]]/page/react-loadable-manifest.json';
function fixture(dir: string): void {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const loader = (id: number, files: string[]) =>
    `${id + 1},e=>{e.v(t=>Promise.all(${JSON.stringify(files)}.map(t=>e.l(t))).then(()=>t(${id})))}`;
  write(
    'static/chunks/entry.js',
    `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,${loader(100, ['static/chunks/gallery.js', 'static/chunks/gallery.css'])},${loader(200, ['static/chunks/basket.js'])}]);`,
  );
  write(
    'static/chunks/other.js',
    `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,${loader(300, ['static/chunks/listing.js', 'static/chunks/listing.css', 'static/chunks/shared.css'])}]);`,
  );
  for (const name of ['gallery.js', 'gallery.css', 'basket.js', 'listing.js', 'listing.css', 'shared.css'])
    write(`static/chunks/${name}`, '');
  write(
    MANIFEST,
    JSON.stringify({
      '200': { id: 200, files: ['static/chunks/basket.js'] },
      '100': { id: 100, files: ['static/chunks/gallery.css', 'static/chunks/never-emitted.js'] },
      '300': { id: 300, files: ['static/chunks/listing.js', 'static/chunks/listing.css'] },
    }),
  );
  write('server/app/produkt.html', PRODUCT_PAGE);
  write('server/app/om-oss.html', ABOUT_PAGE);
}

const preload = (file: string) => `<link rel="preload" href="/_next/static/chunks/${file}" as="script" fetchPriority="low"/>`;
const PRODUCT_PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/entry.js" async=""></script>${preload('never-emitted.js')}</head><body></body></html>`;
const ABOUT_PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/entry.js" async=""></script></head><body></body></html>`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glans-preloads-'));
  fixture(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const manifest = () => JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Record<string, { id: number; files: string[] }>;

describe('preloads of next/dynamic components', () => {
  it('reads the files the browser loads for each module from the emitted chunks', () => {
    expect(Object.fromEntries(runtimeLoaders(dir))).toEqual({
      '100': ['static/chunks/gallery.js', 'static/chunks/gallery.css'],
      '200': ['static/chunks/basket.js'],
      '300': ['static/chunks/listing.js', 'static/chunks/listing.css', 'static/chunks/shared.css'],
    });
  });

  it('sets each manifest entry to the loader’s files and keeps the right ones', () => {
    const result = repairDynamicPreloads(dir);
    expect(result.repaired.sort()).toEqual([`${MANIFEST}#100`, `${MANIFEST}#300`]);
    expect(result.unchanged).toBe(1);
    expect(result.pages).toEqual(['server/app/produkt.html']);
    expect(manifest()).toEqual({
      '200': { id: 200, files: ['static/chunks/basket.js'] },
      '100': { id: 100, files: ['static/chunks/gallery.js', 'static/chunks/gallery.css'] },
      '300': { id: 300, files: ['static/chunks/listing.js', 'static/chunks/listing.css', 'static/chunks/shared.css'] },
    });
  });

  it('replaces a prerendered page’s preload of a chunk that was never emitted with the loader’s scripts', () => {
    repairDynamicPreloads(dir);
    expect(readFileSync(join(dir, 'server/app/produkt.html'), 'utf8')).toBe(
      PRODUCT_PAGE.replace(preload('never-emitted.js'), preload('gallery.js')),
    );
    expect(readFileSync(join(dir, 'server/app/om-oss.html'), 'utf8')).toBe(ABOUT_PAGE);
  });

  it('changes nothing when run a second time', () => {
    repairDynamicPreloads(dir);
    const before = readFileSync(join(dir, MANIFEST), 'utf8');
    expect(repairDynamicPreloads(dir)).toEqual({ repaired: [], unchanged: 3, pages: [] });
    expect(readFileSync(join(dir, MANIFEST), 'utf8')).toBe(before);
  });

  it('fails the build when an entry names missing files and no loader is found for it', () => {
    writeFileSync(join(dir, MANIFEST), JSON.stringify({ '400': { id: 400, files: ['static/chunks/gone.js'] } }));
    expect(() => repairDynamicPreloads(dir)).toThrow(/Dynamic module 400 .*missing files/);
  });
});
