'use client';

import { useRefinementList } from 'react-instantsearch';
import { translate } from '@/lib/content/dictionary';
import { REFINEMENT_LIMIT, REFINEMENT_SHOW_MORE_LIMIT, type RefinementFilter as RefinementFilterSetup } from '@/lib/search/listing-setup';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

const count = new Intl.NumberFormat('sv-SE');

/**
 * One filter of spec 2.5 (brand, product type, colour, material, size) as a group of checkboxes with the
 * number of products for each value; values of one filter are OR-ed, filters are AND-ed.
 */
export function RefinementFilter({ filter, texts }: { filter: RefinementFilterSetup; texts: ListingTexts }) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: filter.attribute,
    limit: REFINEMENT_LIMIT,
    showMore: true,
    showMoreLimit: REFINEMENT_SHOW_MORE_LIMIT,
    sortBy: filter.attribute === 'sizes' ? ['name:asc'] : ['isRefined', 'count:desc', 'name:asc'],
  });
  if (items.length === 0) return null;
  const legend = translate(texts, filter.labelKey);
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{legend}</legend>
      <ul className={styles.filterValues} role="list">
        {items.map((item) => (
          <li key={item.value}>
            <label className={styles.filterValue}>
              <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span className={styles.filterValueLabel} aria-hidden="true">
                {item.label}
              </span>
              <span className={styles.filterCount} aria-hidden="true">
                {count.format(item.count)}
              </span>
              <span className="visually-hidden">
                {translate(texts, 'filterValueCount', { value: item.label, count: count.format(item.count) })}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button type="button" className={styles.textButton} onClick={toggleShowMore} aria-expanded={isShowingMore}>
          {translate(texts, isShowingMore ? 'showFewerFilterValues' : 'showMoreFilterValues')}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      ) : null}
    </fieldset>
  );
}
