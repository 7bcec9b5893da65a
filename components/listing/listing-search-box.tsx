'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { translate } from '@/lib/content/dictionary';
import { SEARCH_INPUT_MAX_LENGTH } from '@/lib/constants';
import { CloseIcon, SearchIcon } from '@/components/layout/header-icons';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * The listing's search box (spec 2.5): at most 512 characters, placeholder, submit and reset titles from the
 * dictionary. It searches as the shopper types; the URL follows after 400 ms (the router's write delay).
 */
export function ListingSearchBox({ texts }: { texts: ListingTexts }) {
  const { query, refine, clear } = useSearchBox();
  const [value, setValue] = useState(query);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // The query can change from outside (back/forward, a removed refinement): follow it unless typing.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(query);
  }, [query]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    refine(value);
    inputRef.current?.blur();
  };
  const onReset = () => {
    setValue('');
    clear();
    inputRef.current?.focus();
  };

  return (
    <form role="search" className={styles.searchBox} onSubmit={onSubmit} onReset={onReset} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {translate(texts, 'search')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.searchInput}
        type="search"
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value.slice(0, SEARCH_INPUT_MAX_LENGTH);
          setValue(next);
          refine(next);
        }}
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        placeholder={translate(texts, 'searchPlaceholder')}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.searchSubmit} title={translate(texts, 'searchSubmitTitle')}>
        <SearchIcon />
        <span className="visually-hidden">{translate(texts, 'searchSubmitTitle')}</span>
      </button>
      {value ? (
        <button type="reset" className={styles.searchReset} title={translate(texts, 'searchResetTitle')}>
          <CloseIcon />
          <span className="visually-hidden">{translate(texts, 'searchResetTitle')}</span>
        </button>
      ) : null}
    </form>
  );
}
