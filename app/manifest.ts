import type { MetadataRoute } from 'next';
import { getGlobalData } from '@/lib/content/global-data';

/**
 * The web app manifest (`/manifest.webmanifest`): the shop's name from the content's dictionary, its colours
 * and the icons in `public/`, so a shopper who adds the shop to a phone's home screen gets the spark and the
 * name, not a screenshot and the page title.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { dictionary } = await getGlobalData();
  return {
    name: `${dictionary.siteName} – ${dictionary.siteTagline}`,
    short_name: dictionary.siteName,
    description: dictionary.siteTagline,
    lang: 'sv-SE',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#fbf8f3',
    theme_color: '#fbf8f3',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
