import { SEARCH_INDEX } from '../../lib/constants';
import { localServicePorts, DEFAULT_LOCAL_SERVICES_PORT_BASE } from '../../lib/config';
import { servicePort, startHttpService } from '../shared/http-service';
import { SEARCH_CLIENT_TIMEOUTS } from './http-plumbing';
import { IndexStore } from './index-store';
import { createSearchRoutes } from './search-routes';
import { seedFromCatalogue } from './seed-indices';

/**
 * The local search service: an Algolia-compatible search API. It answers from the indices kept under
 * `GLANS_DATA_DIR/search/indices` (written through the API with the write key), and seeds the primary index
 * and its sort replicas from the catalogue when that folder holds none (`seed-indices.ts`;
 * SEARCH_CATALOGUE=path picks another catalogue file, e.g. the 100,000-variant one for benchmarks).
 */
let store: IndexStore;
try {
  store = new IndexStore(process.env.GLANS_DATA_DIR?.trim() || '.data');
  const seeded = seedFromCatalogue(store);
  const started = performance.now();
  const engine = store.engine(store.has(SEARCH_INDEX) ? SEARCH_INDEX : (store.names[0] as string));
  console.log(
    `[search] ${seeded.records} records (${engine.figures.terms} terms) from ${seeded.source}: ` +
      `loaded in ${seeded.loadMs} ms, indexed in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(`[search] cannot load the indices: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

await startHttpService({
  name: 'search',
  port: servicePort(localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).search),
  handle: createSearchRoutes(store),
  health: () => ({
    indices: store.names,
    records: store.has(SEARCH_INDEX) ? store.get(SEARCH_INDEX).records.size : 0,
    buildMs: store.has(SEARCH_INDEX) ? store.engine(SEARCH_INDEX).figures.buildMs : 0,
    memoryMb: Math.round(process.memoryUsage().rss / 1_048_576),
  }),
  serverOptions: SEARCH_CLIENT_TIMEOUTS,
});
