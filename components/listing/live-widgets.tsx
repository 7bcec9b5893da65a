'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Configure,
  Highlight,
  useHits,
  useInstantSearch,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useSortBy,
  useStats,
} from 'react-instantsearch';
import { translate } from '@/lib/content/translate';
import { PAGINATION_DEFAULT_PADDING } from '@/lib/constants';
import type { FacetFilters } from '@/lib/search/category-filters';
import { listingUrl, routeToState, stateToRoute, type ListingIndexUiState, type ListingRoute } from '@/lib/search/listing-address';
import { listingConfigure } from '@/lib/search/listing-request';
import {
  PRICE_ATTRIBUTE,
  REFINEMENT_FILTERS,
  REFINEMENT_LIMIT,
  REFINEMENT_SHOW_MORE_LIMIT,
  SORT_OPTIONS,
  type RefinementFilter,
} from '@/lib/search/listing-setup';
import { clampPage, validatePaginationOptions } from '@/lib/search/pagination';
import { hitToCard, type ProductHit } from '@/lib/search/product-hit';
import { filterValueLabel, filterValueOrder } from '@/lib/search/filter-values';
import { isSearchAnswer } from '@/lib/search/search-answer';
import { CurrentRefinements } from './current-refinements';
import { ListingLayout, scrollResultsIntoView } from './listing-layout';
import { ListingStatus, useSearchFailed } from './listing-status';
import type { ListingTexts } from './listing-texts';
import { HitsView, PaginationView, RefinementView, SearchBoxView, SortView, StatsView } from './listing-views';
import { PriceView, type PriceText } from './price-view';
import styles from './listing.module.css';

/** The listing's widgets bound to InstantSearch (docs/shop.md, Listing rules), drawn by the shared views. */

/**
 * The query: typed here, or handed over by the prerendered listing while this one was out of sight (`handed`:
 * shown in the same render, so the field has the shopper's text the moment it takes the focus).
 */
function LiveSearchBox({ texts, handed }: { texts: ListingTexts; handed: string | undefined }) {
  const { query, refine, clear } = useSearchBox();
  const [value, setValue] = useState(handed ?? query);
  const [shownHanded, setShownHanded] = useState(handed);
  if (handed !== shownHanded) {
    setShownHanded(handed);
    if (handed !== undefined) setValue(handed);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  // The query as this box last set it. InstantSearch's query follows the typing a render behind; a query
  // that differs from it came from elsewhere (Back or Forward) and is shown, focus or not.
  const typed = useRef(value);
  useEffect(() => {
    if (handed !== undefined) typed.current = handed;
  }, [handed]);
  useEffect(() => {
    if (query === typed.current) return;
    typed.current = query;
    setValue(query);
  }, [query]);
  const search = (next: string) => {
    setValue(next);
    typed.current = next;
    refine(next);
  };
  return (
    <SearchBoxView
      texts={texts}
      text={{ value, onChange: search }}
      inputRef={inputRef}
      clear={value ? 'reset' : null}
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
        inputRef.current?.blur();
      }}
      onReset={() => {
        setValue('');
        typed.current = '';
        clear();
        inputRef.current?.focus();
      }}
    />
  );
}

function LiveStats({ texts }: { texts: ListingTexts }) {
  const { nbHits, processingTimeMS } = useStats();
  return <StatsView texts={texts} nbHits={nbHits} processingTimeMS={processingTimeMS} />;
}

function LiveSort({ texts }: { texts: ListingTexts }) {
  const items = SORT_OPTIONS.map((option) => ({ value: option.indexName, label: translate(texts, option.labelKey) }));
  const { currentRefinement, refine } = useSortBy({ items });
  // The options carry the address's values (as in the prerendered listing's form), the replicas behind them.
  const options = SORT_OPTIONS.map((option) => ({ value: option.urlValue ?? '', label: translate(texts, option.labelKey) }));
  const value = SORT_OPTIONS.find((option) => option.indexName === currentRefinement)?.urlValue ?? '';
  return (
    <SortView
      texts={texts}
      options={options}
      value={value}
      onChange={(next) => refine(SORT_OPTIONS.find((option) => (option.urlValue ?? '') === next)?.indexName ?? SORT_OPTIONS[0]!.indexName)}
    />
  );
}

/**
 * Each filter's `transformItems`, made once: InstantSearch compares a widget's options between renders, and
 * a new function would make it a new widget.
 */
const LIVE_LABELS = new Map(
  REFINEMENT_FILTERS.map(({ attribute }) => [
    attribute,
    <T extends { label: string }>(values: T[]) => values.map((value) => ({ ...value, label: filterValueLabel(attribute, value.label) })),
  ]),
);

function LiveRefinement({ filter, texts, showMore }: { filter: RefinementFilter; texts: ListingTexts; showMore: boolean }) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: filter.attribute,
    limit: REFINEMENT_LIMIT,
    showMore: true,
    showMoreLimit: REFINEMENT_SHOW_MORE_LIMIT,
    sortBy: filterValueOrder(filter.attribute),
    transformItems: LIVE_LABELS.get(filter.attribute),
  });
  // "Show more" as the shopper left it in the prerendered listing (`showMore` changes only before the swap).
  const shownMore = useRef(false);
  useEffect(() => {
    if (showMore === shownMore.current) return;
    shownMore.current = showMore;
    if (showMore !== isShowingMore) toggleShowMore();
  }, [showMore, isShowingMore, toggleShowMore]);
  return (
    <RefinementView
      filter={filter}
      texts={texts}
      items={items}
      onToggle={refine}
      canToggleShowMore={canToggleShowMore}
      isShowingMore={isShowingMore}
      onToggleShowMore={toggleShowMore}
    />
  );
}

