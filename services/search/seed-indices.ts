import { loadSearchRecords } from './catalogue-source';
import { SEARCH_INDEX_DEFINITION, definedIndices } from './index-definition';
import type { IndexStore } from './index-store';

/**
 * The one place the service fills itself: when its data folder holds no primary index, the primary and its
 * replicas are set up as `index-definition.ts` defines them (settings, replicas, our synonyms, as
 * provisioning applies them) and the primary filled from the catalogue (`catalogue-source.ts`). Seeded
 * indices live in memory only (a catalogue change shows at the next start); the first write to one writes
 * its file, and from then on the data folder is what the service answers. Provisioning and a reindex
 * through the client take this over (issue 45, phase two).
 */
export function seedFromCatalogue(store: IndexStore): { seeded: boolean; records: number; source: string; loadMs: number } {
  const primary = SEARCH_INDEX_DEFINITION.name;
  if (store.has(primary)) return { seeded: false, records: store.get(primary).records.size, source: 'the data folder', loadMs: 0 };
  const loaded = loadSearchRecords();
  for (const { name, settings } of definedIndices()) {
    const records = name === primary ? (loaded.records as unknown as Record<string, unknown>[]) : [];
    store.seed(name, settings, records, SEARCH_INDEX_DEFINITION.synonyms);
  }
  return { seeded: true, records: loaded.records.length, source: loaded.source, loadMs: loaded.loadMs };
}
