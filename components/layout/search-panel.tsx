'use client';

import { useRouter } from 'next/navigation';
import { isOtherPage } from '@/lib/browser/navigation-intent';
import { routeTransition } from './route-transition';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SEARCH_INPUT_MAX_LENGTH } from '@/lib/constants';
import { QUERY_URL_KEY } from '@/lib/search/listing-setup';
import { useDropdownStore, useIsOpen } from '@/stores/dropdown-store';
import { CloseIcon, SearchIcon } from './header-icons';
import { SEARCH_PANEL_ID, SEARCH_RESULTS_ID } from './header-ids';
import { useFocusTrap } from './use-focus-trap';
import { useIsNarrow } from './use-media-query';
import controls from './header-controls.module.css';
import styles from './search-panel.module.css';

/** What the results slot reads: the query typed in the header's search box. */
export interface HeaderSearch {
  query: string;
  setQuery: (query: string) => void;
  open: boolean;
}

const HeaderSearchContext = createContext<HeaderSearch>({ query: '', setQuery: () => {}, open: false });

/** The header search's state, for the component in its results slot: the query and whether the panel is open. */
export function useHeaderSearch(): HeaderSearch {
  return useContext(HeaderSearchContext);
}

export interface SearchPanelProps {
  labels: { search: string; placeholder: string; submit: string; close: string; results: string };
  /** The search page (a category marked for the whole catalogue); submitting the query leads there. */
  searchHref?: string | null;
  /** The results slot. */
  children?: ReactNode;
}

/**
 * The header's search panel (docs/shop.md, The shell), part of the header's deferred code (its toggle is `SearchSlot`
 * in header-slots.tsx, in the first load): a search form and a named region for the results as
 * the shopper types (`useHeaderSearch()` gives the slot the query). Submitting leads to the full results on
 * the search page (`?q=…`); without a search page, or with an empty query, it stays put.
 *
 * On narrow screens the open panel covers the page as a modal dialog and Tab is trapped inside it; on
 * close, focus returns to the element that was focused before it opened.
 */
export function SearchPanel({ labels, searchHref, children }: SearchPanelProps) {
  const open = useIsOpen({ kind: 'search' });
  const closeAll = useDropdownStore((state) => state.closeAll);
  // Only the open panel is a modal dialog on narrow screens (the closed one is hidden).
  const narrow = useIsNarrow(open);
  const [query, setQuery] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useFocusTrap(panelRef, open && narrow);
  useEffect(() => {
    if (open) inputRef.current?.focus({ preventScroll: true });
  }, [open]);

  const search = useMemo(() => ({ query, setQuery, open }), [query, open]);
  const router = useRouter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!searchHref || !trimmed) return;
    closeAll();
    const target = `${searchHref}?${new URLSearchParams({ [QUERY_URL_KEY]: trimmed })}`;
    // The overlay and progress of a route change, as for a link; not for the page already shown,
    // whose page-ready signal would never come.
    if (isOtherPage(new URL(target, window.location.href).href, window.location.href)) routeTransition.start();
    router.push(target);
  };

  return (
    <div
      ref={panelRef}
      id={SEARCH_PANEL_ID}
      className={styles.panel}
      hidden={!open}
      data-dropdown-root="search"
      role={narrow ? 'dialog' : undefined}
      aria-modal={narrow ? true : undefined}
      aria-label={narrow ? labels.search : undefined}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.row}>
          <form role="search" aria-label={labels.search} className={styles.form} onSubmit={onSubmit}>
            <label htmlFor={inputId} className="visually-hidden">
              {labels.search}
            </label>
            <span className={styles.icon}>
              <SearchIcon />
            </span>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              maxLength={SEARCH_INPUT_MAX_LENGTH}
              placeholder={labels.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              aria-controls={SEARCH_RESULTS_ID}
            />
            <button type="submit" className={styles.submit}>
              {labels.submit}
            </button>
          </form>
          <button
            type="button"
            className={`${controls.tool} ${styles.close}`}
            aria-label={labels.close}
            onClick={() => closeAll({ returnFocus: true })}
          >
            <CloseIcon />
          </button>
        </div>
        <section id={SEARCH_RESULTS_ID} className={styles.results} aria-label={labels.results} data-slot="search-results">
          <HeaderSearchContext.Provider value={search}>{children}</HeaderSearchContext.Provider>
        </section>
      </div>
    </div>
  );
}
