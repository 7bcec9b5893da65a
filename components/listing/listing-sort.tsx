'use client';

import { useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import { translate } from '@/lib/content/dictionary';
import { SORT_OPTIONS } from '@/lib/search/listing-setup';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/** Sort order (spec 2.5, 7.3): relevance, lowest price or newest, each answered by its own index. */
export function ListingSort({ texts }: { texts: ListingTexts }) {
  const items = SORT_OPTIONS.map((option) => ({ value: option.indexName, label: translate(texts, option.labelKey) }));
  const { currentRefinement, refine, options } = useSortBy({ items });
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {translate(texts, 'sortBy')}
      </label>
      <select id={id} className={styles.select} value={currentRefinement} onChange={(event) => refine(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
