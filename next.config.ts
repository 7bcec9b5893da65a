import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // A second build beside the first (parallel test runs) can use a folder of its own.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // Content links end in a slash (spec 2.3); the router keeps them that way.
  trailingSlash: true,
  // `npm run typecheck` (part of `npm test`) type-checks the whole project, services and tests included;
  // the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
    remotePatterns: [{ protocol: 'https', hostname: 'www.datocms-assets.com' }],
  },
};

export default nextConfig;
