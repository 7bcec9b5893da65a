import { CATALOGUE_VERSION, type Catalogue } from './catalogue-types';
import { buildEditorial } from './catalogue-editorial';
import { buildProductCatalogue, IdSource } from './catalogue-products';
import { MediaRegistry } from './media-registry';
import { Random } from './random';

export interface GenerateOptions {
  seed?: number;
  /** The day relative dates are anchored to (ISO date); default: today (UTC). */
  referenceDate?: string;
  /** Grow the catalogue until it has at least this many variants (benchmarks use 100,000). */
  targetVariants?: number;
}

export const DEFAULT_SEED = 20_261_121;
export const DEMO_MIN_VARIANTS = 1_500;

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The demo catalogue: pure and deterministic (same options, same catalogue). */
export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const referenceDate = options.referenceDate ?? todayUtc();
  const random = new Random(seed);
  const ids = new IdSource(100_000);
  const media = new MediaRegistry(10_000);
  const products = buildProductCatalogue(random, ids, media, referenceDate, Math.max(DEMO_MIN_VARIANTS, options.targetVariants ?? 0));
  const editorial = buildEditorial(random, ids, media, products, referenceDate);
  return {
    version: CATALOGUE_VERSION,
    seed,
    referenceDate,
    locale: 'sv_SE',
    ...products,
    ...editorial,
    media: media.all(),
  };
}
