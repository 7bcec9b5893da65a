import { IntentLink } from '@/components/layout/prefetch-policy';
import type { CategorySummary } from '@/lib/content/types';
import { ResponsiveImage } from './responsive-image';
import styles from './category-card.module.css';

interface CategoryCardProps {
  category: CategorySummary;
  headingLevel?: 2 | 3;
  sizes?: string;
  /** Show the category's teaser under its title. */
  showTeaser?: boolean;
}

/** A category teaser: a tall image with the category's name as the link. */
export function CategoryCard({ category, headingLevel = 3, sizes = '(max-width: 767px) 50vw, (max-width: 1280px) 25vw, 300px', showTeaser = false }: CategoryCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className={styles.card}>
      {category.image ? (
        <ResponsiveImage image={category.image} fit="cover" aspectRatio="4 / 5" sizes={sizes} className={styles.image} />
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
