import { describe, expect, it } from 'vitest';
import { Bitset } from '../../services/search/bitset';
import { rankTextHits, selectSmallest } from '../../services/search/rank-hits';
import { INDEX_DEFINITIONS, customOrder, rankIndex } from '../../services/search/search-indices';
import type { SearchRecord } from '../../services/search/search-record';
import { relevanceKey, type TextMatch } from '../../services/search/text-match';

/** Ranking: only the first n hits are sorted, and they must be exactly the first n of a full sort. */

function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('ranking', () => {
  it('moves the n smallest keys to the front', () => {
    const random = prng(1);
    for (const [size, n] of [
      [1, 1],
      [10, 3],
      [1000, 24],
      [5000, 1000],
      [777, 776],
    ] as const) {
      const values = Array.from({ length: size }, (_, i) => i * 7 + Math.floor(random() * 5) * 100_000);
      const keys = Float64Array.from(values.sort(() => random() - 0.5));
      selectSmallest(keys, n);
      expect([...keys.subarray(0, n)].sort((a, b) => a - b)).toEqual([...values].sort((a, b) => a - b).slice(0, n));
    }
  });

  it('gives the same first hits as a full sort, on the primary and on a replica, with a filter', () => {
    const random = prng(7);
    const records = Array.from({ length: 3000 }, (_, id) => ({
      objectID: String(id),
      price: Math.floor(random() * 300),
      createdAtTimestamp: Math.floor(random() * 1e6),
      availability: random() < 0.1 ? 'sold_out' : 'in_stock',
    })) as unknown as SearchRecord[];
    const custom = customOrder(records);
    const ids = Int32Array.from({ length: 2000 }, (_, i) => i * 1.5);
    const relevance = Uint16Array.from(ids, () =>
      relevanceKey(Math.floor(random() * 3), Math.floor(random() * 20), Math.floor(random() * 3)),
    );
    const match: TextMatch = { words: [], ids, relevance };
    const filter = Bitset.fromIds(
      records.length,
      Array.from({ length: 3000 }, (_, i) => i).filter((i) => i % 3 !== 0),
    );
    for (const definition of INDEX_DEFINITIONS) {
      const index = rankIndex(definition, records, custom);
      const ranked = rankTextHits(index, match, filter);
      const full = ranked.top(ranked.set.length);
      expect(ranked.top(24)).toEqual(full.subarray(0, 24));
      expect(ranked.top(500)).toEqual(full.subarray(0, 500));
      expect(new Set(full)).toEqual(new Set(ranked.set));
      for (let k = 1; k < full.length; k += 1) {
        const a = full[k - 1] as number;
        const b = full[k] as number;
        expect(index.sortRank[a] as number).toBeLessThanOrEqual(index.sortRank[b] as number);
      }
    }
  });
});
