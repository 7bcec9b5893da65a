import { SEARCH_INDEX } from '../../lib/constants';
import { loadSearchRecords } from './catalogue-source';
import { indexSettings } from './index-settings';
import type { IndexStore } from './index-store';
import { INDEX_DEFINITIONS } from './search-indices';

/**
 * The one place the service fills itself: when its data folder holds no primary index, the primary and its
 * replicas are built from the catalogue (`catalogue-source.ts`) with today's settings (`index-settings.ts`).
 * Seeded indices live in memory only (a catalogue change shows at the next start); the first write to one
 * writes its file, and from then on the data folder is what the service answers. Provisioning and a
 * reindex through the client take this over (issue 45, phase two).
 */
export function seedFromCatalogue(store: IndexStore): { seeded: boolean; records: number; source: string; loadMs: number } {
  if (store.has(SEARCH_INDEX))
    return { seeded: false, records: store.get(SEARCH_INDEX).records.size, source: 'the data folder', loadMs: 0 };
  const loaded = loadSearchRecords();
  for (const definition of INDEX_DEFINITIONS) {
    const settings = indexSettings(definition.name) ?? {};
    const records = definition.name === SEARCH_INDEX ? (loaded.records as unknown as Record<string, unknown>[]) : [];
    store.seed(definition.name, settings, records);
  }
  return { seeded: true, records: loaded.records.length, source: loaded.source, loadMs: loaded.loadMs };
}
