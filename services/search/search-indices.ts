import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import type { Availability } from '../seed/catalogue-types';
import type { NumericAttribute, SearchRecord } from './search-record';

/**
 * The primary index and its sort replicas over the same records. Each index has an order of all records
 * (what an empty query lists) and, per record, the ranks the ranking formula compares:
 * - primary (`primary_index_sv_SE`): text relevance, then the custom ranking;
 * - `SortBy sv-SE`: lowest price first, then text relevance, then the custom ranking;
 * - `SortByLaunch sv-SE`: newest first, then text relevance, then the custom ranking.
 * Custom ranking: orderable products before sold-out ones, then newest first, then catalogue order.
 */

export interface IndexDefinition {
  name: string;
  sort: { attribute: NumericAttribute; direction: 'asc' | 'desc' } | null;
}

/** One `customRanking` entry: `asc(attribute)` or `desc(attribute)` on a number. */
export interface CustomCriterion {
  attribute: string;
  direction: 'asc' | 'desc';
}

/** Orderable before preorders before sold out, then the newest first: today's index. */
export const DEFAULT_CUSTOM_RANKING: readonly CustomCriterion[] = [
  { attribute: 'availabilityRank', direction: 'asc' },
  { attribute: 'createdAtTimestamp', direction: 'desc' },
];

export const INDEX_DEFINITIONS: IndexDefinition[] = [
  { name: SEARCH_INDEX, sort: null },
  { name: SEARCH_REPLICA_LOWEST_PRICE, sort: { attribute: 'price', direction: 'asc' } },
  { name: SEARCH_REPLICA_NEWEST, sort: { attribute: 'createdAtTimestamp', direction: 'desc' } },
];

const AVAILABILITY_RANK: Record<Availability, number> = { in_stock: 0, low_stock: 0, preorder: 1, sold_out: 2 };

export interface RankedIndex {
  definition: IndexDefinition;
  /** Every record id in this index's order for an empty query. */
  order: Int32Array;
  /** Per record: its position in the custom ranking (unique). */
  customRank: Int32Array;
  /** Record id by custom rank (the inverse of `customRank`). */
  byCustomRank: Int32Array;
  /** Per record: the dense rank of its sort value (equal values share a rank); all 0 on the primary. */
  sortRank: Int32Array;
}

/**
 * A record's number for a custom criterion; a record without it ranks after those with it (as on Algolia).
 * `availabilityRank` follows from `availability` on a record that does not carry it.
 */
function criterionValue(record: SearchRecord, criterion: CustomCriterion): number {
  const raw = (record as unknown as Record<string, unknown>)[criterion.attribute];
  let value = typeof raw === 'number' ? raw : typeof raw === 'boolean' ? Number(raw) : Number.NaN;
  if (Number.isNaN(value) && criterion.attribute === 'availabilityRank') value = AVAILABILITY_RANK[record.availability] ?? Number.NaN;
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  return criterion.direction === 'asc' ? value : -value;
}

/** Record ids in custom-ranking order (ties: the order the records were added in). */
export function customOrder(records: readonly SearchRecord[], ranking: readonly CustomCriterion[] = DEFAULT_CUSTOM_RANKING): Int32Array {
  const values = ranking.map((criterion) => Float64Array.from(records, (record) => criterionValue(record, criterion)));
  const ids = Array.from(records.keys());
  ids.sort((a, b) => {
    for (const column of values) {
      const va = column[a] as number;
      const vb = column[b] as number;
      if (va !== vb) return va < vb ? -1 : 1;
    }
    return a - b;
  });
  return Int32Array.from(ids);
}

export function rankIndex(definition: IndexDefinition, records: readonly SearchRecord[], custom: Int32Array): RankedIndex {
  const size = records.length;
  const customRank = new Int32Array(size);
  custom.forEach((id, position) => (customRank[id] = position));
  const sortRank = new Int32Array(size);
  if (!definition.sort) return { definition, order: custom, customRank, byCustomRank: custom, sortRank };

  const { attribute, direction } = definition.sort;
  const value = (id: number) => {
    const raw = (records[id] as SearchRecord)[attribute];
    return Number.isFinite(raw) ? raw : direction === 'asc' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  };
  const sign = direction === 'asc' ? 1 : -1;
  const order = Int32Array.from(custom).sort(
    (a, b) => sign * (value(a) - value(b)) || (customRank[a] as number) - (customRank[b] as number),
  );
  let dense = -1;
  let previous: number | undefined;
  for (const id of order) {
    const current = value(id);
    if (previous === undefined || current !== previous) dense += 1;
    sortRank[id] = dense;
    previous = current;
  }
  return { definition, order, customRank, byCustomRank: custom, sortRank };
}
