import type { MediaAsset } from '../../seed/catalogue-types';
import { assetUrl, imgixQuery, readImgixQuery, type ImgixParamsInput } from '../assets/imgix-url';
import { responsiveImage } from './responsive-image';
import type { RequestContext } from './request-context';
import type { ResolverMap } from './resolver-types';

/**
 * `FileField`: an upload, built from the catalogue's MediaAsset. `url` is the upload's absolute URL on the
 * content service's asset host (assets/asset-host.ts), with the imgix parameters when given;
 * `blurUpThumb` and `responsiveImage.base64` are the asset's placeholder data URL; `focalPoint` is where
 * the image's subject is (null for a centred one); `colors` its dominant colours.
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
    colors: (asset: MediaAsset, _args, context: RequestContext) => context.site.assetColours?.(asset) ?? [],
    blurhash: () => null,
    customData: () => ({}),
    smartTags: () => [],
    tags: (asset: MediaAsset) => [asset.kind],
    url: (asset: MediaAsset, args: { imgixParams?: ImgixParamsInput | null }, context: RequestContext) => {
      const query = imgixQuery(asset, args.imgixParams);
      readImgixQuery(query);
      return assetUrl(context.site.assetOrigin ?? '', asset, query);
    },
    responsiveImage: (asset: MediaAsset, args: { imgixParams?: ImgixParamsInput | null; sizes?: string | null }, context: RequestContext) =>
      responsiveImage(asset, args.imgixParams, args.sizes, context.site.assetOrigin ?? ''),
  },
};
