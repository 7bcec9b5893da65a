import { z } from 'zod';

/**
 * The storefront's environment, parsed once with a schema. With nothing set, every service URL points at
 * the embedded local services (`services/`) on loopback; setting a service's variables points the same code
 * at the real DatoCMS project, Algolia application or commerce API.
 *
 * The parsed configuration holds the secrets, yet this module does not import `server-only`: next.config.ts,
 * the launcher and the local services load it outside Next's compiler. The modules that use the secrets
 * import it (lib/content/client.ts, preview-links.ts, content-webhook.ts).
 */

export const DEFAULT_PORT = 3000;
export const DEFAULT_LOCAL_SERVICES_PORT_BASE = 7400;

/** Demo credentials of the local services. They guard nothing real; real services use their own. */
export const LOCAL_CONTENT_TOKEN = 'glans-local-content-token';
export const LOCAL_SEARCH_APP_ID = 'GLANSLOCAL';
export const LOCAL_SEARCH_KEY = 'glans-local-search-only-key';
/**
 * Editor secrets of the demo: draft mode, the content webhook, and the local content service's admin API. In
 * production the storefront accepts neither of its two (see `editorSecret`).
 */
export const LOCAL_DRAFT_MODE_SECRET = 'glans-local-draft-secret';
export const LOCAL_REVALIDATE_SECRET = 'glans-local-revalidate-secret';
export const LOCAL_CONTENT_ADMIN_TOKEN = 'glans-local-admin-token';

export type LocalServiceName = 'content' | 'search' | 'commerce';

/** Loopback ports of the local services, derived from one base so a second stack can run beside the first. */
export function localServicePorts(base: number): Record<LocalServiceName, number> {
  return { content: base + 1, search: base + 2, commerce: base + 3 };
}

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());
const port = z.coerce.number().int().min(1).max(65_535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(DEFAULT_PORT),
  SITE_URL: optionalUrl,
  LOCAL_SERVICES_PORT_BASE: z.coerce.number().int().min(1024).max(65_000).default(DEFAULT_LOCAL_SERVICES_PORT_BASE),
  GLANS_DATA_DIR: optionalString,
  DATOCMS_API_URL: optionalUrl,
  DATOCMS_PREVIEW_API_URL: optionalUrl,
  DATOCMS_API_TOKEN: optionalString,
  DATOCMS_ENVIRONMENT: optionalString,
  DATOCMS_LISTEN_URL: optionalUrl,
  DATOCMS_BASE_EDITING_URL: optionalUrl,
  CONTENT_ASSET_URL: optionalUrl,
  ALGOLIA_APP_ID: optionalString,
  ALGOLIA_SEARCH_API_KEY: optionalString,
  ALGOLIA_HOST: optionalUrl,
  COMMERCE_API_URL: optionalUrl,
  DRAFT_MODE_SECRET: optionalString,
  REVALIDATE_SECRET: optionalString,
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  FRONT_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
});

export interface StorefrontConfig {
  environment: 'development' | 'production' | 'test';
  port: number;
  siteUrl: string;
  dataDir: string;
  localServicesPortBase: number;
  /** Which services run embedded on this machine (their URL variables are unset). */
  localServices: Record<LocalServiceName, boolean>;
  /** `assetOrigin`: the host of the content's uploads (images), which browsers load from (contentAssetOrigin). */
  content: {
    url: string;
    previewUrl: string;
    token: string;
    environment: string | undefined;
    assetOrigin: string;
    /** The Real-time Updates API's registration endpoint (live preview in draft mode). */
    listenUrl: string;
    /** Content Link's `X-Base-Editing-Url` (click-to-edit in draft mode); undefined: no markers asked for. */
    baseEditingUrl: string | undefined;
  };
  search: { appId: string; searchKey: string; host: string | undefined };
  commerce: { url: string };
  draftModeSecret: string;
  revalidateSecret: string;
  /** The shared Redis of several storefront instances (Next's cache and the cache tag index), if any. */
  redisUrl: string | undefined;
  /**
   * How long a page cache in front of the instances keeps a page (nginx's `proxy_cache_valid`, whole
   * seconds; 0 without one): the content webhook answers once no page stored before a publish is served.
   */
  frontPageCacheSeconds: number;
}

/** DatoCMS's Real-time Updates API. */
export const DATOCMS_LISTEN_ORIGIN = 'https://graphql-listen.datocms.com';

function isDatoHost(url: URL): boolean {
  return url.hostname === 'datocms.com' || url.hostname.endsWith('.datocms.com');
}

/**
 * Where live preview registers its subscriptions: DATOCMS_LISTEN_URL when set; DatoCMS's Real-time Updates
 * API for a DatoCMS API (`*.datocms.com`); otherwise the content service's own `/listen`.
 */
export function contentListenUrl(contentUrl: string, listenUrl: string | undefined): string {
  if (listenUrl) return trimSlash(listenUrl);
  return isDatoHost(new URL(contentUrl)) ? DATOCMS_LISTEN_ORIGIN : `${contentUrl}/listen`;
}

/** DatoCMS's asset host (imgix), where a DatoCMS project's uploads are served. */
export const DATOCMS_ASSET_ORIGIN = 'https://www.datocms-assets.com';

