'use client';

import { createContext, useCallback, useContext, useId, useRef, useState, type Dispatch, type ReactNode, type Ref, type SetStateAction } from 'react';
import { translate } from '@/lib/content/translate';
import { FilterPanel, type FiltersForm } from './filter-panel';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * Whether the filters sheet is open, shared by the prerendered and the live listing (ListingRoot provides
 * it), so the sheet stays open when one takes the other's place. Without it each layout keeps its own.
 */
export const FiltersSheetContext = createContext<{ open: boolean; setOpen: Dispatch<SetStateAction<boolean>> } | null>(null);

/**
 * Brings the listing's results (the results line and the first cards) to the top of the screen at once,
 * below the header: after a page change the shopper sees the new page's first cards, not the foot of the
 * page they were at. Instant, whatever the root's smooth scrolling. Answers false while the results are not
 * drawn (the live listing before it takes the prerendered one's place), so the caller can try again.
 */
export function scrollResultsIntoView(results: HTMLElement | null): boolean {
  if (!results || results.getClientRects().length === 0) return false;
  results.scrollIntoView({ block: 'start', behavior: 'instant' });
  return true;
}

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
  /** The results' column (status, hits, pagination), for scrollResultsIntoView. */
  resultsRef?: Ref<HTMLDivElement>;
  /** Non-visual parts (InstantSearch's `<Configure>`). */
  children?: ReactNode;
}

/**
 * The listing's frame (docs/shop.md, Search and listing): toolbar (search box, results line, filters button on phones, sort,
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
  resultsRef,
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
        <div ref={resultsRef} className={styles.results}>
          {status}
          {results}
        </div>
      </div>
    </div>
  );
}
