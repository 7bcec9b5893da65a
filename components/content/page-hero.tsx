import type { ReactNode } from 'react';
import { coverSizes, type CoverFrame } from '@/lib/content/cover-sizes';
import type { Image } from '@/lib/content/types';
import { ResponsiveImage } from './responsive-image';
import styles from './page-hero.module.css';

interface PageHeroProps {
  title: string;
  intro?: string | null;
  /** A short line above the title (brand, section). */
  eyebrow?: ReactNode;
  image?: Image | null;
  /**
   * `split`: text beside a large image (image first on phones); `plain`: a calm text header;
   * `centered`: a centred text header for confirmation-like pages; `compact`: a small header for task pages;
   * `banner`: a low band over a product listing (category, brand, search), so the first row of products is
   * on the first screen: the trail, title, intro and chips on the left, the image as a strip beside them on
   * wider screens and left out on phones.
   */
  layout?: 'split' | 'plain' | 'centered' | 'compact' | 'banner';
  /** `medium` keeps a split hero shorter (a wide image), for pages whose main content follows (categories). */
  size?: 'large' | 'medium';
  /** Set when the hero image is the page's largest paint (it usually is). */
  preloadImage?: boolean;
  /** Id for the h1, so the surrounding section can be labelled by it. */
  headingId?: string;
  /** The breadcrumbs, drawn inside the band (`banner`). */
  trail?: ReactNode;
  /** Actions, chips or other content under the intro. */
  children?: ReactNode;
}

/**
 * How wide each layout's image frame is and its width ÷ height at its narrowest (page-hero.module.css): the
 * split hero is 4:3 on phones and half the container beside the text (4:5, at most 36rem tall) from 768 px;
 * `medium` is 16:9, then 16:10 (at most 24rem tall); the banner's strip is 38% of the container and as tall as
 * the text beside it (about 1.5:1 at 768 px, 2.4:1 at 1,280).
 */
const FRAMES: Record<'large' | 'medium' | 'banner', CoverFrame[]> = {
  large: [
    { upTo: 767, width: '100vw', ratio: 4 / 3 },
    { upTo: 1279, width: '50vw', ratio: 4 / 5 },
    { width: '568px', ratio: 568 / 576 },
  ],
  medium: [
    { upTo: 767, width: '100vw', ratio: 16 / 9 },
    { upTo: 1279, width: '50vw', ratio: 16 / 10 },
    { width: '568px', ratio: 16 / 10 },
  ],
  banner: [
    { upTo: 767, width: '1px', ratio: Number.POSITIVE_INFINITY },
    { upTo: 1279, width: '38vw', ratio: 1.5 },
    { width: '480px', ratio: 2.4 },
  ],
};

/** The page's header band: the one h1 of the page, its intro and, optionally, a hero image. */
export function PageHero({ title, intro, eyebrow, image, layout = image ? 'split' : 'plain', size = 'large', preloadImage = true, headingId, trail, children }: PageHeroProps) {
  const showImage = layout === 'split' && image;
  return (
    <header className={[styles.hero, styles[layout], size === 'medium' ? styles.medium : ''].filter(Boolean).join(' ')}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {trail}
          {eyebrow ? <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p> : null}
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children ? <div className={styles.extra}>{children}</div> : null}
        </div>
        {showImage ? (
          <div className={styles.media}>
            <ResponsiveImage image={image} fit="cover" aspectRatio="var(--hero-ratio, 4 / 5)" sizes={coverSizes(FRAMES[size], image)} preload={preloadImage} className={styles.image} />
          </div>
        ) : null}
        {layout === 'banner' && image ? (
          // Not preloaded and lazy: the band's largest paint is its title, and phones, which do not show the
          // strip (display: none), never fetch it.
          <div className={styles.strip}>
            <ResponsiveImage image={image} fit="cover" aspectRatio="auto" sizes={coverSizes(FRAMES.banner, image)} className={styles.stripImage} />
          </div>
        ) : null}
      </div>
    </header>
  );
}
