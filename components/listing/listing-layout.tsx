'use client';

import { createContext, useCallback, useContext, useId, useLayoutEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { translate } from '@/lib/content/translate';
import { FilterPanel } from './filter-panel';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * What ListingRoot shares with both listings: whether the filters sheet is open (so it stays open when the
 * prerendered listing gives way to the live one), and a call the live listing makes once it has drawn its
 * frame (the moment to swap). Without it each layout keeps its own sheet state.
 */
export const ListingRootContext = createContext<{
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  onLiveDrawn: () => void;
} | null>(null);

export interface ListingLayoutProps {
  texts: ListingTexts;
  /** `static` while the prerendered first page is shown, `live` once InstantSearch runs it. */
  mode: 'static' | 'live';
  nbHits: number;
  searchBox: ReactNode;
  stats: ReactNode;
  sort: ReactNode;
  current?: ReactNode;
  filters: ReactNode;
  status?: ReactNode;
  results: ReactNode;
  /** Non-visual parts (InstantSearch's `<Configure>`). */
  children?: ReactNode;
}

/**
 * The listing's frame (spec 2.5): toolbar (search box, results line, filters button on phones, sort,
 * active filters), the filters beside or over the hits, the hits and the pagination. The same frame holds
 * the prerendered first page and the live InstantSearch widgets, so the swap between them moves nothing.
 */
export function ListingLayout({ texts, mode, nbHits, searchBox, stats, sort, current, filters, status, results, children }: ListingLayoutProps) {
  const shared = useContext(ListingRootContext);
  const [ownFiltersOpen, setOwnFiltersOpen] = useState(false);
  const filtersOpen = shared ? shared.open : ownFiltersOpen;
  const setFiltersOpen = shared ? shared.setOpen : setOwnFiltersOpen;
  const filtersId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onLiveDrawn = shared?.onLiveDrawn;
  useLayoutEffect(() => {
    if (mode === 'live') onLiveDrawn?.();
  }, [mode, onLiveDrawn]);
  const closeFilters = useCallback(() => {
    setFiltersOpen(false);
    toggleRef.current?.focus();
  }, [setFiltersOpen]);

  return (
    <div className={styles.listing} data-listing={mode}>
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
        <FilterPanel id={filtersId} texts={texts} open={filtersOpen} onClose={closeFilters} nbHits={nbHits}>
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
