import { ensureCatalogue, loadCatalogue } from '../seed/ensure';
import { buildRecords } from './build-records';
import type { SearchRecord } from './search-record';

/**
 * The catalogues the benchmark and the engine comparison run on: the demo catalogue and the generated
 * 100,000-variant one (`.data/catalogue/catalogue-100k.json`), both generated when missing, or the files
 * given with `--catalogue=path`. `--demo-only` skips the large one.
 */

export const LARGE_VARIANTS = 100_000;

export interface BenchCatalogue {
  label: string;
  /** The catalogue file, generated when missing. */
  path: () => Promise<string>;
}

const log = (message: string) => console.error(message);

export function benchCatalogues(args: string[]): BenchCatalogue[] {
  const given = args.filter((arg) => arg.startsWith('--catalogue=')).map((arg) => arg.slice('--catalogue='.length));
  if (given.length > 0) return given.map((path) => ({ label: path, path: async () => path }));
  const demo: BenchCatalogue = { label: 'demo catalogue', path: async () => (await ensureCatalogue({ log })).path };
  if (args.includes('--demo-only')) return [demo];
  const large: BenchCatalogue = {
    label: `${LARGE_VARIANTS.toLocaleString('en')} variants`,
    path: async () => (await ensureCatalogue({ targetVariants: LARGE_VARIANTS, log })).path,
  };
  return [demo, large];
}

/** The search records of a catalogue file. */
export function recordsOf(path: string): SearchRecord[] {
  return buildRecords(loadCatalogue(path));
}
