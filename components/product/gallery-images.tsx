import type { Image } from '@/lib/content/types';
import { ContentImg } from '@/components/content/content-img';
import { placeholderStyle } from '@/components/content/placeholder-style';
import type { GalleryImage } from './gallery-view';
import styles from './product-gallery.module.css';

/**
 * The product gallery's images drawn on the server, each as the gallery shows it: at its size on the page
 * (the first preloaded at high priority: it is the page's largest paint), zoomed (`sizes` three times as wide,
 * so the browser picks a larger file), and as a thumbnail. The gallery's client code only chooses among them,
 * and Next's image code stays out of the browser.
 */
export function drawnGalleryImages(images: readonly Image[]): GalleryImage[] {
  return images.map((image, index) => {
    const shared = { src: image.src, alt: image.alt, draggable: false, className: styles.image, style: placeholderStyle(image), editingUrl: image.editingUrl };
    return {
      key: `${image.src}-${index}`,
      alt: image.alt,
      view: <ContentImg {...shared} preload={index === 0} sizes="(max-width: 767px) 100vw, (max-width: 1280px) 55vw, 700px" />,
      zoomed: <ContentImg {...shared} sizes="(max-width: 767px) 300vw, 150vw" />,
      thumbnail: <ContentImg src={image.src} alt="" width={image.width} height={image.height} sizes="80px" className={styles.thumbnailImage} />,
    };
  });
}
