import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import type { SearchRecord } from './search-record';
import { foldText } from './text-normalise';
import { Random } from '../seed/random';

/**
 * Representative queries built from the records themselves (deterministically), shared by the engine
 * comparison and the benchmark: whole words, words being typed, typos, words typed without å/ä/ö,
 * brand + type pairs, sizes, plurals and a few that find nothing; and for the benchmark, each text mixed
 * with the facets, filters, sort replicas and pages a listing page sends.
 */

function prng(seed: number): () => number {
  const random = new Random(seed);
  return () => random.next();
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

function typo(random: () => number, word: string): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  return word.slice(0, at) + 'e' + word.slice(at);
}

/** About `count` text queries shaped like what shoppers type. */
export function representativeTextQueries(records: readonly SearchRecord[], count = 200): string[] {
  const random = prng(20_240_601);
  if (records.length === 0) return [''];
  const nameWords = [...new Set(records.flatMap((record) => record.name.split(/\s+/)).filter((word) => word.length >= 3))];
  const brands = [...new Set(records.map((record) => record.brand).filter(Boolean))];
  const types = [...new Set(records.map((record) => record.productType).filter(Boolean))];
  const colours = [...new Set(records.flatMap((record) => record.colour))];
  const materials = [...new Set(records.flatMap((record) => record.material))];
  const sizes = [...new Set(records.flatMap((record) => record.sizes))];
  const makers: (() => string)[] = [
    () => pick(random, nameWords),
    () => pick(random, nameWords).slice(0, 1 + Math.floor(random() * 3)),
    () => typo(random, pick(random, nameWords).toLowerCase()),
    () => foldText(pick(random, nameWords)),
    () => pick(random, brands),
    () => `${pick(random, brands)} ${pick(random, types).toLowerCase()}`,
    () => `${pick(random, colours)} ${pick(random, types).toLowerCase()}`,
    () => pick(random, types).toLowerCase(),
    () => `${pick(random, materials)}`,
    () => (sizes.length > 0 ? pick(random, sizes) : pick(random, nameWords)),
    () => `${pick(random, nameWords)} ${pick(random, colours)}`,
    () => pick(random, ['zxqv', 'ringar', 'örhängen', 'orhangen', 'halsband guld', 'present', 'silver', 'sliver', 'guld ring 17']),
  ];
  return Array.from({ length: count }, (_, index) => (makers[index % makers.length] as () => string)());
}

/** A search request body (v5 form) as the listing page would send it. */
export type BenchRequest = Record<string, unknown> & { indexName: string };

/** About `count` full requests: text queries mixed with facets, filters, numeric ranges, replicas and pages. */
export function representativeRequests(records: readonly SearchRecord[], count = 200): BenchRequest[] {
  const random = prng(7);
  const texts = representativeTextQueries(records, count);
  const brands = [...new Set(records.map((record) => record.brand).filter(Boolean))];
  const colours = [...new Set(records.flatMap((record) => record.colour))];
  const categories = [...new Set(records.flatMap((record) => record.categoryIds))];
  const facets = ['brand', 'productType', 'colour', 'material', 'sizes', 'price'];
  const indices = [SEARCH_INDEX, SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST];
  return texts.map((text, index) => {
    const request: BenchRequest = {
      indexName: pick(random, indices),
      query: index % 4 === 0 ? '' : text,
      hitsPerPage: 24,
      page: index % 7 === 0 ? 1 + Math.floor(random() * 3) : 0,
      facets,
      maxValuesPerFacet: 50,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      clickAnalytics: true,
    };
    const facetFilters: (string | string[])[] = [];
    if (index % 3 === 0 && categories.length > 0) facetFilters.push(`categoryIds:${pick(random, categories)}`);
    if (index % 5 === 0 && brands.length > 1) facetFilters.push([`brand:${pick(random, brands)}`, `brand:${pick(random, brands)}`]);
    if (index % 6 === 0 && colours.length > 0) facetFilters.push(`colour:-${pick(random, colours)}`);
    if (facetFilters.length > 0) request.facetFilters = facetFilters;
    if (index % 4 === 1) request.numericFilters = [`price>=${Math.floor(random() * 1000)}`, `price<=${1000 + Math.floor(random() * 5000)}`];
    return request;
  });
}