function LivePrice({ texts, handedText }: { texts: ListingTexts; handedText: PriceText | undefined }) {
  const { start, range, refine, canRefine } = useRange({ attribute: PRICE_ATTRIBUTE });
  const [from, to] = start;
  const current = {
    min: from !== undefined && Number.isFinite(from) ? from : undefined,
    max: to !== undefined && Number.isFinite(to) ? to : undefined,
  };
  if (!canRefine && current.min === undefined && current.max === undefined) return null;
  return <PriceView texts={texts} range={range} current={current} onApply={(min, max) => refine([min, max])} handedText={handedText} />;
}

function LiveHits({ texts, now }: { texts: ListingTexts; now: number }) {
  const { items, sendEvent, results } = useHits<ProductHit>();
  const { indexUiState } = useInstantSearch();
  const chosen = stateToRoute(indexUiState as ListingIndexUiState).refinements;
  const cards = items.map((hit) => ({
    card: hitToCard(hit, now, chosen),
    // The prerendered first page's hits carry no highlights (there is no query to mark; see compactFirstPage).
    name: hit._highlightResult ? <Highlight attribute="name" hit={hit} classNames={{ highlighted: styles.highlight }} /> : hit.name,
    onClick: () => sendEvent('click', hit, 'Product Clicked'),
  }));
  return <HitsView texts={texts} cards={cards} answered={isSearchAnswer(results)} />;
}

/**
 * After a page change (chosen here, or handed over by the prerendered listing: `handed`, 0-based), the new
 * page's first cards come into view in the commit that shows them, not before: scrolled while the old page
 * is still shown, the browser would keep the shopper by the pagination they clicked (scroll anchoring) or
 * the new page would arrive below a scroll still under way. Answers the function that asks for it.
 */
function usePageChangeScroll(results: HTMLElement | null, handed: number | undefined): (page: number) => void {
  const { results: answer } = useInstantSearch();
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (handed !== undefined) pending.current = handed;
  }, [handed]);
  // Every commit: the answer may be in while this listing is still drawn out of sight.
  useLayoutEffect(() => {
    if (pending.current === null || !isSearchAnswer(answer) || answer.page !== pending.current) return;
    if (scrollResultsIntoView(results)) pending.current = null;
  });
  return useCallback((page: number) => {
    pending.current = page;
  }, []);
}

function LivePagination({ texts, onPageChange }: { texts: ListingTexts; onPageChange: (page: number) => void }) {
  const options = validatePaginationOptions({ padding: PAGINATION_DEFAULT_PADDING });
  const { pages, currentRefinement, nbPages, refine, createURL } = usePagination({ padding: options.padding });
  // A page beyond the last (an old or edited link) is brought back to the last.
  useEffect(() => {
    if (nbPages > 0 && currentRefinement >= nbPages) refine(clampPage(currentRefinement, nbPages));
  }, [currentRefinement, nbPages, refine]);
  return (
    <PaginationView
      texts={texts}
      pages={pages}
      current={currentRefinement}
      nbPages={nbPages}
      createURL={createURL}
      onNavigate={(page) => {
        refine(clampPage(page, nbPages));
        onPageChange(clampPage(page, nbPages));
      }}
    />
  );
}

/** The chosen filters as chips, from InstantSearch's state. */
function LiveCurrentRefinements({ texts }: { texts: ListingTexts }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const route = stateToRoute(indexUiState as ListingIndexUiState);
  return (
    <CurrentRefinements
      texts={texts}
      route={route}
      href={(next: ListingRoute) => listingUrl(window.location, next)}
      onNavigate={(next) =>
        setIndexUiState((previous) => ({ ...(previous.configure ? { configure: previous.configure } : {}), ...routeToState(next) }))
      }
    />
  );
}

export interface LiveWidgetsProps {
  facetFilters: FacetFilters;
  texts: ListingTexts;
  /** The time the new-product marker is judged against. */
  now: number;
  /** The query the prerendered listing's search box held when it handed over. */
  handedQuery: string | undefined;
  /** The filters whose "show more" the shopper opened before this listing was live. */
  showingMore: ReadonlySet<string>;
  /** Text typed into the price's fields before this listing was live. */
  priceText: PriceText | undefined;
  /** The page (0-based) a page change handed over by the prerendered listing asked for. */
  handedPage: number | undefined;
}

export function LiveWidgets({ facetFilters, texts, now, handedQuery, showingMore, priceText, handedPage }: LiveWidgetsProps) {
  const failed = useSearchFailed();
  const { nbHits } = useStats();
  const [results, setResults] = useState<HTMLDivElement | null>(null);
  const onPageChange = usePageChangeScroll(results, handedPage);
  return (
    <ListingLayout
      texts={texts}
      nbHits={nbHits}
      searchBox={<LiveSearchBox texts={texts} handed={handedQuery} />}
      stats={<LiveStats texts={texts} />}
      sort={<LiveSort texts={texts} />}
      current={<LiveCurrentRefinements texts={texts} />}
      // Each control changes the search at once; the price's button applies it (listing-views.tsx).
      filtersForm={{ onSubmit: (event) => event.preventDefault() }}
      filters={
        <>
          {REFINEMENT_FILTERS.map((filter) => (
            <LiveRefinement key={filter.attribute} filter={filter} texts={texts} showMore={showingMore.has(filter.attribute)} />
          ))}
          <LivePrice texts={texts} handedText={priceText} />
        </>
      }
      status={<ListingStatus texts={texts} />}
      resultsRef={setResults}
      results={
        failed ? null : (
          <>
            <LiveHits texts={texts} now={now} />
            <LivePagination texts={texts} onPageChange={onPageChange} />
          </>
        )
      }
    >
      <Configure {...listingConfigure(facetFilters)} />
    </ListingLayout>
  );
}
