import { translate } from '@/lib/content/translate';
import { IntentLink } from '@/components/layout/prefetch-policy';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ArticleSummary, BrandSummary, CategorySummary, SpecialPage } from '@/lib/content/types';
import { ArticleCard } from '@/components/content/article-card';
import { CategoryCard } from '@/components/content/category-card';
import { PageHero } from '@/components/content/page-hero';
import type { ReactNode } from 'react';
import { RichTextSection } from '@/components/content/rich-text-section';
import styles from './home-page.module.css';

export interface HomePageProps {
  page: SpecialPage;
  /** The latest blog articles (six). */
  latestArticles: ArticleSummary[];
  featuredCategories: CategorySummary[];
  brands: BrandSummary[];
  dictionary: Dictionary;
  /** The blog listing, for "All articles". */
  blogHref?: string;
  /** The brands overview, for "All brands". */
  allBrandsHref?: string;
  /** The newest products (HomeNewProducts), below the hero. */
  newProductsSlot?: ReactNode;
}

/** Home: the season's hero, the newest products, categories to shop by, the page's editorial content, the journal and brands. */
export function HomePage({ page, latestArticles, featuredCategories, brands, dictionary, blogHref, allBrandsHref, newProductsSlot }: HomePageProps) {
  const [firstCategory] = featuredCategories;
  return (
    <>
      <PageHero title={page.header || page.title} intro={page.intro} image={page.hero} eyebrow={translate(dictionary, 'siteTagline')} layout="split">
        {firstCategory || allBrandsHref ? (
          <div className={styles.actions}>
            {firstCategory ? (
              <IntentLink className="button" href={firstCategory.href}>
                {translate(dictionary, 'discover')} <span className="visually-hidden">{firstCategory.navigationTitle || firstCategory.title}</span>
              </IntentLink>
            ) : null}
            {allBrandsHref ? (
              <IntentLink className="button button-secondary" href={allBrandsHref}>
                {translate(dictionary, 'allBrands')}
              </IntentLink>
            ) : null}
          </div>
        ) : null}
      </PageHero>

      {newProductsSlot}

      {featuredCategories.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="home-categories">
          <div className={styles.sectionHead}>
            <h2 id="home-categories">{translate(dictionary, 'featuredCategories')}</h2>
          </div>
          <ul className={styles.categoryGrid} role="list">
            {featuredCategories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RichTextSection content={page.content} dictionary={dictionary} className={styles.editorial} />

      {latestArticles.length > 0 ? (
        <section className={styles.journal} aria-labelledby="home-articles">
          <div className="container">
            <div className={styles.sectionHead}>
              <h2 id="home-articles">{translate(dictionary, 'latestArticles')}</h2>
              {blogHref ? (
                <IntentLink href={blogHref} className={styles.sectionLink}>
                  {translate(dictionary, 'allArticles')}
                </IntentLink>
              ) : null}
            </div>
            <ul className={styles.articleGrid} role="list">
              {latestArticles.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} dictionary={dictionary} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {brands.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="home-brands">
          <div className={styles.sectionHead}>
            <h2 id="home-brands">{translate(dictionary, 'brands')}</h2>
            {allBrandsHref ? (
              <IntentLink href={allBrandsHref} className={styles.sectionLink}>
                {translate(dictionary, 'allBrands')}
              </IntentLink>
            ) : null}
          </div>
          <ul className={styles.brandList} role="list">
            {brands.map((brand) => (
              <li key={brand.id}>
                <IntentLink href={brand.href} className={styles.brand}>
                  {brand.name}
                </IntentLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
