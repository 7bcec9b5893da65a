import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
    remotePatterns: [{ protocol: 'https', hostname: 'www.datocms-assets.com' }],
  },
};

export default nextConfig;
