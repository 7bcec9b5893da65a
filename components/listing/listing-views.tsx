'use client';

import { useId, type AnchorHTMLAttributes, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { translate } from '@/lib/content/translate';
import { SEARCH_INPUT_MAX_LENGTH } from '@/lib/constants';
import { formatNumber } from '@/lib/format';
import type { ProductHitCard } from '@/lib/search/product-hit';
import { QUERY_URL_KEY, SORT_URL_KEY, type RefinementFilter } from '@/lib/search/listing-setup';
import type { FilterValue } from '@/lib/search/listing-view';
import { CloseIcon, SearchIcon } from '@/components/layout/header-icons';
import { ProductCard } from '@/components/product/product-card';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * The listing's widgets as plain views (no InstantSearch here). The prerendered listing draws them from the
 * server's answer as links and GET forms over the address (they work without JavaScript); the live listing
 * draws them from InstantSearch's hooks (live-widgets.tsx), the same fields controlled. Every control
 * carries a `data-control` name that is the same in both, so focus can follow the shopper across the swap.
 */

/** Form fields that carry the rest of the listing's state (see hiddenFields in listing-address.ts). */
export function HiddenFields({ fields }: { fields: readonly [string, string][] | undefined }) {
  return fields?.map(([name, value], index) => <input key={`${name}=${value}:${index}`} type="hidden" name={name} value={value} />);
}

/** A link that changes the listing: followed as a link, or handed to `onNavigate` on a plain click. */
export function ListingLink({
  href,
  onNavigate,
  children,
  ...rest
}: { href: string; onNavigate?: () => void; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate();
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

/** The field's text: held by the live listing (`value`), or by the form the prerendered one sends (`defaultValue`). */
type FieldText = { value: string; onChange: (value: string) => void } | { defaultValue: string };

interface SearchBoxViewProps {
  texts: ListingTexts;
  text: FieldText;
  /** The other state the form keeps when sent (prerendered). */
  hidden?: [string, string][];
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onReset?: () => void;
  /** Any change of the form's fields (prerendered: what the shopper types goes to the live listing). */
  onFormChange?: (event: FormEvent<HTMLFormElement>) => void;
  /** The clear control: a reset button of the form, or a link to the state without the query. */
  clear: { href: string; onNavigate?: () => void } | 'reset' | null;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** Search box: at most 512 characters; a GET form of `?q=` (with the filters and sort it keeps). */
export function SearchBoxView({ texts, text, hidden, onSubmit, onReset, onFormChange, clear, inputRef }: SearchBoxViewProps) {
  const inputId = useId();
  const clearContent = (
    <>
      <CloseIcon />
      <span className="visually-hidden">{translate(texts, 'searchResetTitle')}</span>
    </>
  );
  return (
    <form role="search" className={styles.searchBox} onSubmit={onSubmit} onReset={onReset} onChange={onFormChange} method="get" noValidate>
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
        {...('value' in text
          ? { value: text.value, onChange: (event) => text.onChange(event.currentTarget.value.slice(0, SEARCH_INPUT_MAX_LENGTH)) }
          : { defaultValue: text.defaultValue })}
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        placeholder={translate(texts, 'searchPlaceholder')}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      <HiddenFields fields={hidden} />
      <button type="submit" data-control="query-submit" className={styles.searchSubmit} title={translate(texts, 'searchSubmitTitle')}>
        <SearchIcon />
        <span className="visually-hidden">{translate(texts, 'searchSubmitTitle')}</span>
      </button>
      {clear === 'reset' ? (
        <button type="reset" data-control="query-reset" className={styles.searchReset} title={translate(texts, 'searchResetTitle')}>
          {clearContent}
        </button>
      ) : clear ? (
        <ListingLink
          href={clear.href}
          onNavigate={clear.onNavigate}
          data-control="query-reset"
          className={styles.searchReset}
          title={translate(texts, 'searchResetTitle')}
        >
          {clearContent}
        </ListingLink>
      ) : null}
    </form>
  );
}

/** "N results found in Xms", read out politely when it changes. */
export function StatsView({ texts, nbHits, processingTimeMS }: { texts: ListingTexts; nbHits: number; processingTimeMS: number }) {
  return (
    <p className={styles.stats} role="status">
      {translate(texts, 'resultsFound', { count: formatNumber(nbHits), ms: processingTimeMS })}
    </p>
  );
}

interface SortViewProps {
  texts: ListingTexts;
  /** Values as the address writes them (`lagsta-pris`; relevance is ''). */
  options: { value: string; label: string }[];
  value: string;
  /** Live: the order changes at once. Prerendered: the form's change is handed on (`onFormChange`) or sent. */
  onChange?: (value: string) => void;
  onFormChange?: (event: FormEvent<HTMLFormElement>) => void;
  hidden?: [string, string][];
}

/** Sort order (docs/shop.md, Search and listing): relevance, lowest price or newest; a GET form of `?sortering=`. */
export function SortView({ texts, options, value, onChange, onFormChange, hidden }: SortViewProps) {
  const id = useId();
  return (
    <form className={styles.sort} method="get" onChange={onFormChange} onSubmit={onChange ? (event) => event.preventDefault() : undefined}>
      <label htmlFor={id} className={styles.sortLabel}>
        {translate(texts, 'sortBy')}
      </label>
      <select
        id={id}
        data-control="sort"
        name={SORT_URL_KEY}
        className={styles.select}
        {...(onChange ? { value, onChange: (event) => onChange(event.currentTarget.value) } : { defaultValue: value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <HiddenFields fields={hidden} />
      <button type="submit" className={`button button-secondary ${styles.withoutScript}`}>
        {translate(texts, 'applyPrice')}
        <span className="visually-hidden"> ({translate(texts, 'sortBy')})</span>
      </button>
    </form>
  );
}

interface RefinementViewProps {
  filter: RefinementFilter;
  texts: ListingTexts;
  items: FilterValue[];
  /** Live: a value is chosen at once. Without it the box is a field of the filters' GET form. */
  onToggle?: (value: string) => void;
  canToggleShowMore: boolean;
  isShowingMore: boolean;
  onToggleShowMore: () => void;
}

/** One filter (brand, product type, colour, material, size) as checkboxes with the products per value. */
export function RefinementView({
  filter,
  texts,
  items,
  onToggle,
  canToggleShowMore,
  isShowingMore,
  onToggleShowMore,
}: RefinementViewProps) {
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
                name={filter.urlKey}
                value={item.value}
                {...(onToggle ? { checked: item.isRefined, onChange: () => onToggle(item.value) } : { defaultChecked: item.isRefined })}
              />
              <span className={styles.filterValueLabel} aria-hidden="true">
                {item.label}
              </span>
              <span className={styles.filterCount} aria-hidden="true">
                {formatNumber(item.count)}
              </span>
              <span className="visually-hidden">
                {translate(texts, 'filterValueCount', { value: item.label, count: formatNumber(item.count) })}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button
          type="button"
          data-control={`more:${filter.attribute}`}
          className={styles.textButton}
          onClick={onToggleShowMore}
          aria-expanded={isShowingMore}
        >
          {translate(texts, isShowingMore ? 'showFewerFilterValues' : 'showMoreFilterValues')}
          <span className="visually-hidden"> ({legend})</span>
        </button>
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

/** Cards in the grid's widest row (listing.module.css `.hits`: 3 columns, 2 on phones). */
const FIRST_ROW = 3;

/**
 * The hits as product cards: image, brand, name, SEK price with discount, new marker. The first
 * row's images are what the shopper came for and the first card's is the page's largest paint: they load at
 * once, the first preloaded at high priority, in the prerendered and the live listing alike.
 */
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
      {cards.map(({ card, name, onClick }, index) => (
        <li key={card.objectID}>
          <ProductCard
            product={card}
            dictionary={texts}
            sizes="(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 280px"
            nameContent={name}
            onLinkClick={onClick}
            linkControl={`hit:${card.objectID}`}
            imageLoading={index === 0 ? 'preload' : index < FIRST_ROW ? 'eager' : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

/** The first/previous/next/last controls' icons: one chevron, or two for the first and last page. */
function PageIcon({ direction, double }: { direction: 'left' | 'right'; double: boolean }) {
  const chevron = direction === 'left' ? 'M10 4 6 8l4 4' : 'M6 4l4 4-4 4';
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {double ? (
        <>
          <path d={chevron} transform="translate(-2.5 0)" />
          <path d={chevron} transform="translate(2.5 0)" />
        </>
      ) : (
        <path d={chevron} />
      )}
    </svg>
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
 * Pagination (docs/shop.md, Listing rules): first, previous, numbered pages (a padding of 3) and next and last as icons with
 * names. Links carry the page's URL (1-based), so they work opened in a new tab or without JavaScript. The
 * whole row fits on one line on a phone too, every target at least 24 px (listing.module.css).
 */
export function PaginationView({ texts, pages, current, nbPages, createURL, onNavigate }: PaginationViewProps) {
  if (nbPages <= 1) return null;
  const isFirst = current <= 0;
  const isLast = current >= nbPages - 1;
  const link = (page: number, control: string, label: string, content: ReactNode, disabled: boolean) => {
    if (disabled) {
      return (
        <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-disabled="true" title={label}>
          <span aria-hidden="true">{content}</span>
          <span className="visually-hidden">{label}</span>
        </span>
      );
    }
    return (
      <ListingLink
        href={createURL(page)}
        onNavigate={onNavigate && (() => onNavigate(page))}
        data-control={`page:${control}`}
        className={styles.pageLink}
        title={label}
      >
        <span aria-hidden="true">{content}</span>
        <span className="visually-hidden">{label}</span>
      </ListingLink>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={translate(texts, 'paginationLabel')}>
      <ul role="list" className={styles.pageList}>
        <li>{link(0, 'first', translate(texts, 'paginationFirst'), <PageIcon direction="left" double />, isFirst)}</li>
        <li>{link(current - 1, 'previous', translate(texts, 'paginationPrevious'), <PageIcon direction="left" double={false} />, isFirst)}</li>
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
        <li>{link(current + 1, 'next', translate(texts, 'paginationNext'), <PageIcon direction="right" double={false} />, isLast)}</li>
        <li>{link(nbPages - 1, 'last', translate(texts, 'paginationLast'), <PageIcon direction="right" double />, isLast)}</li>
      </ul>
    </nav>
  );
}
