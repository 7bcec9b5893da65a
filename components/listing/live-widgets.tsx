'use client';

import { useEffect, useRef, useState } from 'react';
import { Configure, Highlight, useHits, usePagination, useRange, useRefinementList, useSearchBox, useSortBy, useStats } from 'react-instantsearch';
import { translate } from '@/lib/content/translate';
import { PAGINATION_DEFAULT_PADDING } from '@/lib/constants';
import type { FacetFilters } from '@/lib/search/category-filters';
import { listingConfigure } from '@/lib/search/listing-request';
import { PRICE_ATTRIBUTE, REFINEMENT_FILTERS, REFINEMENT_LIMIT, REFINEMENT_SHOW_MORE_LIMIT, SORT_OPTIONS, type RefinementFilter } from '@/lib/search/listing-setup';
import { clampPage, validatePaginationOptions } from '@/lib/search/pagination';
import { hitToCard, type ProductHit } from '@/lib/search/product-hit';
import { CurrentRefinements } from './current-refinements';
import { ListingLayout } from './listing-layout';
import { ListingStatus, useSearchFailed } from './listing-status';
import type { ListingTexts } from './listing-texts';
import { HitsView, PaginationView, PriceView, RefinementView, SearchBoxView, SortView, StatsView } from './listing-views';
import styles from './listing.module.css';

/** The listing's widgets bound to InstantSearch (spec 2.5), drawn by the shared views. */

function LiveSearchBox({ texts }: { texts: ListingTexts }) {
  const { query, refine, clear } = useSearchBox();
  const [value, setValue] = useState(query);
  const inputRef = useRef<HTMLInputElement>(null);
  // The query can change from outside (back/forward, the header search): follow it unless typing.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(query);
  }, [query]);
  return (
    <SearchBoxView
      texts={texts}
      value={value}
      inputRef={inputRef}
      onChange={(next) => {
        setValue(next);
        refine(next);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        refine(value);
        inputRef.current?.blur();
      }}
      onReset={() => {
        setValue('');
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
  const { currentRefinement, refine, options } = useSortBy({ items });
  return <SortView texts={texts} options={options} value={currentRefinement} onChange={refine} />;
}

function LiveRefinement({ filter, texts }: { filter: RefinementFilter; texts: ListingTexts }) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: filter.attribute,
    limit: REFINEMENT_LIMIT,
    showMore: true,
    showMoreLimit: REFINEMENT_SHOW_MORE_LIMIT,
    sortBy: filter.attribute === 'sizes' ? ['name:asc'] : ['isRefined', 'count:desc', 'name:asc'],
  });
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

function LivePrice({ texts }: { texts: ListingTexts }) {
  const { start, range, refine, canRefine } = useRange({ attribute: PRICE_ATTRIBUTE });
  const [from, to] = start;
  const current = { min: from !== undefined && Number.isFinite(from) ? from : undefined, max: to !== undefined && Number.isFinite(to) ? to : undefined };
  if (!canRefine && current.min === undefined && current.max === undefined) return null;
  return <PriceView texts={texts} range={range} current={current} onApply={(min, max) => refine([min, max])} />;
}

function LiveHits({ texts, now }: { texts: ListingTexts; now: number }) {
  const { items, sendEvent, results } = useHits<ProductHit>();
  const cards = items.map((hit) => ({
    card: hitToCard(hit, now),
    // The prerendered first page's hits carry no highlights (there is no query to mark; see compactFirstPage).
    name: hit._highlightResult ? <Highlight attribute="name" hit={hit} classNames={{ highlighted: styles.highlight }} /> : hit.name,
    onClick: () => sendEvent('click', hit, 'Product Clicked'),
  }));
  return <HitsView texts={texts} cards={cards} answered={Boolean(results && !results.__isArtificial)} />;
}

/** After a page change the listing's top comes into view when it has scrolled away. */
function scrollListingIntoView(): void {
  const top = document.querySelector('[data-listing="live"]');
  if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
}

function LivePagination({ texts }: { texts: ListingTexts }) {
  const options = validatePaginationOptions({ padding: PAGINATION_DEFAULT_PADDING });
  const { pages, currentRefinement, nbPages, refine, createURL } = usePagination({ padding: options.padding });
  // A page beyond the last (an old or edited link) is brought back to the last (spec 5).
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
        scrollListingIntoView();
      }}
    />
  );
}

export interface LiveWidgetsProps {
  facetFilters: FacetFilters;
  texts: ListingTexts;
  /** The time the new-product marker is judged against. */
  now: number;
}

export function LiveWidgets({ facetFilters, texts, now }: LiveWidgetsProps) {
  const failed = useSearchFailed();
  const { nbHits } = useStats();
  return (
    <ListingLayout
      texts={texts}
      mode="live"
      nbHits={nbHits}
      searchBox={<LiveSearchBox texts={texts} />}
      stats={<LiveStats texts={texts} />}
      sort={<LiveSort texts={texts} />}
      current={<CurrentRefinements texts={texts} />}
      filters={
        <>
          {REFINEMENT_FILTERS.map((filter) => (
            <LiveRefinement key={filter.attribute} filter={filter} texts={texts} />
          ))}
          <LivePrice texts={texts} />
        </>
      }
      status={<ListingStatus texts={texts} />}
      results={
        failed ? null : (
          <>
            <LiveHits texts={texts} now={now} />
            <LivePagination texts={texts} />
          </>
        )
      }
    >
      <Configure {...listingConfigure(facetFilters)} />
    </ListingLayout>
  );
}
