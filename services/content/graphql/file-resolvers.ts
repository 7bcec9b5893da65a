import type { MediaAsset } from '../../seed/catalogue-types';
import type { ImgixParamsInput } from './responsive-image';
import { responsiveImage } from './responsive-image';
import type { ResolverMap } from './resolver-types';

/**
 * `FileField`: an upload, built from the catalogue's MediaAsset. `url` is the asset's public path (served
 * by the storefront) and ignores imgix parameters; `blurUpThumb` and `responsiveImage.base64` are the
 * asset's placeholder data URL; `focalPoint` is where the image's subject is (null for a centred one).
 */

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export const fileResolvers: ResolverMap = {
  FileField: {
    _createdAt: (_asset: MediaAsset, _args, context) => context.site.uploadsDate,
    _updatedAt: (_asset: MediaAsset, _args, context) => context.site.uploadsDate,
    alt: (asset: MediaAsset) => asset.alt || null,
    title: (asset: MediaAsset) => asset.title || null,
    basename: (asset: MediaAsset) => basename(asset.path).replace(/\.[^.]+$/, ''),
    filename: (asset: MediaAsset) => basename(asset.path),
    format: (asset: MediaAsset) => asset.mimeType.split('/')[1] ?? 'webp',
    blurUpThumb: (asset: MediaAsset) => asset.base64 || null,
    focalPoint: (asset: MediaAsset) => asset.focalPoint ?? null,
    blurhash: () => null,
    customData: () => ({}),
    smartTags: () => [],
    tags: (asset: MediaAsset) => [asset.kind],
    url: (asset: MediaAsset) => asset.path,
    responsiveImage: (asset: MediaAsset, args: { imgixParams?: ImgixParamsInput | null; sizes?: string | null }) =>
      responsiveImage(asset, args.imgixParams, args.sizes),
  },
};
