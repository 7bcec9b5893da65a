import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import { getConfig } from './lib/config';
import { addressRewrites } from './lib/routing/address-rewrites';
import { pageSecurityHeaders } from './lib/security/policy';

/**
 * With REDIS_URL, Next's cache (pages and fetches) is the one in Redis that every storefront instance shares
 * (cache-handler.mjs), and no instance keeps pages in its own memory, where a revalidation at another
 * instance could not reach them. `next start` reads this file when it starts, so one build serves with or
 * without it; it runs in the project folder (the launcher's `storefrontProcess`), where the handler is.
 * `cacheHandlers` (the handlers of 'use cache') is not set: the app caches with fetch tags only.
 */
const sharedCache: Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> = process.env.REDIS_URL
  ? { cacheHandler: resolve(process.cwd(), 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : {};

/**
 * The content's asset host (lib/config.ts contentAssetOrigin: DatoCMS's, or the local content service's own
 * origin). Content images are drawn by that host from imgix parameters (components/content/content-img.tsx
 * gives next/image an imgix loader for them); the pattern also lets Next's optimiser take them.
 */
function contentAssetPattern(): { protocol: 'http' | 'https'; hostname: string; port: string } {
  const origin = new URL(getConfig().content.assetOrigin);
  return { protocol: origin.protocol === 'http:' ? 'http' : 'https', hostname: origin.hostname, port: origin.port };
}

const nextConfig: NextConfig = {
  // A second build beside the first (parallel test runs) can use a folder of its own.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Every instance of a deployment runs one build (Next's self-hosting guide): the launcher sets GLANS_BUILD_ID
  // to the build's source fingerprint (services/launcher/build.ts), so builds of the same sources on two
  // machines agree too; without it, Next's random id. It also names the build's entries in the shared cache.
  generateBuildId: async () => process.env.GLANS_BUILD_ID || null,
  ...sharedCache,
  poweredByHeader: false,
  // Next would hash the whole HTML of a page on every request to make its ETag, for a 304 a browser rarely
  // asks for: CPU on the hottest path. Cached pages carry Cache-Control; a proxy or CDN in front keeps its
  // own validators.
  generateEtags: false,
  reactStrictMode: true,
  // Content links end in a slash (spec 2.3); the router keeps them that way.
  trailingSlash: true,
  // `npm run typecheck` (part of `npm test`) type-checks the whole project, services and tests included;
  // the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Every answer gets the security headers and the browse-page policy (so does a 404 the proxy does not
  // see); proxy.ts replaces the policy on pages that need another (the checkout, draft mode).
  async headers() {
    const headers = pageSecurityHeaders(getConfig(), 'page');
    return [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
  },
  // Rewrites that depend on the address alone, after the proxy (lib/routing/address-rewrites.ts says which).
  async rewrites() {
    return { beforeFiles: addressRewrites(), afterFiles: [], fallback: [] };
  },
  // next/image optimises our own media and the content service's asset host only; another host is a 400.
  images: {
    // WebP only (Next's default). The optimiser draws our own product photos (cards, a listing's first row),
    // and a page's first frame waits for the first screen's images to be decoded: a WebP card is a little
    // larger than an AVIF one but is drawn and decoded faster (docs/performance.md, "The first frame waited
    // for AVIF"). Content images (heroes, editorial photos) come from the asset host as AVIF where the browser
    // takes it (auto=format).
    formats: ['image/webp'],
    // Widths a srcset offers: phones at 2× (750, 828), tablets, desktops up to the widest demo and editorial
    // sources (1,600 px) and 2× of the 960-px content column. Next's default list runs to 3,840 px, which
    // only repeats the source's own width in every srcset (about 5 KB of markup per page).
    deviceSizes: [640, 750, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    localPatterns: [{ pathname: '/media/**' }],
    remotePatterns: [contentAssetPattern()],
  },
};

export default nextConfig;
