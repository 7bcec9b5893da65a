import { performance } from 'node:perf_hooks';
import { DEFAULT_LOCAL_SERVICES_PORT_BASE, LOCAL_CONTENT_TOKEN, localServicePorts } from '../../lib/config';
import { servicePort, startHttpService } from '../shared/http-service';
import { loadContentCatalogue } from './catalogue-source';
import { createContentService } from './content-service';

/**
 * The local content service: a GraphQL server following the DatoCMS Content Delivery API conventions
 * (see http/content-handler.ts for the routes and schema.graphql for the schema), over the demo catalogue.
 */
const started = performance.now();
const service = createContentService(await loadContentCatalogue(), LOCAL_CONTENT_TOKEN);
const loadMs = Math.round(performance.now() - started);

await startHttpService({
  name: 'content',
  port: servicePort(localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).content),
  handle: service.handle,
  health: () => ({ ...service.health(), loadMs }),
});
