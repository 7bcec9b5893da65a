import type { CSSProperties } from 'react';
import { focalPosition } from '@/lib/content/cover-sizes';
import type { Image } from '@/lib/content/types';
import { ContentImg } from './content-img';
import { placeholderStyle } from './placeholder-style';
import styles from './responsive-image.module.css';

interface ResponsiveImageProps {
  image: Image;
  /**
   * The `sizes` attribute: how wide the image is drawn at each breakpoint. Required on purpose. A `cover`
   * image is drawn wider than its frame when the frame is relatively taller: see `coverSizes`.
   */
  sizes: string;
  /**
   * `intrinsic` keeps the image's own proportions (width/height reserve its box); `cover` fills a frame of
   * `aspectRatio` and crops. Either way the box is known before the image loads: no layout shift.
   */
  fit?: 'intrinsic' | 'cover' | 'contain';
  /** Frame proportions for `cover` and `contain`, e.g. `'1 / 1'` or `'4 / 3'`; default the image's own. */
  aspectRatio?: string;
  /** Only for the one image that is the page's largest paint (the hero): preloaded and fetched first. */
  preload?: boolean;
  /** An image of the first screen that is not its largest paint (the first row of cards): not lazy. */
  eager?: boolean;
  className?: string;
  /** Decorative use (the same picture is described next to it): empty alt. */
  decorative?: boolean;
}

/**
 * A content image: optimised and responsive through Next.js's image attributes (`ContentImg`, without the
 * srcset widths its `sizes` never pick), its box in the image's dominant colour while it loads, alt text
 * from the data, and in draft mode its record's editing URL (click-to-edit). Only the hero passes `preload` (other images' props carry no `preload: false`).
 */
export function ResponsiveImage({ image, sizes, fit = 'intrinsic', aspectRatio, preload = false, eager = false, className, decorative = false }: ResponsiveImageProps) {
  const alt = decorative ? '' : image.alt;
  const hints = preload ? { preload: true } : eager ? { eager: true } : {};
  if (fit === 'intrinsic') {
    return (
      <ContentImg
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        sizes={sizes}
        {...hints}
        className={[styles.intrinsic, className].filter(Boolean).join(' ')}
        style={placeholderStyle(image)}
        editingUrl={image.editingUrl}
      />
    );
  }
  const frame: CSSProperties = { aspectRatio: aspectRatio ?? `${image.width} / ${image.height}`, ...placeholderStyle(image) };
  return (
    <span className={[styles.frame, className].filter(Boolean).join(' ')} style={frame}>
      <ContentImg
        src={image.src}
        alt={alt}
        sizes={sizes}
        {...hints}
        className={fit === 'cover' ? styles.cover : styles.contain}
        editingUrl={image.editingUrl}
        // A cropped image keeps its subject (the content's focal point) in the frame.
        style={fit === 'cover' && image.focalPoint ? { objectPosition: focalPosition(image.focalPoint) } : undefined}
      />
    </span>
  );
}
