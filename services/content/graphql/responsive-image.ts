import type { MediaAsset } from '../../seed/catalogue-types';

/**
 * `responsiveImage` of a file, shaped as DatoCMS returns it for react-datocms' <Image> and next/image.
 * The local service does not resize: `src` is the asset's own path and `srcSet`/`webpSrcSet` list that
 * one file at its real width (next/image does the resizing). The imgix parameters only shape the
 * reported `width`/`height`/`aspectRatio` (w, h, ar with fit=crop, fit=max/clip/crop, maxW, maxH).
 */

export interface ImgixParamsInput {
  w?: number | null;
  h?: number | null;
  ar?: string | null;
  fit?: string | null;
  maxW?: number | null;
  maxH?: number | null;
  [other: string]: unknown;
}

export interface ResponsiveImageValue {
  src: string;
  srcSet: string;
  webpSrcSet: string;
  width: number;
  height: number;
  aspectRatio: number;
  alt: string | null;
  title: string | null;
  base64: string | null;
  bgColor: string | null;
  sizes: string;
}

/** `16:9` or `1.5` → 1.777…; anything else → undefined. */
export function parseAspectRatio(ar: string | null | undefined): number | undefined {
  if (!ar) return undefined;
  const ratio = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(ar);
  const value = ratio ? Number(ratio[1]) / Number(ratio[2]) : Number(ar);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function positive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The output size imgix would produce for these parameters (never 0). */
export function outputSize(
  asset: Pick<MediaAsset, 'width' | 'height'>,
  params: ImgixParamsInput | null | undefined,
): { width: number; height: number } {
  const p = params ?? {};
  const original = asset.width / asset.height;
  const fit = p.fit ?? 'clip';
  const cropRatio = fit === 'crop' ? parseAspectRatio(p.ar) : undefined;
  const ratio = cropRatio ?? original;
  let w = positive(p.w);
  let h = positive(p.h);
  if (w !== undefined && h !== undefined && fit !== 'crop' && fit !== 'fill' && fit !== 'scale') {
    // Fit inside the w×h box, keeping the ratio (clip, max, min, …).
    if (w / h > ratio) w = h * ratio;
    else h = w / ratio;
  } else if (w !== undefined && h === undefined) {
    h = w / ratio;
  } else if (h !== undefined && w === undefined) {
    w = h * ratio;
  } else if (w === undefined && h === undefined) {
    w = cropRatio && cropRatio > original ? asset.width : asset.height * ratio;
    if (w > asset.width) w = asset.width;
    h = w / ratio;
  }
  let width = w as number;
  let height = h as number;
  if (fit === 'max' && width > asset.width) {
    height = (height * asset.width) / width;
    width = asset.width;
  }
  const maxW = positive(p.maxW);
  if (maxW !== undefined && width > maxW) {
    height = (height * maxW) / width;
    width = maxW;
  }
  const maxH = positive(p.maxH);
  if (maxH !== undefined && height > maxH) {
    width = (width * maxH) / height;
    height = maxH;
  }
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

export function responsiveImage(
  asset: MediaAsset,
  params: ImgixParamsInput | null | undefined,
  sizes: string | null | undefined,
): ResponsiveImageValue {
  const { width, height } = outputSize(asset, params);
  const srcSet = `${asset.path} ${asset.width}w`;
  return {
    src: asset.path,
    srcSet,
    webpSrcSet: srcSet,
    width,
    height,
    aspectRatio: width / height,
    alt: asset.alt || null,
    title: asset.title || null,
    base64: asset.base64 || null,
    bgColor: asset.bgColor || null,
    sizes: sizes ?? `(max-width: ${width}px) 100vw, ${width}px`,
  };
}
