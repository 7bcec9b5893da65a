import type { Bitset } from './bitset';
import type { RankedIndex } from './search-indices';
import type { TextMatch } from './text-match';

/**
 * The hits of a query: the set (for nbHits and facet counts, in any order) and the first n in the index's
 * order (for the page). An empty query walks the index's precomputed order. A text query ranks by one
 * packed number per hit (sort rank, then relevance key, then custom rank): a typed-array sort needs no
 * comparator call per pair, and only the first n are fully sorted (a page is at most 1,000 hits deep).
 */

export interface RankedHits {
  /** Every hit, in no particular order. */
  set: Int32Array;
  /** The first `n` hits in ranking order. */
  top(n: number): Int32Array;
}

const CUSTOM_BITS = 2 ** 20;
const RELEVANCE_BITS = 2 ** 16;
const MAX_SORT_RANK = 2 ** 17;

/** All records of the index that pass the filter, in the index's order. */
export function rankWithoutText(index: RankedIndex, filter: Bitset | null): RankedHits {
  let ordered = index.order;
  if (filter) {
    ordered = new Int32Array(filter.count());
    let cursor = 0;
    const { order } = index;
    for (let i = 0; i < order.length; i += 1) {
      const id = order[i] as number;
      if (filter.has(id)) ordered[cursor++] = id;
    }
  }
  return { set: ordered, top: (n) => ordered.subarray(0, Math.min(n, ordered.length)) };
}

/** The text hits that pass the filter, ranked on demand. */
export function rankTextHits(index: RankedIndex, match: TextMatch, filter: Bitset | null): RankedHits {
  const { ids } = match;
  const positions = new Int32Array(ids.length);
  let count = 0;
  for (let i = 0; i < ids.length; i += 1) {
    if (!filter || filter.has(ids[i] as number)) positions[count++] = i;
  }
  const kept = positions.subarray(0, count);
  const set = filter ? Int32Array.from(kept, (position) => ids[position] as number) : ids;
  const packable = index.customRank.length <= CUSTOM_BITS && (!index.definition.sort || maxOf(index.sortRank) < MAX_SORT_RANK);
  return { set, top: (n) => (packable ? topByKeys(index, match, kept, n) : topByComparator(index, match, kept, n)) };
}

function topByKeys(index: RankedIndex, match: TextMatch, positions: Int32Array, n: number): Int32Array {
  const { ids, relevance } = match;
  const keys = new Float64Array(positions.length);
  for (let k = 0; k < positions.length; k += 1) {
    const position = positions[k] as number;
    const id = ids[position] as number;
    const sortPart = index.definition.sort ? (index.sortRank[id] as number) * RELEVANCE_BITS : 0;
    keys[k] = (sortPart + (relevance[position] as number)) * CUSTOM_BITS + (index.customRank[id] as number);
  }
  const wanted = Math.min(n, keys.length);
  if (wanted * 2 < keys.length) {
    selectSmallest(keys, wanted);
    keys.subarray(0, wanted).sort();
  } else {
    keys.sort();
  }
  const out = new Int32Array(wanted);
  for (let k = 0; k < wanted; k += 1) out[k] = index.byCustomRank[(keys[k] as number) % CUSTOM_BITS] as number;
  return out;
}

/** Moves the `n` smallest keys to the front (in any order): quickselect. */
export function selectSmallest(keys: Float64Array, n: number): void {
  let left = 0;
  let right = keys.length - 1;
  while (left < right) {
    const middle = (left + right) >>> 1;
    const pivot = median(keys[left] as number, keys[middle] as number, keys[right] as number);
    let i = left;
    let j = right;
    while (i <= j) {
      while ((keys[i] as number) < pivot) i += 1;
      while ((keys[j] as number) > pivot) j -= 1;
      if (i <= j) {
        const swap = keys[i] as number;
        keys[i] = keys[j] as number;
        keys[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (n - 1 <= j) right = j;
    else if (n - 1 >= i) left = i;
    else return;
  }
}

function median(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
}

function topByComparator(index: RankedIndex, match: TextMatch, positions: Int32Array, n: number): Int32Array {
  const { ids, relevance } = match;
  const sorted = Array.from(positions).sort((a, b) => {
    const ia = ids[a] as number;
    const ib = ids[b] as number;
    return (
      (index.sortRank[ia] as number) - (index.sortRank[ib] as number) ||
      (relevance[a] as number) - (relevance[b] as number) ||
      (index.customRank[ia] as number) - (index.customRank[ib] as number)
    );
  });
  return Int32Array.from(sorted.slice(0, n), (position) => ids[position] as number);
}

const maxCache = new WeakMap<Int32Array, number>();
function maxOf(values: Int32Array): number {
  let max = maxCache.get(values);
  if (max === undefined) {
    max = 0;
    for (const value of values) if (value > max) max = value;
    maxCache.set(values, max);
  }
  return max;
}
