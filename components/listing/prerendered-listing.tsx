'use client';

import type { FormEvent } from 'react';
import { translate } from '@/lib/content/translate';
import { hiddenFields, listingHref, routeFromForm, type ListingRoute } from '@/lib/search/listing-address';
import { REFINEMENT_FILTERS, SORT_OPTIONS } from '@/lib/search/listing-setup';
import type { ListingView } from '@/lib/search/listing-view';
import type { ProductHitCard } from '@/lib/search/product-hit';
import { CurrentRefinements } from './current-refinements';
import { ListingLayout } from './listing-layout';
import type { ListingTexts } from './listing-texts';
import { HitsView, PaginationView, RefinementView, SearchBoxView, SortView, StatsView } from './listing-views';
import { PriceView, type PriceText } from './price-view';

export interface PrerenderedListingProps {
  /** What the server found for `route`; null when the search service could not answer then. */
  view: ListingView | null;
  /** The state the server rendered (from the address). */
  route: ListingRoute;
  /** The page's path, which the links and forms lead back to. */
  path: string;
  texts: ListingTexts;
  /**
   * A state the shopper asked for (a link followed, a form changed or sent) while JavaScript runs: the live
   * listing takes it over instead of the browser loading the address. `pageChange`: another page was
   * chosen (its first cards come into view when the live listing shows them).
   */
  onHandOver: (route: ListingRoute, pageChange?: boolean) => void;
  /** The filters whose "show more" is open (the live listing opens the same ones when it takes over). */
  showingMore: ReadonlySet<string>;
  onToggleShowMore: (attribute: string) => void;
  /** What the shopper types into the price's fields (the live listing shows it when it takes over). */
  onPriceText: (text: PriceText) => void;
  onHitClick: (card: ProductHitCard, position: number) => void;
}

/**
 * The listing as the server rendered it for the address (in the HTML), drawn by the same views as the
 * live listing. It holds no listing state of its own: its controls are links and GET forms over the address,
 * so without JavaScript each choice loads the page for the new address. With JavaScript a choice is handed
 * to the live listing (InstantSearch), which takes this one's place and writes the address.
 */
export function PrerenderedListing({
  view,
  route,
  path,
  texts,
  onHandOver,
  showingMore,
  onToggleShowMore,
  onPriceText,
  onHitClick,
}: PrerenderedListingProps) {
  const href = (next: ListingRoute) => listingHref(path, next);
  const handForm = (event: FormEvent<HTMLFormElement>) => onHandOver(routeFromForm(event.currentTarget));
  const sendForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    handForm(event);
  };
  const withoutQuery: ListingRoute = { ...route, query: undefined, page: undefined };
  return (
    <ListingLayout
      texts={texts}
      nbHits={view?.nbHits ?? 0}
      searchBox={
        <SearchBoxView
          texts={texts}
          text={{ defaultValue: route.query ?? '' }}
          hidden={hiddenFields(route, 'query')}
          onFormChange={handForm}
          onSubmit={sendForm}
          clear={route.query ? { href: href(withoutQuery), onNavigate: () => onHandOver(withoutQuery) } : null}
        />
      }
      stats={view ? <StatsView texts={texts} nbHits={view.nbHits} processingTimeMS={view.processingTimeMS} /> : <p />}
      sort={
        <SortView
          texts={texts}
          options={SORT_OPTIONS.map((option) => ({ value: option.urlValue ?? '', label: translate(texts, option.labelKey) }))}
          value={route.sort ?? ''}
          hidden={hiddenFields(route, 'sort')}
          onFormChange={handForm}
        />
      }
      current={<CurrentRefinements texts={texts} route={route} href={href} onNavigate={onHandOver} />}
      filtersForm={{
        hidden: hiddenFields(route, 'filters'),
        onSubmit: sendForm,
        // A box ticked is a choice; the price's fields are sent with their button.
        onChange: (event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') handForm(event);
        },
      }}
      filters={
        view ? (
          <>
            {view.filters.map((filter) => (
              <RefinementView
                key={filter.attribute}
                filter={REFINEMENT_FILTERS.find((candidate) => candidate.attribute === filter.attribute)!}
                texts={texts}
                items={showingMore.has(filter.attribute) ? filter.moreItems : filter.items}
                canToggleShowMore={filter.canToggleShowMore}
                isShowingMore={showingMore.has(filter.attribute)}
                onToggleShowMore={() => onToggleShowMore(filter.attribute)}
              />
            ))}
            {view.price.range ? (
              <PriceView texts={texts} range={view.price.range} current={view.price.current} onTextChange={onPriceText} />
            ) : null}
          </>
        ) : null
      }
      results={
        view ? (
          <>
            <HitsView texts={texts} cards={view.cards.map((card, index) => ({ card, onClick: () => onHitClick(card, index) }))} answered />
            <PaginationView
              texts={texts}
              pages={view.pages}
              current={view.page}
              nbPages={view.nbPages}
              createURL={(page) => href({ ...route, page: page + 1 })}
              onNavigate={(page) => onHandOver({ ...route, page: page + 1 }, true)}
            />
          </>
        ) : null
      }
    />
  );
}
