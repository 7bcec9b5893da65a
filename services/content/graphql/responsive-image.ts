import type { MediaAsset } from '../../seed/catalogue-types';
import { parseAspectRatio } from '../assets/imgix-params';
import { assetUrl, imgixQuery, readImgixQuery, type ImgixParamsInput } from '../assets/imgix-url';
import { renderPlan } from '../assets/render-plan';

/**
 * `responsiveImage` of a file, shaped as DatoCMS returns it for react-datocms' <Image>/<SRCImage> and
 * next/image: `src` is the upload's URL on the asset host with the imgix parameters; `srcSet` and
 * `webpSrcSet` (the same with `fm=webp`) offer it at 0.25, 0.5, 0.75, 1, 1.5, 2, 3 and 4 times the output
 * width through `dpr`, leaving out those wider than the upload itself (DatoCMS's list); `width`/`height`
 * are the size the host draws for these parameters (render-plan.ts).
 */

export type { ImgixParamsInput };
export { parseAspectRatio };

export const SRCSET_DENSITIES = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

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

/** The output size the asset host draws for these parameters (never 0). */
export function outputSize(
  asset: Pick<MediaAsset, 'width' | 'height' | 'focalPoint'>,
  params: ImgixParamsInput | null | undefined,
): { width: number; height: number } {
  const { width, height } = renderPlan(asset, readImgixQuery(imgixQuery(asset, params)));
  return { width, height };
}

function srcSet(origin: string, asset: MediaAsset, query: URLSearchParams, width: number, extra: Record<string, string>): string {
  const densities = SRCSET_DENSITIES.filter((density) => Math.round(width * density) <= asset.width);
  return (densities.length > 0 ? densities : [1])
    .map((density) => {
      const entries: [string, string][] = [...query, ['dpr', String(density)], ...Object.entries(extra)];
      const variant = new URLSearchParams(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      return `${assetUrl(origin, asset, variant)} ${Math.round(width * density)}w`;
    })
    .join(',');
}

export function responsiveImage(
  asset: MediaAsset,
  params: ImgixParamsInput | null | undefined,
  sizes: string | null | undefined,
  origin = '',
): ResponsiveImageValue {
  const query = imgixQuery(asset, params);
  const { width, height } = renderPlan(asset, readImgixQuery(query));
  // The set's own dpr replaces one given in the parameters: its widths are multiples of the 1× output.
  query.delete('dpr');
  const base = renderPlan(asset, readImgixQuery(query)).width;
  const webpQuery = new URLSearchParams(query);
  webpQuery.delete('fm');
  return {
    src: assetUrl(origin, asset, imgixQuery(asset, params)),
    srcSet: srcSet(origin, asset, query, base, {}),
    webpSrcSet: srcSet(origin, asset, webpQuery, base, { fm: 'webp' }),
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
