'use client';

import type { HeaderSearchResultsProps } from '@/components/listing/header-search-results';
import { useDropdownStore, useIsOpen } from '@/stores/dropdown-store';
import { deferred, prefetchDeferred, useDeferred } from './deferred';
import { GlobeIcon, SearchIcon } from './header-icons';
import { LANGUAGE_PANEL_ID, SEARCH_PANEL_ID } from './header-ids';
import type { StorefrontEntry } from './language-switcher';
import controls from './header-controls.module.css';
import languageStyles from './language-switcher.module.css';
import searchStyles from './search-panel.module.css';

/**
 * The header's controls as the browser's first load has them: the search and language buttons, and the
 * places their panels take once the header's deferred code (`header-live.tsx`: the search panel, the
 * language list, closing from outside) has arrived. That code is fetched after the page has loaded, or as
 * soon as the shopper points at, touches or focuses a header control. A press before it has arrived opens
 * the dropdown in the store at once; the panel draws itself open when its code arrives, and the search
 * panel then puts focus in its field, as it does when its code was already there.
 */

export const headerLive = deferred(() => import('./header-live'));

const prefetchHeader = () => prefetchDeferred(headerLive);

/** Handlers for a header control: intent fetches the deferred code. */
export const headerIntent = { onPointerEnter: prefetchHeader, onFocus: prefetchHeader, onTouchStart: prefetchHeader };

/** The deferred code, or null until it has arrived; any open dropdown asks for it at once. */
function useHeaderLive() {
  const anyOpen = useDropdownStore((state) => state.open.kind !== 'none');
  return useDeferred(headerLive, anyOpen);
}

export interface SearchSlotProps {
  labels: { search: string; placeholder: string; submit: string; close: string; results: string };
  /** The search page (a category marked for the whole catalogue); submitting the query leads there. */
  searchHref?: string | null;
  /** The results slot's settings: hits as the shopper types. */
  results?: HeaderSearchResultsProps;
}

/** The search toggle and, once the deferred code is there, its panel (`search-panel.tsx`). */
export function SearchSlot({ labels, searchHref, results }: SearchSlotProps) {
  const open = useIsOpen({ kind: 'search' });
  const toggle = useDropdownStore((state) => state.toggle);
  const live = useHeaderLive();
  return (
    <>
      <button
        type="button"
        className={controls.tool}
        aria-expanded={open}
        aria-controls={SEARCH_PANEL_ID}
        data-dropdown-root="search"
        onClick={(event) => toggle({ kind: 'search' }, event.currentTarget)}
        {...headerIntent}
      >
        <SearchIcon />
        <span className={controls.toolLabel}>{labels.search}</span>
      </button>
      {live ? (
        <live.LiveSearchPanel labels={labels} searchHref={searchHref} results={results} />
      ) : (
        <div id={SEARCH_PANEL_ID} className={searchStyles.panel} hidden data-dropdown-root="search" />
      )}
    </>
  );
}

interface LanguageSlotProps {
  storefronts: StorefrontEntry[];
  labels: { language: string; chooseCountry: string };
}

/**
 * The language switcher's disclosure; its list of storefronts (`language-switcher.tsx`) is drawn
 * when the panel opens: closed, it would be ten hidden links in every page's HTML that no one can reach
 * without a script.
 */
export function LanguageSlot({ storefronts, labels }: LanguageSlotProps) {
  const open = useIsOpen({ kind: 'language' });
  const toggle = useDropdownStore((state) => state.toggle);
  const live = useHeaderLive();
  const current = storefronts.find((storefront) => storefront.current);
  return (
    <div className={languageStyles.root} data-dropdown-root="language">
      <button
        type="button"
        className={controls.tool}
        aria-expanded={open}
        aria-controls={LANGUAGE_PANEL_ID}
        onClick={(event) => toggle({ kind: 'language' }, event.currentTarget)}
        {...headerIntent}
      >
        <GlobeIcon />
        <span className={controls.toolLabel}>
          <span className="visually-hidden">{labels.language}: </span>
          {current?.label ?? labels.language}
        </span>
      </button>
      <div id={LANGUAGE_PANEL_ID} className={languageStyles.panel} hidden={!open || !live}>
        {open && live ? <live.LanguageList storefronts={storefronts} label={labels.chooseCountry} /> : null}
      </div>
    </div>
  );
}

/** Escape, a press outside, focus moving on and a route change close the open dropdown (`dropdown-dismiss.tsx`). */
export function DismissSlot() {
  const live = useHeaderLive();
  return live ? <live.DropdownDismiss /> : null;
}
