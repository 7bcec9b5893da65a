import { join } from 'node:path';
import type { Catalogue } from '../seed/catalogue-types';
import type { Handler } from '../shared/http-service';
import { assetColourReader } from './assets/asset-colours';
import { createAssetHost } from './assets/asset-host';
import { buildContentSchema } from './graphql/executable-schema';
import { GraphQLExecutor } from './graphql/execute-request';
import type { SiteInfo } from './graphql/request-context';
import { CMA_PREFIX, createCmaHandler } from './cma/cma-handler';
import { CmaStore, EMPTY_PROJECT } from './cma/cma-store';
import { definitionsFingerprint, demoSchemaSeed } from './cma/demo-schema';
import { createEditorPage, EDITOR_PREFIX } from './editor/editor-page';
import { createAdminActions, createAdminHandler, type AdminOptions } from './http/admin-handler';
import { createContentHandler } from './http/content-handler';
import { SecretThrottle } from './http/secret-throttle';
import { ChannelRegistry, DEFAULT_CHANNEL_OPTIONS, type ChannelCounts, type ChannelOptions } from './listen/channels';
import { createListenHandler, ownsListenPath } from './listen/listen-handler';
import { storeFromCatalogue } from './store/catalogue-records';
import type { ContentStore } from './store/content-store';

/** The site name and the title suffix of every `_seoMetaTags` title. */
export const SITE_NAME = 'Glans';
export const TITLE_SUFFIX = ' – Glans';

export interface ContentService {
  store: ContentStore;
  handle: Handler;
  health: () => Record<string, unknown>;
  channels: () => ChannelCounts;
  close: () => void;
}

/** The Real-time Updates API's settings: the public origin of channel URLs and the channels' timings. */
export interface RealtimeOptions {
  publicUrl?: string | null;
  channels?: Partial<ChannelOptions>;
}

/** The asset host of the uploads: its public origin, where the upload files are, where drawn variants are kept. */
export interface AssetOptions {
  origin: string;
  publicDir: string;
  cacheDir: string | null;
}

/**
 * The Content Management API's schema store: `folder` is where its file lives (none: in memory only);
 * `empty` starts a project with no models (a retailer's new DatoCMS project), otherwise the demo's models.
 */
export interface CmaOptions {
  folder: string | null;
  empty: boolean;
}

function cmaStore(options: CmaOptions): CmaStore {
  const name = options.empty ? 'cma-empty-project.json' : `cma-demo-${definitionsFingerprint()}.json`;
  return new CmaStore(options.folder ? join(options.folder, name) : null, options.empty ? () => EMPTY_PROJECT : demoSchemaSeed);
}

/**
 * Wires a catalogue into a store, the schema and the HTTP handler (no listening: server.ts does that).
 * With `admin`, the editor API answers under `/admin/` (see http/admin-handler.ts) and the editor page
 * under `/editor/` (editor/editor-page.ts); without it, both are off.
 * With `assets`, the uploads are served under `/media/` (assets/asset-host.ts) and their URLs are absolute
 * on `assets.origin`. The Real-time Updates API answers under `/listen` (listen/listen-handler.ts). With
 * `admin`, DatoCMS's Content Management API for the schema answers under `/cma` (cma/cma-handler.ts), for
 * the admin token.
 */
export function createContentService(
  catalogue: Catalogue,
  token: string,
  admin?: AdminOptions,
  assets?: AssetOptions,
  realtime: RealtimeOptions = {},
  cma: CmaOptions = { folder: null, empty: false },
): ContentService {
  const store = storeFromCatalogue(catalogue);
  const site: SiteInfo = {
    name: SITE_NAME,
    titleSuffix: TITLE_SUFFIX,
    uploadsDate: `${catalogue.referenceDate.slice(0, 10)}T00:00:00.000Z`,
    ...(assets ? { assetOrigin: assets.origin, assetColours: assetColourReader(assets.publicDir) } : {}),
  };
  const assetHost = assets ? createAssetHost({ media: catalogue.media, publicDir: assets.publicDir, cacheDir: assets.cacheDir }) : null;
  const executor = new GraphQLExecutor(buildContentSchema(), store, site);
  const content = createContentHandler(executor, token);
  // One count of wrong tries for the admin API and the editor page: the page's password is the admin token.
  const guesses = new SecretThrottle();
  const handleAdmin = admin ? createAdminHandler(store, admin, guesses) : null;
  const handleEditor = admin ? createEditorPage(store, createAdminActions(store, admin), admin.token, guesses) : null;
  const handleCma = admin ? createCmaHandler(cmaStore(cma), admin.token, guesses) : null;
  const channels = new ChannelRegistry(executor, store, { ...DEFAULT_CHANNEL_OPTIONS, ...realtime.channels });
  const handleListen = createListenHandler(executor, channels, { token, publicUrl: realtime.publicUrl ?? null });
  const handle: Handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://content.local');
    if (ownsListenPath(url.pathname)) return handleListen(req, res, url);
    if (handleAdmin && (url.pathname === '/admin' || url.pathname.startsWith('/admin/'))) return handleAdmin(req, res, url);
    if (handleEditor && url.pathname.startsWith(EDITOR_PREFIX)) return handleEditor(req, res, url);
    if (handleCma && (url.pathname === CMA_PREFIX || url.pathname.startsWith(`${CMA_PREFIX}/`))) return handleCma(req, res, url);
    if (assetHost?.owns(url.pathname)) return assetHost.handle(req, res, url);
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
      channels: channels.counts(),
      ...(assetHost ? { assets: assetHost.counts() } : {}),
    }),
    channels: () => channels.counts(),
    close: () => channels.close(),
  };
}
