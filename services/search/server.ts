import { localServicePorts, DEFAULT_LOCAL_SERVICES_PORT_BASE } from '../../lib/config';
import { servicePort, startHttpService } from '../shared/http-service';
import { loadSearchRecords } from './catalogue-source';
import { SEARCH_CLIENT_TIMEOUTS } from './http-plumbing';
import { createSearchRoutes } from './search-routes';
import { SearchService } from './search-service';

/**
 * The local search service: an Algolia-compatible search API over the demo catalogue. It builds the
 * primary index and its sort replicas at start-up (SEARCH_CATALOGUE=path picks another catalogue file,
 * e.g. the 100,000-variant one for benchmarks).
 */
let service: SearchService;
try {
  const loaded = loadSearchRecords();
  service = new SearchService(loaded.records);
  console.log(
    `[search] ${service.figures.records} records (${service.figures.terms} terms) from ${loaded.source}: ` +
      `loaded in ${loaded.loadMs} ms, indexed in ${service.figures.buildMs} ms`,
  );
} catch (error) {
  console.error(`[search] cannot load the catalogue: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

await startHttpService({
  name: 'search',
  port: servicePort(localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).search),
  handle: createSearchRoutes(service),
  health: () => ({
    indices: service.indexNames,
    records: service.figures.records,
    buildMs: service.figures.buildMs,
    memoryMb: Math.round(process.memoryUsage().rss / 1_048_576),
  }),
  serverOptions: SEARCH_CLIENT_TIMEOUTS,
});
