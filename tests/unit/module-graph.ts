import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the module-graph tests (layout-module-graph, page-module-graph) share: the project's root, the static
 * imports and re-exports of a module (not type-only ones, not `import()`), and how a specifier of the
 * project's own (`@/` or relative) names a file.
 */

export const root = fileURLToPath(new URL('../..', import.meta.url));

export const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The file a project specifier names; null for a package's. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    if (/\.(tsx?|css)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}
