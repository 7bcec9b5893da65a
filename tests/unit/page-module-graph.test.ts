import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT, resolveImport, root } from './module-graph';

/**
 * What the pages put in the browser's first load (issue 31). Turbopack chunks every client module a server
 * entry reaches into that entry's first load, and a client module's static imports with it; `import()` and
 * `next/dynamic` targets get chunks of their own. So the first load of every content page is the client
 * graph of the catch-all page: the `'use client'` modules its server graph reaches, and what they import.
 * The walk follows static imports and re-exports (not type-only ones, not `import()`), as
 * layout-module-graph.test.ts does, and notes the packages each module imports.
 */

const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));

interface Graph {
  /** Project modules in the browser's first load (relative paths). */
  modules: string[];
  /** Packages those modules import, by module. */
  packages: Map<string, string[]>;
}

/**
 * The client graph below `entry`: from a server entry, the client modules its server graph reaches and
 * everything they import; from a client module, that module and its imports.
 */
function clientGraph(entry: string): Graph {
  const server = new Set<string>();
  const client = new Set<string>();
  const packages = new Map<string, string[]>();
  const visit = (file: string, inClient: boolean) => {
    if (!/\.tsx?$/.test(file)) return;
    const nowClient = inClient || isClient(file);
    const seen = nowClient ? client : server;
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target) visit(target, nowClient);
      else if (nowClient && !specifier.startsWith('.') && !specifier.startsWith('@/')) packages.set(relative(root, file), [...(packages.get(relative(root, file)) ?? []), specifier]);
    }
  };
  visit(join(root, entry), false);
  return { modules: [...client].map((file) => relative(root, file)), packages };
}

const importing = (graph: Graph, name: string) => [...graph.packages].filter(([, names]) => names.includes(name)).map(([file]) => file);

describe('the catch-all page’s first load (every content page)', () => {
  const graph = clientGraph('app/[[...slug]]/page.tsx');

  it('is walked through the server graph into the client modules (the screens’ next/dynamic modules are in it)', () => {
    expect(graph.modules).toContain('components/product/product-lazy.tsx');
    expect(graph.modules).toContain('components/basket/basket-lazy.tsx');
  });

  it('holds no Next image code: content images are drawn by the server', () => {
    expect(importing(graph, 'next/image')).toEqual([]);
  });

  it('holds no content block’s, gallery’s or form’s code', () => {
    const screens = ['components/content/category-slider.tsx', 'components/content/video-block.tsx', 'components/product/product-gallery.tsx', 'components/product/add-to-basket.tsx', 'components/basket/basket-view.tsx'];
    expect(graph.modules.filter((file) => screens.includes(file))).toEqual([]);
  });
});

describe('the product and basket screens’ first load (their next/dynamic chunks)', () => {
  it('add to basket: the form the server draws, not the code that adds, and no image code', () => {
    const graph = clientGraph('components/product/add-to-basket-slot.tsx');
    expect(graph.modules).not.toContain('components/product/add-to-basket.tsx');
    expect(graph.modules).not.toContain('lib/tracking/tracker.ts');
    expect(importing(graph, 'next/image')).toEqual([]);
    // The basket store and the commerce client come with the live form (it makes the page's store).
    expect(graph.modules).not.toContain('components/basket/basket-provider.tsx');
    expect(graph.modules).not.toContain('stores/basket-store.ts');
    expect(importing(graph, 'zustand')).toEqual([]);
    // A gift card's amount field is drawn by the server (basket-screen-slots.tsx): no number formatting.
    expect(graph.modules).not.toContain('components/product/gift-card-amount.tsx');
    expect(graph.modules).not.toContain('lib/format.ts');
  });

  it('the gallery: what keeps the server’s gallery and the presses made on it, not the gallery’s code or image code', () => {
    const graph = clientGraph('components/product/gallery-slot.tsx');
    expect(graph.modules).not.toContain('components/product/product-gallery.tsx');
    expect(graph.modules).not.toContain('components/product/gallery-view.tsx');
    expect(importing(graph, 'next/image')).toEqual([]);
    expect(importing(clientGraph('components/product/product-gallery.tsx'), 'next/image')).toEqual([]);
  });

  it('the basket: its frame and states, not the lines, forms, related products or image code', () => {
    const graph = clientGraph('components/basket/basket-view.tsx');
    for (const later of ['basket-contents', 'basket-line', 'coupon-form', 'basket-comment', 'related-products', 'basket-summary']) {
      expect(graph.modules).not.toContain(`components/basket/${later}.tsx`);
    }
    expect(importing(graph, 'next/image')).toEqual([]);
  });

  it('the basket: its frame reads the basket through the hub, and the store’s code comes after the load', () => {
    const graph = clientGraph('components/basket/basket-view.tsx');
    expect(graph.modules).toContain('components/basket/basket-snapshot.ts');
    for (const store of ['components/basket/basket-provider.tsx', 'components/basket/basket-runtime.ts', 'stores/basket-store.ts', 'lib/commerce/commerce-client.ts']) {
      expect(graph.modules).not.toContain(store);
    }
    expect(importing(graph, 'zustand')).toEqual([]);
  });
});
