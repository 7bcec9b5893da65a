'use client';

import { translate } from '@/lib/content/dictionary';
import { REFINEMENT_FILTERS, SORT_OPTIONS } from '@/lib/search/listing-setup';
import { staticPageUrl, type StaticListing as StaticListingData } from '@/lib/search/static-listing';
import { ListingLayout } from './listing-layout';
import type { ListingTexts } from './listing-texts';
import { HitsView, PaginationView, PriceView, RefinementView, SearchBoxView, SortView, StatsView } from './listing-views';

const ignore = () => {};

/**
 * The listing's first page as the server rendered it (in the cached HTML), drawn by the same views as the
 * live listing. It stands until the live listing (InstantSearch, loaded after the page) takes its place;
 * the search box and the page links work as plain forms and links meanwhile.
 */
export function StaticListing({ data, texts }: { data: StaticListingData | null; texts: ListingTexts }) {
  const sortOptions = SORT_OPTIONS.map((option) => ({ value: option.indexName, label: translate(texts, option.labelKey) }));
  return (
    <ListingLayout
      texts={texts}
      mode="static"
      nbHits={data?.nbHits ?? 0}
      searchBox={<SearchBoxView texts={texts} value="" onChange={ignore} />}
      stats={data ? <StatsView texts={texts} nbHits={data.nbHits} processingTimeMS={data.processingTimeMS} /> : <p />}
      sort={<SortView texts={texts} options={sortOptions} value={sortOptions[0]!.value} onChange={ignore} />}
      filters={
        data ? (
          <>
            {data.refinements.map((refinement) => (
              <RefinementView
                key={refinement.attribute}
                filter={REFINEMENT_FILTERS.find((filter) => filter.attribute === refinement.attribute)!}
                texts={texts}
                items={refinement.items}
                onToggle={ignore}
                canToggleShowMore={refinement.canToggleShowMore}
                isShowingMore={false}
                onToggleShowMore={ignore}
              />
            ))}
            {data.price ? <PriceView texts={texts} range={data.price} current={{ min: undefined, max: undefined }} onApply={ignore} /> : null}
          </>
        ) : null
      }
      results={
        data ? (
          <>
            <HitsView texts={texts} cards={data.cards.map((card) => ({ card }))} answered />
            <PaginationView texts={texts} pages={data.pages} current={0} nbPages={data.nbPages} createURL={staticPageUrl} />
          </>
        ) : null
      }
    />
  );
}
