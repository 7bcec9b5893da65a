import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT, resolveImport, root } from './module-graph';

/**
 * The root layout's module graph reaches no screen's client code (issue 31). A `…-lazy.tsx` module (the
 * screens' `next/dynamic` imports) that the layout reaches is chunked with the layout, and Turbopack (Next
 * 16.4) then writes into the catch-all route's react-loadable manifest a chunk it never emits: the page
 * preloads a file that answers 404 (components/basket/basket-slots.ts). Nor does it reach what the shell's
 * first load does without: the basket store and the commerce client (basket-hub.tsx fetches them after the
 * page) and next/dynamic's runtime. The walk follows the static imports and re-exports of the project's own
 * modules (`@/` and relative), not type-only imports nor `import()`.
 */

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;

/**
 * The project's modules the entry reaches; those of them on the browser's side (a `'use client'` module and
 * everything it imports: what the entry's first load ships); and the packages those import (`package ← module`).
 */
function walk(entry: string): { modules: string[]; client: string[]; clientPackages: string[] } {
  const seen = new Map<string, boolean>();
  const packages = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    if (seen.get(file) === true || (seen.has(file) && !inClient)) return;
    if (!/\.tsx?$/.test(file)) {
      seen.set(file, inClient);
      return;
    }
    const source = readFileSync(file, 'utf8');
    const client = inClient || USE_CLIENT.test(source);
    seen.set(file, client);
    for (const [, specifier = ''] of source.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target) visit(target, client);
      else if (client && !specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(`${specifier} ← ${relative(root, file)}`);
    }
  };
  visit(join(root, entry), false);
  const names = (files: string[]) => files.map((file) => relative(root, file));
  return {
    modules: names([...seen.keys()]),
    client: names([...seen].filter(([, client]) => client).map(([file]) => file)),
    clientPackages: [...packages],
  };
}

function moduleGraph(entry: string): string[] {
  return walk(entry).modules;
}

/** What the shell's first load does without: the basket store and the commerce client (its schemas come after it). */
const BASKET_STORE_CODE = [
  'components/basket/basket-provider.tsx',
  'components/basket/basket-runtime.ts',
  'stores/basket-store.ts',
  'lib/commerce/commerce-client.ts',
  'lib/commerce/commerce-request.ts',
];

/**
 * The shell's code that comes after the page (issue 31, `import()` behind components/layout/deferred.ts): the
 * draft-mode bar with its live status, and the header's panels (their styles come with the first load).
 */
const SHELL_AFTER_LOAD = [
  'components/layout/preview-bar.tsx',
  'components/layout/preview-bar.module.css',
  'components/preview/live-status.ts',
  'components/layout/header-live.tsx',
  'components/layout/search-panel.tsx',
  'components/layout/language-switcher.tsx',
];

/**
 * What must be in the first load: the chunk-load guard (during hydration), the offline note, what notices a route
 * change and what it shows (mounted after a navigation has started, the overlay and the bar cost a link followed
 * right after the load its glide to the hash target; nprogress itself still comes after the page).
 */
const SHELL_FIRST_LOAD = [
  'components/layout/chunk-reload-guard.tsx',
  'components/layout/online-status.tsx',
  'components/layout/route-events.tsx',
  'components/layout/route-transition.ts',
  'components/layout/scroll-manager.tsx',
  'components/layout/route-overlay.tsx',
  'components/layout/route-progress.tsx',
  'components/preview/preview-lazy.tsx',
];

const SCREEN_CLIENT_CODE = /^components\/(basket|product|listing|checkout)\/[^/]*-lazy\.tsx$/;

describe('the root layout’s module graph', () => {
  it('is walked through the project’s imports (the header and the basket provider are in it)', () => {
    const graph = moduleGraph('app/layout.tsx');
    expect(graph).toContain('components/layout/site-header.tsx');
    expect(graph).toContain('components/basket/basket-hub.tsx');
    expect(graph).toContain('components/basket/basket-link.tsx');
  });

  it('ships neither the basket store nor the commerce client (the header’s count draws from the browser first)', () => {
    const { client, clientPackages } = walk('app/layout.tsx');
    expect(client).toContain('components/basket/basket-hub.tsx');
    expect(client.filter((file) => BASKET_STORE_CODE.includes(file))).toEqual([]);
    expect(clientPackages.filter((use) => /^zod\b/.test(use))).toEqual([]);
  });

  it('ships the draft-mode bar and the header’s panels after the page, and no store library’s React binding', () => {
    const { client, clientPackages } = walk('app/layout.tsx');
    expect(client).toEqual(expect.arrayContaining(SHELL_FIRST_LOAD));
    expect(client.filter((file) => SHELL_AFTER_LOAD.includes(file))).toEqual([]);
    expect(clientPackages.filter((use) => /^nprogress\b/.test(use))).toEqual([]);
    // The dropdown store is zustand's vanilla store, read with React's own hook.
    expect(clientPackages.filter((use) => /^zustand\b/.test(use) && !/^zustand\/vanilla\b/.test(use))).toEqual([]);
    expect(clientPackages.some((use) => /^zustand\/vanilla\b/.test(use))).toBe(true);
    // The walk sees them past the `import()`s (the check above looks for the right files).
    expect(walk('components/layout/header-live.tsx').client).toEqual(expect.arrayContaining(SHELL_AFTER_LOAD.filter((file) => /search-panel|language-switcher/.test(file))));
  });

  it('ships neither next/dynamic nor the number formatting (nor does the root error boundary, in every first load too)', () => {
    for (const entry of ['app/layout.tsx', 'app/error.tsx']) {
      const { client, clientPackages } = walk(entry);
      expect(clientPackages.filter((use) => use.startsWith('next/dynamic '))).toEqual([]);
      expect(client).not.toContain('lib/format.ts');
    }
  });

  it('ships no next/link, in the layout, the error boundary or the catch-all page (the app’s links are IntentLink)', () => {
    for (const entry of ['app/layout.tsx', 'app/error.tsx', 'app/not-found.tsx', 'app/[[...slug]]/page.tsx']) {
      expect(walk(entry).clientPackages.filter((use) => use.startsWith('next/link '))).toEqual([]);
    }
    expect(walk('app/layout.tsx').client).toContain('components/layout/prefetch-policy.tsx');
  });

  it('the catch-all page ships the basket store only with the screens’ own chunks (behind their `…-lazy.tsx` imports)', () => {
    const { client, clientPackages } = walk('app/[[...slug]]/page.tsx');
    expect(client).toContain('components/basket/basket-lazy.tsx');
    expect(clientPackages.some((use) => use.startsWith('next/dynamic '))).toBe(true);
    expect(client.filter((file) => BASKET_STORE_CODE.includes(file))).toEqual([]);
    // The screens' modules import the store (so the walk would see it past the `import()`).
    expect(walk('components/basket/gift-wrapping-chooser.tsx').client).toEqual(expect.arrayContaining(BASKET_STORE_CODE));
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
