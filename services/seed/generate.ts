import { CATALOGUE_VERSION, type Article, type Catalogue, type ProductType } from './catalogue-types';
import { buildEditorial } from './catalogue-editorial';
import { buildProductCatalogue } from './catalogue-products';
import { IdSource } from './id-source';
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
  chooseSizeGuide(products.productTypes, editorial.articles.blog);
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

/** The demo's size guide: rings lead to the blog's article on measuring a ring at home (editors may choose another). */
export const RING_SIZE_GUIDE_HEADER = 'Hitta rätt ringstorlek hemma';

function chooseSizeGuide(types: ProductType[], blog: Article[]): void {
  const guide = blog.find((article) => article.header === RING_SIZE_GUIDE_HEADER);
  for (const type of types) if (type.alias === 'ring') type.sizeGuideArticleId = guide?.id ?? null;
}
