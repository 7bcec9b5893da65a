import { IntentLink } from '@/components/layout/prefetch-policy';
import { coverSizes, type CoverFrame } from '@/lib/content/cover-sizes';
import type { CategorySummary } from '@/lib/content/types';
import { ResponsiveImage } from './responsive-image';
import styles from './category-card.module.css';

interface CategoryCardProps {
  category: CategorySummary;
  headingLevel?: 2 | 3;
  /** How wide the card is at each breakpoint (its image is a 4:5 crop); the default suits a 2/3/4-column grid. */
  widths?: readonly CoverFrame['width'][];
  /** Show the category's teaser under its title. */
  showTeaser?: boolean;
}

/** A category teaser: a tall image with the category's name as the link. */
const GRID_WIDTHS: readonly CoverFrame['width'][] = ['50vw', '33vw', '25vw', '300px'];
const GRID_BREAKPOINTS = [767, 1099, 1279];
const TILE_RATIO = 4 / 5;

export function CategoryCard({ category, headingLevel = 3, widths = GRID_WIDTHS, showTeaser = false }: CategoryCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const frames = widths.map((width, index) => ({ upTo: GRID_BREAKPOINTS[index], width, ratio: TILE_RATIO }));
  return (
    <article className={styles.card}>
      {category.image ? (
        <ResponsiveImage image={category.image} fit="cover" aspectRatio="4 / 5" sizes={coverSizes(frames, category.image)} className={styles.image} />
      ) : (
        <span className={styles.placeholder} />
      )}
      <Heading className={styles.title}>
        <IntentLink href={category.href} className={styles.link}>
          {category.navigationTitle || category.title}
        </IntentLink>
      </Heading>
      {showTeaser && category.teaser ? <p className={styles.teaser}>{category.teaser}</p> : null}
    </article>
  );
}
