'use client';

import { useStats } from 'react-instantsearch';
import { translate } from '@/lib/content/dictionary';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

const count = new Intl.NumberFormat('sv-SE');

/** "N results found in Xms" (spec 2.5), in the dictionary's wording; read out politely when it changes. */
export function ListingStats({ texts }: { texts: ListingTexts }) {
  const { nbHits, processingTimeMS } = useStats();
  return (
    <p className={styles.stats} role="status">
      {translate(texts, 'resultsFound', { count: count.format(nbHits), ms: processingTimeMS })}
    </p>
  );
}
