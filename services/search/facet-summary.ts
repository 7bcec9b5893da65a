import { countFacet, facetStats, requestedFacets, type FacetStats } from './facet-counts';
import type { FacetIndex } from './facet-index';
import { LruCache } from './lru-cache';

/**
 * The `facets` and `facets_stats` of an answer, remembered per set of hits. The same set comes back often:
 * InstantSearch asks again for the next page, for another sort replica (same hits, other order) and for
 * each disjunctive facet, so counting once per set and attribute saves most of the work on large indices.
 */

export interface FacetSummary {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
}

const CACHED_HIT_SETS = 256;

export class FacetSummaries {
  private readonly cache = new LruCache<string, Map<string, [string, number][] | FacetStats | null>>(CACHED_HIT_SETS);

  constructor(private readonly index: FacetIndex) {}

  /**
   * @param hitSetKey identifies the set of hits (query and filters, not the index or page)
   * @param hits the hits, in any order
   */
  summarise(hitSetKey: string, hits: Int32Array, facets: string[], maxValues: number, sortBy: 'count' | 'alpha'): FacetSummary {
    let remembered = this.cache.get(hitSetKey);
    if (!remembered) {
      remembered = new Map();
      this.cache.set(hitSetKey, remembered);
    }
    const summary: FacetSummary = { facets: {}, stats: {} };
    for (const attribute of requestedFacets(facets, this.index)) {
      const countKey = `c|${attribute}|${maxValues}|${sortBy}`;
      let entries = remembered.get(countKey) as [string, number][] | undefined;
      if (!entries) {
        entries = countFacet(this.index, attribute, hits, maxValues, sortBy);
        remembered.set(countKey, entries);
      }
      if (entries.length > 0) summary.facets[attribute] = Object.fromEntries(entries);
      const statsKey = `s|${attribute}`;
      let stats = remembered.get(statsKey) as FacetStats | null | undefined;
      if (stats === undefined) {
        stats = facetStats(this.index, attribute, hits) ?? null;
        remembered.set(statsKey, stats);
      }
      if (stats) summary.stats[attribute] = stats;
    }
    return summary;
  }
}
