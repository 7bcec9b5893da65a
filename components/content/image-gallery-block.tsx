import type { RichTextBlock } from '@/lib/content/types';
import { contentLinkAttribute } from './content-link';
import { ResponsiveImage } from './responsive-image';
import styles from './image-gallery-block.module.css';

type ImageGalleryBlockRecord = Extract<RichTextBlock, { __typename: 'ImageGalleryBlockRecord' }>;

/** An image gallery inside article content: a calm grid, each image with its caption when it has one. */
export function ImageGalleryBlock({ block }: { block: ImageGalleryBlockRecord }) {
  if (block.images.length === 0) return null;
  const count = block.images.length;
  const single = count === 1;
  // Even rows: three columns only when the images fill them, otherwise two.
  const columns = single ? styles.single : count % 3 === 0 ? styles.three : styles.two;
  return (
    // In draft mode with Content Link the gallery links to its structured-text field in the editor.
    <figure className={styles.gallery} {...contentLinkAttribute(block.editingUrl)}>
      <ul className={`${styles.grid} ${columns}`} role="list">
        {block.images.map((image, index) => (
          <li key={`${image.src}-${index}`}>
            <figure className={styles.item}>
              <ResponsiveImage
                image={image}
                fit="cover"
                aspectRatio={single ? undefined : '1 / 1'}
                sizes={single ? '(max-width: 767px) 100vw, 760px' : '(max-width: 767px) 50vw, 380px'}
                className={styles.image}
              />
              {image.title ? <figcaption className={styles.caption}>{image.title}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {block.title ? <figcaption className={styles.title}>{block.title}</figcaption> : null}
    </figure>
  );
}
