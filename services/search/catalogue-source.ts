import { performance } from 'node:perf_hooks';
import { loadCatalogue } from '../seed/ensure';
import { buildRecords } from './build-records';
import type { SearchRecord } from './search-record';

/**
 * Where the search service's records come from: the demo catalogue (`loadCatalogue()`), or the file named
 * by SEARCH_CATALOGUE (used by the benchmark to start the service on the 100,000-variant catalogue).
 */
export function loadSearchRecords(path = process.env.SEARCH_CATALOGUE): { records: SearchRecord[]; source: string; loadMs: number } {
  const started = performance.now();
  const catalogue = loadCatalogue(path || undefined);
  const records = buildRecords(catalogue);
  return { records, source: path || 'the demo catalogue', loadMs: Math.round(performance.now() - started) };
}
