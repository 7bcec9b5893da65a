import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_LOCAL_SERVICES_PORT_BASE,
  LOCAL_CONTENT_ADMIN_TOKEN,
  LOCAL_CONTENT_TOKEN,
  LOCAL_REVALIDATE_SECRET,
  localServicePorts,
} from '../../lib/config';
import { servicePort, startHttpService } from '../shared/http-service';
import { webhookTargetFromEnv } from './admin/revalidate-webhook';
import { loadContentCatalogue } from './catalogue-source';
import { createContentService } from './content-service';

/**
 * The local content service: a GraphQL server following the DatoCMS Content Delivery API conventions
 * (see http/content-handler.ts for the routes and schema.graphql for the schema), over the demo catalogue,
 * with the editor API under /admin/ (http/admin-handler.ts): CONTENT_ADMIN_TOKEN guards it, and a publish
 * fires the cache-tag webhook to STOREFRONT_URL/api/revalidate signed with REVALIDATE_SECRET. It is also
 * the uploads' asset host (assets/asset-host.ts): upload URLs are absolute on CONTENT_ASSET_URL, by default
 * this service's own address, and drawn variants are kept under GLANS_DATA_DIR/content-assets. DatoCMS's
 * Real-time Updates API answers under /listen (listen/), its channel URLs on CONTENT_LISTEN_PUBLIC_URL
 * when set, else on the address the registration reached.
 */
const started = performance.now();
const port = servicePort(localServicePorts(DEFAULT_LOCAL_SERVICES_PORT_BASE).content);
const service = createContentService(
  await loadContentCatalogue(),
  LOCAL_CONTENT_TOKEN,
  {
    token: process.env.CONTENT_ADMIN_TOKEN?.trim() || LOCAL_CONTENT_ADMIN_TOKEN,
    webhook: webhookTargetFromEnv(process.env, LOCAL_REVALIDATE_SECRET),
  },
  {
    origin: (process.env.CONTENT_ASSET_URL?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    publicDir: join(process.cwd(), 'public'),
    cacheDir: join(process.env.GLANS_DATA_DIR || '.data', 'content-assets'),
  },
  { publicUrl: process.env.CONTENT_LISTEN_PUBLIC_URL?.trim().replace(/\/+$/, '') || null },
  { folder: join(process.env.GLANS_DATA_DIR || '.data', 'content'), empty: process.env.CONTENT_EMPTY_PROJECT === '1' },
);
const loadMs = Math.round(performance.now() - started);

await startHttpService({
  name: 'content',
  port,
  handle: service.handle,
  health: () => ({ ...service.health(), loadMs }),
  onClose: () => service.close(),
});
