import { Suspense, type CSSProperties } from 'react';
import type { Image } from '@/lib/content/types';
import type { CategorySliderLabels } from './category-slider';
import { CategorySlider } from './content-lazy';
import { ContentImg } from './content-img';
import { placeholderStyle } from './placeholder-style';
import styles from './category-slider.module.css';

/** Proportions the slider's frame never goes beyond: from 4:3 to 3:1. */
const RATIO_RANGE = { min: 4 / 3, max: 3 };

/**
 * The frame's proportions: the first image's own (within RATIO_RANGE), so a wide mood image is shown
 * whole at every width (a fixed frame, 4:3 on a phone, would crop its subjects away at the sides).
 */
export function sliderRatio(image: Pick<Image, 'width' | 'height'>): string {
  const ratio = image.width > 0 && image.height > 0 ? image.width / image.height : RATIO_RANGE.min;
  return String(Math.min(Math.max(ratio, RATIO_RANGE.min), RATIO_RANGE.max));
}

/**
 * The category's image slider (`category-slider.tsx`) with its images drawn here, on the server: the
 * slider's client code only moves between them, and Next's image code stays out of the browser.
 */
export function CategorySliderBlock({ images, labels }: { images: readonly Image[]; labels: CategorySliderLabels }) {
  const first = images[0];
  if (!first) return null;
  const slides = images.map((image, index) => ({
    key: `${image.src}-${index}`,
    image: (
      <ContentImg
        src={image.src}
        alt={image.alt}
        sizes="(max-width: 1280px) 100vw, 1200px"
        className={styles.image}
        style={placeholderStyle(image)}
        editingUrl={image.editingUrl}
      />
    ),
    caption: image.title && image.title !== image.alt ? image.title : null,
  }));
  const ratio = sliderRatio(first);
  // A boundary of its own, so the rest of the page hydrates while the slider's code is on its way. React sends
  // a boundary far down a long page after the rest of the HTML, and a browser without JavaScript keeps its
  // fallback: the first slide in the slider's frame (the slider's buttons would do nothing there).
  const fallback = (
    <div className={styles.slider} style={{ '--slider-ratio': ratio } as CSSProperties}>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <div className={styles.slide}>
            {slides[0]?.image}
            {slides[0]?.caption ? <p className={styles.caption}>{slides[0].caption}</p> : null}
          </div>
        </div>
      </div>
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <CategorySlider slides={slides} ratio={ratio} labels={labels} />
    </Suspense>
  );
}
