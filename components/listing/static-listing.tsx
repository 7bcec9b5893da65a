'use client';

import { useState } from 'react';
import { translate } from '@/lib/content/translate';
import { REFINEMENT_FILTERS, SORT_OPTIONS } from '@/lib/search/listing-setup';
import type { ListingRoute } from '@/lib/search/route-state';
import { staticPageUrl, type StaticListing as StaticListingData } from '@/lib/search/static-listing';
import { ListingLayout } from './listing-layout';
import type { ListingTexts } from './listing-texts';
import { HitsView, PaginationView, PriceView, RefinementView, SearchBoxView, SortView, StatsView } from './listing-views';

/**
 * What the shopper asked of the prerendered listing: the listing state it leads to, and how the address
 * records it (`push` a history entry, `replace` the current one while typing, `none` for a change the
 * address does not hold, such as showing more filter values).
 */
export type ListingIntent = (route: ListingRoute, history: 'push' | 'replace' | 'none') => void;

function priceRoute(min: number | undefined, max: number | undefined): string | undefined {
  return min === undefined && max === undefined ? undefined : `${min ?? ''}:${max ?? ''}`;
}

function priceBounds(price: string | undefined): { min: number | undefined; max: number | undefined } {
  const [min, max] = (price ?? ':').split(':');
  return { min: min ? Number(min) : undefined, max: max ? Number(max) : undefined };
}

/**
 * The listing's first page as the server rendered it (in the cached HTML), drawn by the same views as the
 * live listing. It stands until the shopper uses the listing; then the live listing (InstantSearch) takes
 * its place. A control used before that answers at once (a ticked box stays ticked, typed text stays) and
 * hands its new state over through the address, which the live listing starts from.
 */
export function StaticListing({ data, texts, onIntent }: { data: StaticListingData | null; texts: ListingTexts; onIntent: ListingIntent }) {
  const [route, setRoute] = useState<ListingRoute>({});
  // Filters whose "show more" is open: drawn from the first page's facets at once (the live listing opens
  // the same ones when it takes over).
  const [showingMore, setShowingMore] = useState<ReadonlySet<string>>(new Set());
  const [query, setQuery] = useState('');
  const change = (next: ListingRoute, history: 'push' | 'replace' = 'push') => {
    setRoute(next);
    onIntent(next, history);
  };
  const sortOptions = SORT_OPTIONS.map((option) => ({ value: option.indexName, label: translate(texts, option.labelKey) }));
  const sortValue = SORT_OPTIONS.find((option) => option.urlValue !== null && option.urlValue === route.sort)?.indexName ?? sortOptions[0]!.value;
  return (
    <ListingLayout
      texts={texts}
      mode="static"
      nbHits={data?.nbHits ?? 0}
      searchBox={
        <SearchBoxView
          texts={texts}
          value={query}
          onChange={(value) => {
            setQuery(value);
            change({ ...route, query: value || undefined, page: undefined }, 'replace');
          }}
          onSubmit={(event) => {
            event.preventDefault();
            change({ ...route, query: query || undefined, page: undefined });
          }}
          onReset={() => {
            setQuery('');
            change({ ...route, query: undefined, page: undefined });
          }}
        />
      }
      stats={data ? <StatsView texts={texts} nbHits={data.nbHits} processingTimeMS={data.processingTimeMS} /> : <p />}
      sort={
        <SortView
          texts={texts}
          options={sortOptions}
          value={sortValue}
          onChange={(value) => change({ ...route, sort: SORT_OPTIONS.find((option) => option.indexName === value)?.urlValue ?? undefined, page: undefined })}
        />
      }
      filters={
        data ? (
          <>
            {data.refinements.map((refinement) => {
              const chosen = route.refinements?.[refinement.attribute] ?? [];
              return (
                <RefinementView
                  key={refinement.attribute}
                  filter={REFINEMENT_FILTERS.find((filter) => filter.attribute === refinement.attribute)!}
                  texts={texts}
                  items={(showingMore.has(refinement.attribute) ? refinement.moreItems : refinement.items).map((item) => ({ ...item, isRefined: chosen.includes(item.value) }))}
                  onToggle={(value) => {
                    const values = chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value];
                    change({ ...route, refinements: { ...route.refinements, [refinement.attribute]: values }, page: undefined });
                  }}
                  canToggleShowMore={refinement.canToggleShowMore}
                  isShowingMore={showingMore.has(refinement.attribute)}
                  onToggleShowMore={() => {
                    const next = new Set(showingMore);
                    if (!next.delete(refinement.attribute)) next.add(refinement.attribute);
                    setShowingMore(next);
                    onIntent(route, 'none');
                  }}
                />
              );
            })}
            {data.price ? (
              <PriceView
                texts={texts}
                range={data.price}
                current={priceBounds(route.price)}
                onApply={(min, max) => change({ ...route, price: priceRoute(min, max), page: undefined })}
              />
            ) : null}
          </>
        ) : null
      }
      results={
        data ? (
          <>
            <HitsView texts={texts} cards={data.cards.map((card) => ({ card }))} answered />
            <PaginationView
              texts={texts}
              pages={data.pages}
              current={0}
              nbPages={data.nbPages}
              createURL={staticPageUrl}
              onNavigate={(page) => change({ ...route, page: page + 1 })}
            />
          </>
        ) : null
      }
    />
  );
}
