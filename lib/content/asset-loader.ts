import type { ImageLoaderProps } from 'next/image';

/**
 * next/image's loader for content images: their URLs are on the content's asset host (DatoCMS's imgix, or
 * the local content service that draws the same parameters), which resizes and picks the format itself,
 * so the browser loads each srcset width straight from there instead of through Next's optimiser:
 * `w` is the width next/image asks for, `q` its quality, and `auto=format` lets the host answer AVIF or
 * WebP by the browser's Accept. Parameters already on the URL (a crop, a focal point) are kept.
 */
export function assetHostLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 75));
  url.searchParams.set('auto', 'format');
  return url.toString();
}

/** Whether an image source is an absolute http(s) URL (an asset host's) rather than one of our own paths. */
export function isAssetHostUrl(src: string): boolean {
  return /^https?:\/\//i.test(src);
}
