import type { ReactNode } from 'react';
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
            <ResponsiveImage image={image} fit="cover" aspectRatio="var(--hero-ratio, 4 / 5)" sizes="(max-width: 767px) 100vw, (max-width: 1280px) 50vw, 620px" preload={preloadImage} className={styles.image} />
          </div>
        ) : null}
        {layout === 'banner' && image ? (
          // Not preloaded and lazy: the band's largest paint is its title, and phones, which do not show the
          // strip (display: none), never fetch it.
          <div className={styles.strip}>
            <ResponsiveImage image={image} fit="cover" aspectRatio="auto" sizes="(max-width: 767px) 1px, (max-width: 1279px) 38vw, 480px" className={styles.stripImage} />
          </div>
        ) : null}
      </div>
    </header>
  );
}
