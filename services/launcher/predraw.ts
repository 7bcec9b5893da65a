/**
 * Draws, in the background after a production start, the images the first screens of the shop need, so the
 * first shopper after a start does not wait for the asset host to draw them (a content image is drawn on the
 * first request for each width and format, then kept). The pages are the home page, every category and the
 * first products of the sitemap; their first-screen images are those the HTML does not load lazily (heroes,
 * a listing's first row of cards, a product's first image) and the image preloads, each at every width of its
 * srcset, with the Accept Chromium sends (the asset host answers AVIF, Next's optimiser WebP). One request at
 * a time, so a demo's start stays responsive.
 */

const ACCEPT_IMAGES = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const PRODUCTS = Number(process.env.PREDRAW_PRODUCTS) || 12;

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) found.set(match[1]!.toLowerCase(), match[2]!.replace(/&amp;/g, '&'));
  return found;
}

function candidates(srcset: string | undefined): string[] {
  return (srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The image URLs of a page's first screen: non-lazy images and image preloads, every srcset width. */
export function firstScreenImages(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const found = attributes(tag);
    if (found.get('loading') === 'lazy') continue;
    for (const url of [found.get('src'), ...candidates(found.get('srcset'))]) if (url) urls.add(new URL(url, pageUrl).toString());
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const found = attributes(tag);
    if (found.get('rel') !== 'preload' || found.get('as') !== 'image') continue;
    for (const url of [found.get('href'), ...candidates(found.get('imagesrcset'))]) if (url) urls.add(new URL(url, pageUrl).toString());
  }
  return [...urls].filter((url) => !url.startsWith('data:'));
}

async function pagePaths(siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    path: new URL(/<loc>([^<]+)<\/loc>/.exec(match[1] ?? '')?.[1] ?? '/').pathname,
    priority: /<priority>([^<]+)<\/priority>/.exec(match[1] ?? '')?.[1],
  }));
  const categories = entries.filter((entry) => entry.priority === '0.8').map((entry) => entry.path);
  const products = entries.filter((entry) => entry.priority === '0.6').map((entry) => entry.path).slice(0, PRODUCTS);
  return ['/', ...categories, ...products];
}

/** Runs the pre-draw; never throws (a failure only means the first shopper draws those images). */
export async function predrawFirstScreens(siteUrl: string, log: (message: string) => void): Promise<void> {
  const started = Date.now();
  let drawn = 0;
  try {
    const seen = new Set<string>();
    for (const path of await pagePaths(siteUrl)) {
      const pageUrl = new URL(path, siteUrl).toString();
      const response = await fetch(pageUrl);
      if (!response.ok) continue;
      for (const url of firstScreenImages(await response.text(), pageUrl)) {
        if (seen.has(url)) continue;
        seen.add(url);
        const image = await fetch(url, { headers: { accept: ACCEPT_IMAGES } }).catch(() => null);
        await image?.arrayBuffer().catch(() => null);
        if (image?.ok) drawn += 1;
      }
    }
    log(`[glans] First-screen images drawn in the background: ${drawn} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } catch (error) {
    log(`[glans] Drawing the first screens' images stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
}
