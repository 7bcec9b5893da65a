import type { Catalogue } from '../seed/catalogue-types';
import type { Handler } from '../shared/http-service';
import { buildContentSchema } from './graphql/executable-schema';
import { GraphQLExecutor } from './graphql/execute-request';
import type { SiteInfo } from './graphql/request-context';
import { createAdminHandler, type AdminOptions } from './http/admin-handler';
import { createContentHandler } from './http/content-handler';
import { storeFromCatalogue } from './store/catalogue-records';
import type { ContentStore } from './store/content-store';

/** The site name and the title suffix of every `_seoMetaTags` title. */
export const SITE_NAME = 'Glans';
export const TITLE_SUFFIX = ' – Glans';

export interface ContentService {
  store: ContentStore;
  handle: Handler;
  health: () => Record<string, unknown>;
}

/**
 * Wires a catalogue into a store, the schema and the HTTP handler (no listening: server.ts does that).
 * With `admin`, the editor API answers under `/admin/` (see http/admin-handler.ts); without it, it is off.
 */
export function createContentService(catalogue: Catalogue, token: string, admin?: AdminOptions): ContentService {
  const store = storeFromCatalogue(catalogue);
  const site: SiteInfo = {
    name: SITE_NAME,
    titleSuffix: TITLE_SUFFIX,
    uploadsDate: `${catalogue.referenceDate.slice(0, 10)}T00:00:00.000Z`,
  };
  const executor = new GraphQLExecutor(buildContentSchema(), store, site);
  const content = createContentHandler(executor, token);
  const handleAdmin = admin ? createAdminHandler(store, admin) : null;
  const handle: Handler = (req, res) => {
    if (handleAdmin) {
      const url = new URL(req.url ?? '/', 'http://content.local');
      if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return handleAdmin(req, res, url);
    }
    return content(req, res);
  };
  return {
    store,
    handle,
    health: () => ({
      families: store.count('product_family'),
      variants: store.count('product_variant'),
      categories: store.count('product_category'),
      articles: store.count('blog_article') + store.count('faq_article') + store.count('terms_of_business_article'),
    }),
  };
}
