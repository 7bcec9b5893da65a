import type { FacetIndex } from './facet-index';

/**
 * `facets` and `facets_stats` of an answer: value counts over all hits (not only the page), the most
 * frequent first (ties alphabetical) or alphabetical, cut to `maxValuesPerFacet`; min/max/avg/sum for
 * numeric attributes.
 */

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export const WILDCARD_FACETS = [
  'brand',
  'productType',
  'productSubtype',
  'colour',
  'material',
  'sizes',
  'availability',
  'categorySlugs',
  'price',
  'percentDiscount',
];

/** The facet attributes asked for: `*` means the shopper-facing facets; unknown attributes are left out. */
export function requestedFacets(facets: string[], index: FacetIndex): string[] {
  const expanded = facets.includes('*') ? WILDCARD_FACETS : facets;
  return [...new Set(expanded)].filter((attribute) => index.isFacet(attribute) || index.isNumeric(attribute));
}

const RANK_LIMIT = 2 ** 21;
const COUNT_LIMIT = 2 ** 31;

/** Value counts of one facet over the hits, in answer order. */
export function countFacet(
  index: FacetIndex,
  attribute: string,
  hits: Int32Array,
  maxValues: number,
  sortBy: 'count' | 'alpha',
): [string, number][] {
  const column = index.column(attribute);
  if (!column || maxValues === 0) return [];
  const counts = new Int32Array(column.values.length);
  const { offsets, valueIds } = column;
  for (let i = 0; i < hits.length; i += 1) {
    const id = hits[i] as number;
    const end = offsets[id + 1] as number;
    for (let k = offsets[id] as number; k < end; k += 1) {
      const valueId = valueIds[k] as number;
      counts[valueId] = (counts[valueId] as number) + 1;
    }
  }
  // One number per present value, sorted without a comparator: (count descending, then alphabetical) or
  // alphabetical only; the alphabetical rank is unique, so it also names the value.
  const alpha = column.alphabeticalRank();
  const byRank = column.alphabeticalOrder();
  let present = 0;
  for (let valueId = 0; valueId < counts.length; valueId += 1) if ((counts[valueId] as number) > 0) present += 1;
  const keys = new Float64Array(present);
  let cursor = 0;
  for (let valueId = 0; valueId < counts.length; valueId += 1) {
    const count = counts[valueId] as number;
    if (count === 0) continue;
    keys[cursor++] = sortBy === 'alpha' ? (alpha[valueId] as number) : (COUNT_LIMIT - count) * RANK_LIMIT + (alpha[valueId] as number);
  }
  keys.sort();
  const length = Math.min(maxValues, keys.length);
  const entries: [string, number][] = [];
  for (let k = 0; k < length; k += 1) {
    const valueId = byRank[(keys[k] as number) % RANK_LIMIT] as number;
    entries.push([column.values[valueId] as string, counts[valueId] as number]);
  }
  return entries;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function facetStats(index: FacetIndex, attribute: string, hits: Int32Array): FacetStats | undefined {
  const column = index.numeric(attribute);
  if (!column) return undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < hits.length; i += 1) {
    const value = column[hits[i] as number] as number;
    if (Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
    count += 1;
  }
  if (count === 0) return undefined;
  return { min, max, avg: round(sum / count), sum: round(sum) };
}
