'use client';

import { useId, useState, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { translate } from '@/lib/content/translate';
import { SEARCH_INPUT_MAX_LENGTH } from '@/lib/constants';
import { formatNumber } from '@/lib/format';
import { formatPriceInput, parsePriceInput } from '@/lib/search/price-input';
import type { ProductHitCard } from '@/lib/search/product-hit';
import { QUERY_URL_KEY, type RefinementFilter } from '@/lib/search/listing-setup';
import { CloseIcon, SearchIcon } from '@/components/layout/header-icons';
import { ProductCard } from '@/components/product/product-card';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * The listing's widgets as plain views (no InstantSearch here): the prerendered first page draws them from
 * the server's results, the live listing from InstantSearch's hooks (live-widgets.tsx), so both look the
 * same and the browser loads InstantSearch only when the listing goes live. Every control carries a
 * `data-control` name that is the same in both, so focus can follow the shopper across the swap.
 */

interface SearchBoxViewProps {
  texts: ListingTexts;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onReset?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** Search box (spec 2.5): at most 512 characters; without JavaScript it submits `?q=` to the page itself. */
export function SearchBoxView({ texts, value, onChange, onSubmit, onReset, inputRef }: SearchBoxViewProps) {
  const inputId = useId();
  return (
    <form role="search" className={styles.searchBox} onSubmit={onSubmit} onReset={onReset} method="get" noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {translate(texts, 'search')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        data-control="query"
        name={QUERY_URL_KEY}
        className={styles.searchInput}
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.slice(0, SEARCH_INPUT_MAX_LENGTH))}
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        placeholder={translate(texts, 'searchPlaceholder')}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      <button type="submit" data-control="query-submit" className={styles.searchSubmit} title={translate(texts, 'searchSubmitTitle')}>
        <SearchIcon />
        <span className="visually-hidden">{translate(texts, 'searchSubmitTitle')}</span>
      </button>
      {value ? (
        <button type="reset" data-control="query-reset" className={styles.searchReset} title={translate(texts, 'searchResetTitle')}>
          <CloseIcon />
          <span className="visually-hidden">{translate(texts, 'searchResetTitle')}</span>
        </button>
      ) : null}
    </form>
  );
}

/** "N results found in Xms" (spec 2.5), read out politely when it changes. */
export function StatsView({ texts, nbHits, processingTimeMS }: { texts: ListingTexts; nbHits: number; processingTimeMS: number }) {
  return (
    <p className={styles.stats} role="status">
      {translate(texts, 'resultsFound', { count: formatNumber(nbHits), ms: processingTimeMS })}
    </p>
  );
}

interface SortViewProps {
  texts: ListingTexts;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** Sort order (spec 2.5, 7.3): relevance, lowest price or newest. */
export function SortView({ texts, options, value, onChange }: SortViewProps) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {translate(texts, 'sortBy')}
      </label>
      <select id={id} data-control="sort" className={styles.select} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface RefinementItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

interface RefinementViewProps {
  filter: RefinementFilter;
  texts: ListingTexts;
  items: RefinementItem[];
  onToggle: (value: string) => void;
  canToggleShowMore: boolean;
  isShowingMore: boolean;
  onToggleShowMore: () => void;
}

/** One filter (brand, product type, colour, material, size) as checkboxes with the products per value. */
export function RefinementView({ filter, texts, items, onToggle, canToggleShowMore, isShowingMore, onToggleShowMore }: RefinementViewProps) {
  if (items.length === 0) return null;
  const legend = translate(texts, filter.labelKey);
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{legend}</legend>
      <ul className={styles.filterValues} role="list">
        {items.map((item) => (
          <li key={item.value}>
            <label className={styles.filterValue}>
              <input
                type="checkbox"
                data-control={`refine:${filter.attribute}:${item.value}`}
                checked={item.isRefined}
                onChange={() => onToggle(item.value)}
              />
              <span className={styles.filterValueLabel} aria-hidden="true">
                {item.label}
              </span>
              <span className={styles.filterCount} aria-hidden="true">
                {formatNumber(item.count)}
              </span>
              <span className="visually-hidden">{translate(texts, 'filterValueCount', { value: item.label, count: formatNumber(item.count) })}</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button type="button" data-control={`more:${filter.attribute}`} className={styles.textButton} onClick={onToggleShowMore} aria-expanded={isShowingMore}>
          {translate(texts, isShowingMore ? 'showFewerFilterValues' : 'showMoreFilterValues')}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      ) : null}
    </fieldset>
  );
}

interface PriceViewProps {
  texts: ListingTexts;
  /** The prices in the current results. */
  range: { min: number | undefined; max: number | undefined };
  /** The applied filter. */
  current: { min: number | undefined; max: number | undefined };
  onApply: (min: number | undefined, max: number | undefined) => void;
}

/**
 * The price filter (spec 2.5): from and to in SEK, numbers written "12.495,00" ('.' groups thousands, a
 * decimal comma and 2 decimals). Applied with a button (or Enter), so typing does not search per digit.
 */
export function PriceView({ texts, range, current, onApply }: PriceViewProps) {
  const minId = useId();
  const maxId = useId();
  const errorId = useId();
  const [minText, setMinText] = useState(formatPriceInput(current.min));
  const [maxText, setMaxText] = useState(formatPriceInput(current.max));
  const [invalid, setInvalid] = useState(false);
  // The filter can change from outside (a removed chip, back/forward): show it.
  const refinementKey = `${current.min ?? ''}:${current.max ?? ''}`;
  const [shownKey, setShownKey] = useState(refinementKey);
  if (shownKey !== refinementKey) {
    setShownKey(refinementKey);
    setMinText(formatPriceInput(current.min));
    setMaxText(formatPriceInput(current.max));
    setInvalid(false);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const min = parsePriceInput(minText);
    const max = parsePriceInput(maxText);
    if (min === null || max === null || (min !== undefined && max !== undefined && min > max)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onApply(min, max);
  };

  const legend = translate(texts, 'filterPrice');
  const field = (id: string, control: string, label: string, value: string, placeholder: string, onChange: (value: string) => void) => (
    <div className={styles.priceField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-control={control}
        className={styles.priceInput}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
    </div>
  );
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{legend}</legend>
      {range.min !== undefined && range.max !== undefined ? (
        <p className={styles.filterHint}>{translate(texts, 'priceRange', { min: formatPriceInput(range.min), max: formatPriceInput(range.max) })}</p>
      ) : null}
      <form className={styles.priceForm} onSubmit={onSubmit} noValidate>
        {field(minId, 'price-min', translate(texts, 'priceFrom'), minText, formatPriceInput(range.min), setMinText)}
        {field(maxId, 'price-max', translate(texts, 'priceTo'), maxText, formatPriceInput(range.max), setMaxText)}
        <button type="submit" data-control="price-apply" className={`button button-secondary ${styles.priceApply}`}>
          {translate(texts, 'applyPrice')}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      </form>
      {invalid ? (
        <p id={errorId} className={styles.filterError} role="alert">
          {translate(texts, 'priceFilterInvalid')}
        </p>
      ) : null}
    </fieldset>
  );
}

interface HitsViewProps {
  texts: ListingTexts;
  cards: { card: ProductHitCard; name?: ReactNode; onClick?: () => void }[];
  /** Whether an answer has come (an empty page is then explained). */
  answered: boolean;
}

/** The hits as product cards (spec 2.5, 3): image, brand, name, SEK price with discount, new marker. */
export function HitsView({ texts, cards, answered }: HitsViewProps) {
  if (cards.length === 0) {
    if (!answered) return null;
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{translate(texts, 'noResults')}</p>
        <p>{translate(texts, 'noResultsHint')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.hits} role="list">
      {cards.map(({ card, name, onClick }) => (
        <li key={card.objectID}>
          <ProductCard
            product={card}
            dictionary={texts}
            sizes="(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 280px"
            nameContent={name}
            onLinkClick={onClick}
            linkControl={`hit:${card.objectID}`}
          />
        </li>
      ))}
    </ul>
  );
}

interface PaginationViewProps {
  texts: ListingTexts;
  /** 0-based page numbers to show. */
  pages: number[];
  current: number;
  nbPages: number;
  createURL: (page: number) => string;
  onNavigate?: (page: number) => void;
}

/**
 * Pagination (spec 2.5): first, previous, numbered pages, next and last. Links carry the page's URL
 * (1-based), so they work opened in a new tab or before the listing is live.
 */
export function PaginationView({ texts, pages, current, nbPages, createURL, onNavigate }: PaginationViewProps) {
  if (nbPages <= 1) return null;
  const isFirst = current <= 0;
  const isLast = current >= nbPages - 1;
  const link = (page: number, control: string, label: string, content: string, disabled: boolean) => {
    if (disabled) {
      return (
        <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-disabled="true" title={label}>
          <span aria-hidden="true">{content}</span>
          <span className="visually-hidden">{label}</span>
        </span>
      );
    }
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(page);
    };
    return (
      <a href={createURL(page)} data-control={`page:${control}`} className={styles.pageLink} onClick={onClick} title={label}>
        <span aria-hidden="true">{content}</span>
        <span className="visually-hidden">{label}</span>
      </a>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={translate(texts, 'paginationLabel')}>
      <ul role="list" className={styles.pageList}>
        <li>{link(0, 'first', translate(texts, 'paginationFirst'), '«', isFirst)}</li>
        <li>{link(current - 1, 'previous', translate(texts, 'paginationPrevious'), '‹', isFirst)}</li>
        {pages.map((page) => (
          <li key={page}>
            {page === current ? (
              <span className={`${styles.pageLink} ${styles.pageCurrent}`} aria-current="page">
                <span aria-hidden="true">{page + 1}</span>
                <span className="visually-hidden">{translate(texts, 'paginationPage', { page: page + 1 })}</span>
              </span>
            ) : (
              link(page, String(page + 1), translate(texts, 'paginationPage', { page: page + 1 }), String(page + 1), false)
            )}
          </li>
        ))}
        <li>{link(current + 1, 'next', translate(texts, 'paginationNext'), '›', isLast)}</li>
        <li>{link(nbPages - 1, 'last', translate(texts, 'paginationLast'), '»', isLast)}</li>
      </ul>
    </nav>
  );
}
