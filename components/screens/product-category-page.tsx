import { translate } from '@/lib/content/translate';
import { IntentLink } from '@/components/layout/prefetch-policy';
import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ProductCategory } from '@/lib/content/types';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { CategoryCard } from '@/components/content/category-card';
import { CategorySliderBlock } from '@/components/content/category-slider-block';
import { PageHero } from '@/components/content/page-hero';
import { RichTextContent } from '@/components/content/structured-text';
import { SlotRegion } from '@/components/content/slot-region';
import styles from './product-category-page.module.css';

export interface ProductCategoryPageProps {
  category: ProductCategory;
  dictionary: Dictionary;
  /** The product listing (search, filters, hits, pagination; components/listing). */
  listingSlot?: ReactNode;
}

/**
 * Product category: hero with the category's header and teaser, its sub-categories as chips, the product
 * listing (or, without one, the sub-categories as a teaser grid), then the slider and the content.
 */
export function ProductCategoryPage({ category, dictionary, listingSlot }: ProductCategoryPageProps) {
  const title = category.header || category.title;
  const hasListing = listingSlot !== undefined && listingSlot !== null;
  const breadcrumbs = <Breadcrumbs items={category.breadcrumbs} current={{ label: category.title, href: category.href }} dictionary={dictionary} className={hasListing ? styles.trail : undefined} />;
  const chips =
    category.children.length > 0 ? (
      <nav aria-label={translate(dictionary, 'inThisCategory')}>
        <ul className={hasListing ? `${styles.chips} ${styles.chipRow}` : styles.chips} role="list">
          {category.children.map((child) => (
            <li key={child.id}>
              <IntentLink href={child.href} className={styles.chip}>
                {child.navigationTitle || child.title}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;
  return (
    <>
      {hasListing ? (
        // A listing page: the products are what the shopper came for, so the band over them stays low (the
        // trail inside it, the chips on one line) and the first row of products is on the first screen.
        <PageHero title={title} intro={category.teaser} image={category.hero} layout="banner" trail={breadcrumbs}>
          {chips}
        </PageHero>
      ) : (
        <>
          <div className="container">{breadcrumbs}</div>
          <PageHero
            title={title}
            intro={category.teaser}
            image={category.hero}
            size="medium"
            eyebrow={category.parent ? <IntentLink href={category.parent.href}>{category.parent.navigationTitle || category.parent.title}</IntentLink> : undefined}
          >
            {chips}
          </PageHero>
        </>
      )}

      {hasListing ? (
        <SlotRegion name="listing" label={translate(dictionary, 'products')} hiddenHeading className={`container ${styles.listing}`}>
          {listingSlot}
        </SlotRegion>
      ) : category.children.length > 0 ? (
        <section className={`container ${styles.teasers}`} aria-labelledby="category-children">
          <h2 id="category-children" className={styles.sectionTitle}>
            {translate(dictionary, 'inThisCategory')}
          </h2>
          <ul className={styles.teaserGrid} role="list">
            {category.children.map((child) => (
              <li key={child.id}>
                <CategoryCard category={child} showTeaser widths={['50vw', '33vw', '33vw', '400px']} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {category.slider.length > 0 ? (
        <div className={`container ${styles.slider}`}>
          <CategorySliderBlock
            images={category.slider}
            labels={{
              label: title,
              carousel: translate(dictionary, 'carouselRoleDescription'),
              slide: translate(dictionary, 'slideRoleDescription'),
              slideLabel: translate(dictionary, 'slideLabel'),
              previous: translate(dictionary, 'previousImage'),
              next: translate(dictionary, 'nextImage'),
              pause: translate(dictionary, 'pauseSlider'),
              play: translate(dictionary, 'playSlider'),
            }}
          />
        </div>
      ) : null}

      {category.content ? (
        <div className={`container narrow ${styles.content}`}>
          <RichTextContent content={category.content} dictionary={dictionary} />
        </div>
      ) : null}
    </>
  );
}
