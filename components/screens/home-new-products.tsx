import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { NewProductsPage } from '@/lib/content/new-products-page';
import { translate } from '@/lib/content/translate';
import { newProductCards } from '@/lib/search/new-products';
import { IntentLink } from '@/components/layout/prefetch-policy';
import { ProductCard } from '@/components/product/product-card';
import styles from './home-page.module.css';

interface HomeNewProductsProps {
  page: NewProductsPage;
  dictionary: Dictionary;
}

/**
 * The front page's row of new products (server): the first cards of the new-products page, as the listing
 * draws them, and a link to the page. Plain HTML and links, no client code; nothing when there are none.
 */
export async function HomeNewProducts({ page, dictionary }: HomeNewProductsProps) {
  const cards = await newProductCards(page.category, new Date().getTime());
  if (cards.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-new-products">
      <div className={styles.sectionHead}>
        <h2 id="home-new-products">{translate(dictionary, 'newArrivals')}</h2>
        <IntentLink href={page.href} className={styles.sectionLink}>
          {translate(dictionary, 'allNewArrivals')}
        </IntentLink>
      </div>
      <ul className={styles.productGrid} role="list">
        {cards.map((card) => (
          <li key={card.objectID}>
            <ProductCard product={card} dictionary={dictionary} />
          </li>
        ))}
      </ul>
    </section>
  );
}
