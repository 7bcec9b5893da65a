import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, startupScripts } from '@/services/launcher/compile-hints';

/** A dist folder shaped like Next's: a build manifest, two pages' client reference manifests, five chunks. */
function fixture(dir: string): void {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('build-manifest.json', JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }));
  const manifest = (route: string, entry: Record<string, string[]>, lazy: string) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
      clientModules: { '[project]/components/lazy.tsx': { chunks: [`/_next/${lazy}`] } },
      entryJSFiles: entry,
    })};`;
  write('server/app/[[...slug]]/page_client-reference-manifest.js', manifest('/[[...slug]]/page', { '[project]/app/layout': ['static/chunks/layout.js', 'static/chunks/layout.css'], '[project]/app/[[...slug]]/page': ['static/chunks/page.js'] }, 'static/chunks/lazy.js'));
  write('server/app/api/health/route_client-reference-manifest.js', manifest('/api/health/route', { '[project]/app/api/health/route': ['static/chunks/route-only.js'] }, 'static/chunks/lazy.js'));
  for (const name of ['polyfill', 'runtime', 'react', 'layout', 'page', 'lazy', 'route-only']) write(`static/chunks/${name}.js`, `console.log(${JSON.stringify(name)});\n`);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glans-hints-'));
  fixture(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (name: string) => readFileSync(join(dir, 'static/chunks', name), 'utf8');

describe('compile hints on the start-up scripts', () => {
  it('lists the framework scripts and the pages’ entry scripts, not the lazy, polyfill, stylesheet or route-handler ones', () => {
    expect(startupScripts(dir)).toEqual(['static/chunks/layout.js', 'static/chunks/page.js', 'static/chunks/react.js', 'static/chunks/runtime.js']);
  });

  it('puts the hint first in each start-up script and leaves the others as they were', () => {
    const result = addCompileHints(dir);
    expect(result.marked).toHaveLength(4);
    expect(read('react.js')).toBe(`${COMPILE_HINT}console.log("react");\n`);
    expect(read('page.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    for (const name of ['lazy.js', 'polyfill.js', 'route-only.js']) expect(read(name)).toBe(`console.log(${JSON.stringify(name.replace('.js', ''))});\n`);
  });

  it('changes nothing when run a second time', () => {
    addCompileHints(dir);
    const again = addCompileHints(dir);
    expect(again.marked).toEqual([]);
    expect(again.unchanged).toHaveLength(4);
    expect(read('layout.js')).toBe(`${COMPILE_HINT}console.log("layout");\n`);
  });

  it('fails the build when a listed script is missing', () => {
    rmSync(join(dir, 'static/chunks/page.js'));
    expect(() => addCompileHints(dir)).toThrow(/static\/chunks\/page\.js .*missing/);
  });
});
