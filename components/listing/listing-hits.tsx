'use client';

import { Highlight, useHits } from 'react-instantsearch';
import { translate } from '@/lib/content/dictionary';
import { hitToCard, type ProductHit } from '@/lib/search/product-hit';
import { ProductCard } from '@/components/product/product-card';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * The hits as product cards (spec 2.5, 3): image, brand, name (matched words marked), SEK price with
 * discount, the new-product marker. Opening a card sends a click event with its position and query id.
 */
export function ListingHits({ texts, now }: { texts: ListingTexts; now: number }) {
  const { items, sendEvent, results } = useHits<ProductHit>();
  if (items.length === 0) {
    // Before the first answer there is nothing to say yet; after it, an empty page is explained.
    if (!results || results.__isArtificial) return null;
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{translate(texts, 'noResults')}</p>
        <p>{translate(texts, 'noResultsHint')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.hits} role="list">
      {items.map((hit) => (
        <li key={hit.objectID}>
          <ProductCard
            product={hitToCard(hit, now)}
            dictionary={texts}
            sizes="(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 280px"
            nameContent={<Highlight attribute="name" hit={hit} classNames={{ highlighted: styles.highlight }} />}
            onLinkClick={() => sendEvent('click', hit, 'Product Clicked')}
          />
        </li>
      ))}
    </ul>
  );
}
