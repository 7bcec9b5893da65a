import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

const SEED_DIR = dirname(fileURLToPath(import.meta.url));

/** A hash of the generator's own sources: a changed generator regenerates the catalogue. */
function generatorFingerprint(): string {
  const hash = createHash('sha256').update(String(CATALOGUE_VERSION));
  const files = readdirSync(SEED_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('media/'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(SEED_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

function readFingerprint(path: string): string | null {
  try {
    return readFileSync(`${path}.fingerprint`, 'utf8').trim();
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
  const fingerprint = generatorFingerprint();
  const current = existsSync(path) && readFingerprint(path) === fingerprint;
  let catalogue: Catalogue | null = null;
  if (!current || options.force) {
    const started = Date.now();
    catalogue = generateCatalogue({ targetVariants: options.targetVariants });
    writeAtomically(path, JSON.stringify(catalogue));
    writeAtomically(`${path}.fingerprint`, fingerprint);
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
