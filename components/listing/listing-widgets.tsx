'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { Configure } from 'react-instantsearch';
import { translate } from '@/lib/content/dictionary';
import type { FacetFilters } from '@/lib/search/category-filters';
import { listingConfigure } from '@/lib/search/listing-request';
import { REFINEMENT_FILTERS } from '@/lib/search/listing-setup';
import { CurrentRefinements } from './current-refinements';
import { FilterPanel } from './filter-panel';
import { ListingHits } from './listing-hits';
import { ListingPagination } from './listing-pagination';
import { ListingSearchBox } from './listing-search-box';
import { ListingSort } from './listing-sort';
import { ListingStats } from './listing-stats';
import { ListingStatus, useSearchFailed } from './listing-status';
import type { ListingTexts } from './listing-texts';
import { PriceFilter } from './price-filter';
import { RefinementFilter } from './refinement-filter';
import styles from './listing.module.css';

export interface ListingWidgetsProps {
  facetFilters: FacetFilters;
  texts: ListingTexts;
  /** The time the new-product marker is judged against (the server's, until the browser takes over). */
  now: number;
}

/** The listing's widgets (spec 2.5), the same inside the prerendered and the live InstantSearch. */
export function ListingWidgets({ facetFilters, texts, now }: ListingWidgetsProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const topRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const failed = useSearchFailed();
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    toggleRef.current?.focus();
  }, []);
  const scrollToTop = useCallback(() => {
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div className={styles.listing} ref={topRef}>
      <Configure {...listingConfigure(facetFilters)} />
      <div className={styles.toolbar}>
        <ListingSearchBox texts={texts} />
        <div className={styles.toolbarRow}>
          <ListingStats texts={texts} />
          <button
            ref={toggleRef}
            type="button"
            className={`button button-secondary ${styles.filtersToggle}`}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {translate(texts, 'showFilters')}
          </button>
          <ListingSort texts={texts} />
        </div>
        <CurrentRefinements texts={texts} />
      </div>
      <div className={styles.body}>
        <FilterPanel id={filtersId} texts={texts} open={filtersOpen} onClose={closeFilters}>
          {REFINEMENT_FILTERS.map((filter) => (
            <RefinementFilter key={filter.attribute} filter={filter} texts={texts} />
          ))}
          <PriceFilter texts={texts} />
        </FilterPanel>
        <div className={styles.results}>
          <ListingStatus texts={texts} />
          {failed ? null : (
            <>
              <ListingHits texts={texts} now={now} />
              <ListingPagination texts={texts} onPageChange={scrollToTop} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
