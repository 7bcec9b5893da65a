import { performance } from 'node:perf_hooks';
import { buildContentSchema } from './graphql/executable-schema';
import { GraphQLExecutor } from './graphql/execute-request';
import { loadContentCatalogue } from './catalogue-source';
import { SITE_NAME, TITLE_SUFFIX } from './content-service';
import { storeFromCatalogue } from './store/catalogue-records';

/**
 * In-process timings of the content service on the demo catalogue (or CONTENT_CATALOGUE):
 * `npx tsx services/content/bench.ts`. Prints load time and per-query percentiles for a product family
 * page query (family, brand, type, variants with pricing, images, SEO) run for every family.
 */

const FAMILY_QUERY = `query Family($slug: String) { productFamily(filter: { slug: { eq: $slug } }) {
  id slug name soldAsSingle isOpen description _seoMetaTags { tag attributes content }
  brand { name slug stockCredit logo { url } category { slug parent { slug } } }
  productType { name alias } productSubtype { name } category { slug parent { slug } }
  media { responsiveImage(imgixParams: { w: 800 }) { src srcSet width height aspectRatio alt base64 } }
  seo { title description image { url } }
  variants { id sku ean name stockQuantity availability allowOrdering _createdAt sizes { kind value }
    colours { name nameEn hex } materials { name } media { url }
    pricing { price priceDiscounted percentDiscount salesChannel { name parent { name } } } }
} }`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const loadStarted = performance.now();
const catalogue = await loadContentCatalogue();
const store = storeFromCatalogue(catalogue);
const executor = new GraphQLExecutor(buildContentSchema(), store, {
  name: SITE_NAME,
  titleSuffix: TITLE_SUFFIX,
  uploadsDate: `${catalogue.referenceDate}T00:00:00.000Z`,
});
const loadMs = performance.now() - loadStarted;

const families = store.list('product_family', 'published');
await executor.run({ query: FAMILY_QUERY, variables: { slug: families[0]?.fields.slug } }, 'published'); // warm the document cache
const timings: number[] = [];
for (let round = 0; round < 3; round += 1) {
  for (const family of families) {
    const started = performance.now();
    const { result } = await executor.run({ query: FAMILY_QUERY, variables: { slug: family.fields.slug } }, 'published');
    timings.push(performance.now() - started);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  }
}
timings.sort((a, b) => a - b);

const pageStarted = performance.now();
let paged = 0;
for (let skip = 0; ; skip += 500) {
  const { result } = await executor.run(
    { query: `{ allProductFamilies(first: 500, skip: ${skip}) { id slug variants { id } } }` },
    'published',
  );
  const page = (result.data as { allProductFamilies: unknown[] }).allProductFamilies;
  paged += page.length;
  if (page.length < 500) break;
}
const pageMs = performance.now() - pageStarted;

console.log(
  JSON.stringify(
    {
      families: families.length,
      variants: store.count('product_variant'),
      loadMs: Math.round(loadMs),
      familyQueryMs: {
        p50: percentile(timings, 50).toFixed(2),
        p95: percentile(timings, 95).toFixed(2),
        max: percentile(timings, 100).toFixed(2),
        runs: timings.length,
      },
      pagedAllFamilies: { families: paged, ms: Math.round(pageMs) },
    },
    null,
    2,
  ),
);
