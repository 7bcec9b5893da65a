'use client';

import { createContext, useCallback, useContext, useId, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { translate } from '@/lib/content/translate';
import { FilterPanel, type FiltersForm } from './filter-panel';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * Whether the filters sheet is open, shared by the prerendered and the live listing (ListingRoot provides
 * it), so the sheet stays open when one takes the other's place. Without it each layout keeps its own.
 */
export const FiltersSheetContext = createContext<{ open: boolean; setOpen: Dispatch<SetStateAction<boolean>> } | null>(null);

export interface ListingLayoutProps {
  texts: ListingTexts;
  nbHits: number;
  searchBox: ReactNode;
  stats: ReactNode;
  sort: ReactNode;
  current?: ReactNode;
  filters: ReactNode;
  filtersForm: FiltersForm;
  status?: ReactNode;
  results: ReactNode;
  /** Non-visual parts (InstantSearch's `<Configure>`). */
  children?: ReactNode;
}

/**
 * The listing's frame (spec 2.5): toolbar (search box, results line, filters button on phones, sort,
 * active filters), the filters beside or over the hits, the hits and the pagination. The same frame holds
 * the prerendered listing and the live InstantSearch widgets, so the swap between them moves nothing.
 */
export function ListingLayout({
  texts,
  nbHits,
  searchBox,
  stats,
  sort,
  current,
  filters,
  filtersForm,
  status,
  results,
  children,
}: ListingLayoutProps) {
  const shared = useContext(FiltersSheetContext);
  const [ownFiltersOpen, setOwnFiltersOpen] = useState(false);
  const filtersOpen = shared ? shared.open : ownFiltersOpen;
  const setFiltersOpen = shared ? shared.setOpen : setOwnFiltersOpen;
  const filtersId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    toggleRef.current?.focus();
  }, [setFiltersOpen]);

  return (
    // The listing's top, where a page change scrolls to (live-widgets.tsx).
    <div className={styles.listing} data-listing>
      {children}
      <div className={styles.toolbar}>
        {searchBox}
        <div className={styles.toolbarRow}>
          {stats}
          <button
            ref={toggleRef}
            type="button"
            data-control="filters"
            className={`button button-secondary ${styles.filtersToggle}`}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {translate(texts, 'showFilters')}
          </button>
          {sort}
        </div>
        {current}
      </div>
      <div className={styles.body}>
        <FilterPanel id={filtersId} texts={texts} open={filtersOpen} onClose={closeFilters} nbHits={nbHits} form={filtersForm}>
          {filters}
        </FilterPanel>
        <div className={styles.results}>
          {status}
          {results}
        </div>
      </div>
    </div>
  );
}