/**
 * Where the content's uploads are served: CONTENT_ASSET_URL when set; DatoCMS's asset host for a DatoCMS
 * API (`*.datocms.com`); otherwise the content service's own origin (the local content service serves its
 * uploads itself, services/content/assets/asset-host.ts).
 */
export function contentAssetOrigin(contentUrl: string, assetUrl: string | undefined): string {
  if (assetUrl) return new URL(assetUrl).origin;
  const url = new URL(contentUrl);
  return isDatoHost(url) ? DATOCMS_ASSET_ORIGIN : url.origin;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The demo's fixed editor secrets, which production never accepts. */
const DEMO_EDITOR_SECRETS: readonly string[] = [LOCAL_DRAFT_MODE_SECRET, LOCAL_REVALIDATE_SECRET, LOCAL_CONTENT_ADMIN_TOKEN];

/**
 * An editor secret (draft mode, the content webhook): the configured one; in development and tests the demo's
 * value when none is; in production never a demo value: unset (or set to a demo value) it is empty, which no
 * presented secret matches. The launcher sets a random one per data folder for a production stack on the local
 * content service (services/launcher/editor-secrets.ts).
 */
function editorSecret(environment: StorefrontConfig['environment'], configured: string | undefined, demo: string): string {
  if (environment !== 'production') return configured ?? demo;
  return configured !== undefined && !DEMO_EDITOR_SECRETS.includes(configured) ? configured : '';
}

/** Parses an environment (pure, for tests); throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): StorefrontConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variable${problems.length > 1 ? 's' : ''}: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const ports = localServicePorts(e.LOCAL_SERVICES_PORT_BASE);
  const localServices = {
    content: e.DATOCMS_API_URL === undefined,
    search: e.ALGOLIA_HOST === undefined && e.ALGOLIA_APP_ID === undefined,
    commerce: e.COMMERCE_API_URL === undefined,
  };
  const missing: string[] = [];
  if (!localServices.content && !e.DATOCMS_API_TOKEN) missing.push('DATOCMS_API_TOKEN (required with DATOCMS_API_URL)');
  if (!localServices.search && !e.ALGOLIA_SEARCH_API_KEY) missing.push('ALGOLIA_SEARCH_API_KEY (required with ALGOLIA_APP_ID)');
  if (!localServices.search && !e.ALGOLIA_APP_ID) missing.push('ALGOLIA_APP_ID (required with ALGOLIA_HOST)');
  if (e.NODE_ENV === 'production' && !localServices.content && !e.DRAFT_MODE_SECRET) missing.push('DRAFT_MODE_SECRET (required in production with a real content service)');
  if (e.NODE_ENV === 'production' && !localServices.content && !e.REVALIDATE_SECRET) missing.push('REVALIDATE_SECRET (required in production with a real content service)');
  if (missing.length > 0) throw new ConfigError(`Missing environment variable${missing.length > 1 ? 's' : ''}: ${missing.join('; ')}`);

  const contentUrl = trimSlash(e.DATOCMS_API_URL ?? `http://127.0.0.1:${ports.content}`);
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    siteUrl: trimSlash(e.SITE_URL ?? `http://localhost:${e.PORT}`),
    dataDir: e.GLANS_DATA_DIR ?? '.data',
    localServicesPortBase: e.LOCAL_SERVICES_PORT_BASE,
    localServices,
    content: {
      url: contentUrl,
      previewUrl: trimSlash(e.DATOCMS_PREVIEW_API_URL ?? `${contentUrl}/preview`),
      token: e.DATOCMS_API_TOKEN ?? LOCAL_CONTENT_TOKEN,
      environment: e.DATOCMS_ENVIRONMENT,
      assetOrigin: contentAssetOrigin(contentUrl, e.CONTENT_ASSET_URL),
      listenUrl: contentListenUrl(contentUrl, e.DATOCMS_LISTEN_URL),
      // The local content service's editor pages live under its own address; a DatoCMS project's editor has
      // an address of its own that only its owner knows (`https://<project>.admin.datocms.com`).
      baseEditingUrl: e.DATOCMS_BASE_EDITING_URL ? trimSlash(e.DATOCMS_BASE_EDITING_URL) : localServices.content ? contentUrl : undefined,
    },
    search: {
      appId: e.ALGOLIA_APP_ID ?? LOCAL_SEARCH_APP_ID,
      searchKey: e.ALGOLIA_SEARCH_API_KEY ?? LOCAL_SEARCH_KEY,
      host: e.ALGOLIA_HOST ? trimSlash(e.ALGOLIA_HOST) : localServices.search ? `http://127.0.0.1:${ports.search}` : undefined,
    },
    commerce: { url: trimSlash(e.COMMERCE_API_URL ?? `http://127.0.0.1:${ports.commerce}`) },
    draftModeSecret: editorSecret(e.NODE_ENV, e.DRAFT_MODE_SECRET, LOCAL_DRAFT_MODE_SECRET),
    revalidateSecret: editorSecret(e.NODE_ENV, e.REVALIDATE_SECRET, LOCAL_REVALIDATE_SECRET),
    redisUrl: e.REDIS_URL,
    frontPageCacheSeconds: e.FRONT_PAGE_CACHE_SECONDS,
  };
}

let cached: StorefrontConfig | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): StorefrontConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
