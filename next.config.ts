import type { NextConfig } from 'next';
import { getConfig } from './lib/config';
import { pageSecurityHeaders } from './lib/security/policy';

const nextConfig: NextConfig = {
  // A second build beside the first (parallel test runs) can use a folder of its own.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Our production server (services/launcher/storefront-server.ts) compresses, with brotli where the browser
  // takes it; `next start` on its own keeps Next's gzip.
  compress: process.env.GLANS_OWN_COMPRESSION !== '1',
  // Next hashes the whole HTML of a page in JavaScript on every request to make its ETag: about an eighth
  // of the server's CPU per cached page in a profile under load (bench:http), for a 304 a browser rarely
  // asks for. Cached pages carry Cache-Control; a CDN in front keeps its own validators.
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
  // next/image optimises our own media and the content service's asset host only; another host is a 400.
  images: {
    formats: ['image/avif', 'image/webp'],
    // Widths a srcset offers: phones at 2× (750, 828), tablets, desktops up to the widest demo and editorial
    // sources (1,600 px) and 2× of the 960-px content column. Next's default list runs to 3,840 px, which
    // only repeats the source's own width in every srcset (about 5 KB of markup per page).
    deviceSizes: [640, 750, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    localPatterns: [{ pathname: '/media/**' }],
    remotePatterns: [{ protocol: 'https', hostname: 'www.datocms-assets.com' }],
  },
};

export default nextConfig;
