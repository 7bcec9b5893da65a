import type { StorefrontConfig } from '../config';

/**
 * The storefront's security headers, built from the configuration in one place (pure, unit-tested).
 *
 * Content-Security-Policy, per kind of page:
 * - `page` (every browse page, the basket, the error and not-found pages): same-origin scripts, styles and
 *   fonts; images from us and the content service's asset host (placeholders are plain colours); requests to
 *   us, the search service, the commerce API and the video players (a video block asks whether its player
 *   answers before framing it); frames only the video players a content block may embed;
 *   no plugins, no foreign `<base>`, forms post to us, and nobody may frame the page.
 * - `checkout`: the same plus the payment step's origin in `frame-src` (its iframe) — on this page only.
 * - `draft`: the page policy, but the content editor may frame the page (visual editing / web previews),
 *   and the page may open live preview's event streams (the Real-time Updates API's channel host).
 *
 * Scripts: browse pages are prerendered once and served from the cache to everyone, so a per-request nonce
 * cannot be in their HTML, and Next's inline bootstrap (`self.__next_f.push(…)` with the page's RSC data)
 * differs per page and per revalidation, so no build-time hash list can cover it. `script-src` therefore
 * keeps `'unsafe-inline'` for inline scripts; it names no foreign host, never `'unsafe-eval'` in production,
 * and everything else is locked down, so an injected `<script src=…>`, plugin, `<base>`, foreign form
 * target, frame or exfiltrating request to another host is still refused.
 */

export type PageKind = 'page' | 'checkout' | 'draft';

/** Hosts of the video players a structured-text video block embeds (components/content/video-embed.ts). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** The content service's image host (its uploads): DatoCMS's, or the local content service itself (config). */
export function contentAssetOrigins(config: Pick<StorefrontConfig, 'content'>): string[] {
  const origin = originOf(config.content.assetOrigin);
  return origin ? [origin] : [];
}

/** Where DatoCMS's editor frames a preview: the project's admin domain and the plugin (web previews) CDN. */
export const DATOCMS_EDITOR_ORIGINS = ['https://*.admin.datocms.com', 'https://plugins-cdn.datocms.com'] as const;

/** The draft-mode cookie Next sets (`draftMode().enable()`). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Browser features no page uses are switched off (the checkout lets its payment step ask for `payment`). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Origins browsers send search requests to: the configured host, else Algolia's hosts for the app id. */
export function searchOrigins(config: Pick<StorefrontConfig, 'search'>): string[] {
  const host = originOf(config.search.host);
  if (host) return [host];
  const app = config.search.appId.toLowerCase();
  if (!/^[a-z0-9]+$/.test(app)) return [];
  return [
    `https://${app}-dsn.algolia.net`,
    `https://${app}.algolia.net`,
    `https://${app}-1.algolianet.com`,
    `https://${app}-2.algolianet.com`,
    `https://${app}-3.algolianet.com`,
    'https://insights.algolia.io',
  ];
}

/** The commerce API, which browsers call for the basket, stock and checkout. */
export function commerceOrigins(config: Pick<StorefrontConfig, 'commerce'>): string[] {
  const origin = originOf(config.commerce.url);
  return origin ? [origin] : [];
}

/**
 * The payment step's origin (the checkout answer's `paymentUrl`, framed by its snippet). The commerce API
 * serves it from its own origin; a real payment provider's hosts would be added here.
 */
export function paymentOrigins(config: Pick<StorefrontConfig, 'commerce'>): string[] {
  return commerceOrigins(config);
}

/** Who may frame a draft page: the local content service (the local editor) or DatoCMS's editor. */
export function editorOrigins(config: Pick<StorefrontConfig, 'content' | 'localServices'>): string[] {
  if (config.localServices.content) {
    const origin = originOf(config.content.url);
    return origin ? [origin] : [];
  }
  return [...DATOCMS_EDITOR_ORIGINS];
}

/**
 * Where a draft page's live preview opens its channel (EventSource): the Real-time Updates API's host
 * (DatoCMS's `graphql-listen.datocms.com` answers channel URLs on itself), and for the local content
 * service also the address browsers reach it at, which it builds its channel URLs from.
 */
export function liveChannelOrigins(config: Pick<StorefrontConfig, 'content' | 'localServices'>): string[] {
  const listen = originOf(config.content.listenUrl);
  const browserFacing = config.localServices.content ? originOf(config.content.assetOrigin) : null;
  return unique([listen, browserFacing].filter((origin): origin is string => origin !== null));
}

type PolicyConfig = Pick<StorefrontConfig, 'environment' | 'siteUrl' | 'search' | 'commerce' | 'content' | 'localServices'>;

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The Content-Security-Policy of a kind of page. */
export function contentSecurityPolicy(config: PolicyConfig, kind: PageKind): string {
  const development = config.environment === 'development';
  const https = config.siteUrl.startsWith('https:');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Next's inline bootstrap on cached pages needs 'unsafe-inline' (see above); React's dev tools need eval.
    ['script-src', ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])]],
    // Stylesheets from us only; style attributes (an image's frame proportions and placeholder colour) are allowed.
    ['style-src', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', unique(["'self'", ...contentAssetOrigins(config)])],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      unique([
        "'self'",
        ...searchOrigins(config),
        ...commerceOrigins(config),
        ...VIDEO_FRAME_ORIGINS,
        ...(kind === 'draft' ? liveChannelOrigins(config) : []),
        ...(development ? ['ws:'] : []),
      ]),
    ],
    ['frame-src', unique([...VIDEO_FRAME_ORIGINS, ...(kind === 'checkout' ? paymentOrigins(config) : [])])],
    ['media-src', unique(["'self'", ...contentAssetOrigins(config)])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', kind === 'draft' ? unique(["'self'", ...editorOrigins(config)]) : ["'none'"]],
  ];
  const parts = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** Headers every answer carries (pages, API, images, static files). */
export function commonSecurityHeaders(config: Pick<StorefrontConfig, 'environment'>): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  // Browsers honour it over HTTPS only; a production deployment is served over HTTPS.
  if (config.environment === 'production') headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/** All security headers of a page of the given kind. */
export function pageSecurityHeaders(config: PolicyConfig, kind: PageKind): Record<string, string> {
  const headers: Record<string, string> = {
    ...commonSecurityHeaders(config),
    'Content-Security-Policy': contentSecurityPolicy(config, kind),
  };
  if (kind === 'checkout') {
    const allowed = ['self', ...paymentOrigins(config).map((origin) => `"${origin}"`)].join(' ');
    headers['Permissions-Policy'] = PERMISSIONS_POLICY.replace('payment=()', `payment=(${allowed})`);
  }
  return headers;
}

/** Parses a policy into directive → values (for tests and checks). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}
