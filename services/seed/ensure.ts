import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CATALOGUE_VERSION, type Catalogue } from './catalogue-types';
import { generateCatalogue } from './generate';
import { renderMedia } from './media/render';

/**
 * Makes sure the demo catalogue and its images exist: generated when missing, when made by an older
 * generator version, or when forced. Written atomically, so a reader never sees half a file.
 */

export const CATALOGUE_PATH = join('.data', 'catalogue', 'catalogue.json');
export const CATALOGUE_100K_PATH = join('.data', 'catalogue', 'catalogue-100k.json');

export interface EnsureOptions {
  root?: string;
  force?: boolean;
  targetVariants?: number;
  log?: (message: string) => void;
}

function readVersion(path: string): number | null {
  try {
    const head = readFileSync(path, 'utf8').slice(0, 200);
    const match = /"version"\s*:\s*(\d+)/.exec(head);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export function writeAtomically(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.tmp-${process.pid}`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

export async function ensureCatalogue(options: EnsureOptions = {}): Promise<{ path: string; generated: boolean }> {
  const root = options.root ?? process.cwd();
  const log = options.log ?? (() => {});
  const large = (options.targetVariants ?? 0) > 10_000;
  const path = join(root, large ? CATALOGUE_100K_PATH : CATALOGUE_PATH);
  const current = existsSync(path) && readVersion(path) === CATALOGUE_VERSION;
  let catalogue: Catalogue | null = null;
  if (!current || options.force) {
    const started = Date.now();
    catalogue = generateCatalogue({ targetVariants: options.targetVariants });
    writeAtomically(path, JSON.stringify(catalogue));
    const variants = catalogue.families.reduce((sum, family) => sum + family.variants.length, 0);
    log(`[seed] generated ${catalogue.families.length} product families, ${variants} variants in ${Date.now() - started} ms → ${path}`);
  }
  catalogue ??= loadCatalogue(path);
  // The benchmark-size catalogue is data for the search and content benchmarks; its images are not served.
  if (large) return { path, generated: !current || Boolean(options.force) };
  const rendered = await renderMedia(catalogue.media, join(root, 'public'), log);
  if (rendered > 0) log(`[seed] rendered ${rendered} images into public/media/demo`);
  return { path, generated: !current || Boolean(options.force) };
}

export function loadCatalogue(path: string = join(process.cwd(), CATALOGUE_PATH)): Catalogue {
  return JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
}
