import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getConfig().siteUrl;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/product-variant/', '/blog-feed/', '/bench-reference/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
