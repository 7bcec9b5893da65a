import { getImageProps } from 'next/image';
import type { CSSProperties } from 'react';
import { preconnect, preload as preloadResource } from 'react-dom';
import { assetHostLoader, isAssetHostUrl } from '@/lib/content/asset-loader';
import { trimSrcSet } from '@/lib/content/image-widths';
import styles from './content-img.module.css';
import { contentLinkAttribute } from './content-link';

export interface ContentImgProps {
  src: string;
  alt: string;
  sizes: string;
  /** The image's own size (an intrinsic image); without it the image fills its positioned frame. */
  width?: number;
  height?: number;
  /** The page's largest paint: preloaded and fetched first. */
  preload?: boolean;
  /** An image of the first screen that is not the largest paint: loaded at once rather than when near the viewport. */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
  draggable?: boolean;
  /**
   * Draft mode with Content Link: the image's record field in the editor, as `data-datocms-content-link-url`
   * (react-datocms' `<ContentLink>` makes the image click-to-edit). Never set on published pages.
   */
  editingUrl?: string;
}

/**
 * Every image of the storefront: Next.js's optimised, responsive image attributes (`getImageProps`, the same
 * as `next/image` writes; a content image on the asset host is drawn there, `assetHostLoader`), with the
 * srcset widths no browser picks for these `sizes` left out (`trimSrcSet`) and the styles `next/image` writes inline on each image (the hidden alt text, a filling image's
 * position) in two classes instead. Not a client component: drawn by a server component, it is an `<img>` in
 * the page's HTML and payload and Next's image code stays on the server; the few client components that draw
 * images from data of the browser (the basket's lines, the live listing) bring that code in their own chunks.
 * Client components that only show content images (the slider, the product gallery, the video's poster) get
 * them drawn by the server, as elements in their props.
 */
export function ContentImg({ src, alt, sizes, width, height, preload = false, eager = false, className, style, draggable, editingUrl }: ContentImgProps) {
  const fill = width === undefined || height === undefined;
  const { props } = getImageProps({
    src,
    alt,
    sizes,
    ...(isAssetHostUrl(src) ? { loader: assetHostLoader } : {}),
    ...(fill ? { fill: true } : { width, height }),
    ...(preload ? { preload: true, fetchPriority: 'high' as const } : eager ? { loading: 'eager' as const } : {}),
  });
  const trimmed = trimSrcSet(props.srcSet, props.sizes);
  const srcSet = trimmed?.srcSet ?? props.srcSet;
  const imageSrc = trimmed?.src ?? props.src;
  // The asset host is another origin: its connection opens while the document still streams, before the
  // first image on it is found (React writes the hint once per page).
  if (isAssetHostUrl(src)) preconnect(new URL(src).origin);
  if (preload) preloadResource(imageSrc, { as: 'image', imageSrcSet: srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps), with fewer srcset widths
    <img
      alt={props.alt}
      src={imageSrc}
      srcSet={srcSet}
      sizes={props.sizes}
      width={props.width}
      height={props.height}
      loading={props.loading}
      decoding={props.decoding}
      fetchPriority={props.fetchPriority}
      draggable={draggable}
      {...contentLinkAttribute(editingUrl)}
      className={[styles.image, fill ? styles.fill : null, className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
