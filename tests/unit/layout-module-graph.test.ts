import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The root layout's module graph reaches no screen's client code (issue 31). A `…-lazy.tsx` module (the
 * screens' `next/dynamic` imports) that the layout reaches is chunked with the layout, and Turbopack (Next
 * 16.4) then writes into the catch-all route's react-loadable manifest a chunk it never emits: the page
 * preloads a file that answers 404 (components/basket/basket-slots.ts). The walk follows the static imports
 * and re-exports of the project's own modules (`@/` and relative), not type-only imports.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    if (/\.(tsx?|css)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  visit(join(root, entry));
  return [...seen].map((file) => relative(root, file));
}

const SCREEN_CLIENT_CODE = /^components\/(basket|product|listing|checkout)\/[^/]*-lazy\.tsx$/;

describe('the root layout’s module graph', () => {
  it('is walked through the project’s imports (the header and the basket provider are in it)', () => {
    const graph = moduleGraph('app/layout.tsx');
    expect(graph).toContain('components/layout/site-header.tsx');
    expect(graph).toContain('components/basket/basket-provider.tsx');
  });

  it('reaches no screen’s next/dynamic module', () => {
    expect(moduleGraph('app/layout.tsx').filter((file) => SCREEN_CLIENT_CODE.test(file))).toEqual([]);
  });

  it('the catch-all page reaches each screen’s (the check above looks for the right files)', () => {
    const lazy = moduleGraph('app/[[...slug]]/page.tsx').filter((file) => SCREEN_CLIENT_CODE.test(file));
    expect(lazy.sort()).toEqual([
      'components/basket/basket-lazy.tsx',
      'components/checkout/checkout-lazy.tsx',
      'components/listing/listing-lazy.tsx',
      'components/product/product-lazy.tsx',
    ]);
  });
});
