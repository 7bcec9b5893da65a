import type { CSSProperties } from 'react';
import type { Image } from '@/lib/content/types';

/**
 * The image's box in its dominant colour until the file has loaded (when the content service gives one).
 * A module of its own so that client components drawing server-made images (the slider, the product
 * gallery) can use it without reaching `ContentImg` and Next's image code.
 */
export function placeholderStyle(image: Pick<Image, 'bgColor'>): CSSProperties | undefined {
  return image.bgColor ? { backgroundColor: image.bgColor } : undefined;
}
