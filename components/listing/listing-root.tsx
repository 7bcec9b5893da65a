'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { addressRoute, routeFromForm, sameRoute, type ListingRoute } from '@/lib/search/listing-address';
import { HITS_PER_PAGE } from '@/lib/search/listing-setup';
import { listingView, type ListingAnswer } from '@/lib/search/listing-view';
import type { ProductHitCard } from '@/lib/search/product-hit';
import type { FacetFilters } from '@/lib/search/category-filters';
import type { SearchClientConfig } from '@/lib/search/search-client';
import { FiltersSheetContext } from './listing-layout';
import type { ListingTexts } from './listing-texts';
import type { LiveListing } from './live-listing';
import type { PriceText } from './price-view';
import { PrerenderedListing } from './prerendered-listing';
import { sendHitClick } from './use-search-insights';
import styles from './listing.module.css';

export interface ListingRootProps {
  config: SearchClientConfig;
  /** The page's fixed filters (the category's products; none on the search page). */
  facetFilters: FacetFilters;
  /** What the server found for the address's state; null when the search service could not answer then. */
  answer: ListingAnswer | null;
  /** The state the server rendered. */
  route: ListingRoute;
  /** The state the address asked the server for (another than `route` when its page was past the last). */
  requestedRoute: ListingRoute;
  path: string;
  texts: ListingTexts;
  /** When the server rendered the answer (the new-product marker is judged against it). */
  renderedAt: number;
}

/** How long after a pointer comes up the swap waits for the click it may still cause. */
const TOUCH_CLICK_GRACE_MS = 150;

/** The focused control inside `root`: its `data-control` name. */
function focusedControl(root: HTMLElement | null): string | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && root?.contains(active) ? (active.dataset.control ?? null) : null;
}

/**
 * A page's listing (client; CategoryListing renders it on the server). First the prerendered listing
 * (server HTML, no search code); the live listing (InstantSearch, a chunk of its own) is loaded when the
 * shopper turns to the listing (a pointer over or down on it, focus or a key inside it), or at once when
 * the address holds another state than the one the server rendered (Back to an entry the live listing
 * wrote) or the server had no answer. A choice made before it is live is handed over (`handOver`), not
 * written anywhere: the live listing starts from it and writes the address like after any change.
 *
 * The live listing is drawn out of sight until it has an answer, then takes the prerendered one's place in
 * one commit: the control in use keeps the focus (the same `data-control` in the live frame), text typed
 * into the price's fields stays, the filters whose values were opened stay open and the sheet stays open.
 */
export function ListingRoot({ config, facetFilters, answer, route, requestedRoute, path, texts, renderedAt }: ListingRootProps) {
  const view = useMemo(() => (answer ? listingView(answer, renderedAt) : null), [answer, renderedAt]);
  const [Live, setLive] = useState<typeof LiveListing | null>(null);
  const [handOver, setHandOver] = useState<ListingRoute | null>(null);
  const [handedPage, setHandedPage] = useState<number | undefined>(undefined);
  const [liveShown, setLiveShown] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [showingMore, setShowingMore] = useState<ReadonlySet<string>>(new Set());
  const [priceText, setPriceText] = useState<PriceText | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const focusAfterSwap = useRef<string | null>(null);

  const goLive = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('./live-listing')
      .then((module) => setLive(() => module.LiveListing))
      .catch(() => {
        // The prerendered listing stays and the next use tries again; a chunk that cannot load at all is
        // handled by the shell's reload guard.
        requested.current = false;
      });
  }, []);

  useEffect(() => {
    if (!answer || !sameRoute(addressRoute(), route)) goLive();
  }, [answer, route, goLive]);

  // The state the live listing starts from: the address's; or the one the server showed instead of the
  // address's (a page past the last brought back to the last), which the live listing then writes
  // into the address.
  const startRoute = (): ListingRoute => {
    const address = addressRoute();
    return sameRoute(address, requestedRoute) && !sameRoute(requestedRoute, route) ? route : address;
  };

  const onHandOver = useCallback(
    (next: ListingRoute, pageChange?: boolean) => {
      setHandOver(next);
      if (pageChange) setHandedPage((next.page ?? 1) - 1);
      goLive();
    },
    [goLive],
  );

  // A box ticked while the page was still hydrating changed the form without a change event React saw: once
  // hydrated, the boxes as they are in the page are a choice to hand over like any other.
  const tickedBeforeHydration = useRef(false);
  useEffect(() => {
    if (tickedBeforeHydration.current) return;
    tickedBeforeHydration.current = true;
    const unpaged = { ...route, page: undefined };
    for (const form of rootRef.current?.querySelectorAll('form') ?? []) {
      if (!form.querySelector('input[type="checkbox"]')) continue;
      const ticked = { ...unpaged, refinements: routeFromForm(form).refinements };
      if (!sameRoute(ticked, unpaged)) {
        onHandOver(ticked);
        return;
      }
    }
  }, [route, onHandOver]);

  // The swap waits for a press to end: a key or a pointer held down on the prerendered listing's control
  // would otherwise come up on the live one, and the click or key press would be lost.
  const liveReady = useRef(false);
  const pressed = useRef(false);
  const releaseTimer = useRef<number | undefined>(undefined);
  const swap = useCallback(() => {
    if (!liveReady.current || pressed.current) return;
    // Noted now, while the control in use is still in the page.
    focusAfterSwap.current = focusedControl(rootRef.current);
    setLiveShown(true);
  }, []);
  const press = () => {
    window.clearTimeout(releaseTimer.current);
    pressed.current = true;
  };
  // After the click or change the press causes, which the browser dispatches before a timer.
  const release = (delay: number) => {
    window.clearTimeout(releaseTimer.current);
    releaseTimer.current = window.setTimeout(() => {
      pressed.current = false;
      swap();
    }, delay);
  };
  useEffect(() => () => window.clearTimeout(releaseTimer.current), []);

  // The live listing has its answer (still out of sight).
  const onLiveReady = useCallback(() => {
    liveReady.current = true;
    swap();
  }, [swap]);

  // Focus returns to the control the shopper was using, in the same commit as the swap (no key pressed
  // meanwhile is lost); a text field keeps its caret after the text.
  useLayoutEffect(() => {
    const control = focusAfterSwap.current;
    focusAfterSwap.current = null;
    if (!liveShown || !control || !rootRef.current) return;
    const target = [...rootRef.current.querySelectorAll<HTMLElement>(`[data-control="${CSS.escape(control)}"]`)].find(
      (element) => element.getClientRects().length > 0,
    );
    target?.focus();
    if (target instanceof HTMLInputElement && (target.type === 'search' || target.type === 'text'))
      target.setSelectionRange(target.value.length, target.value.length);
  }, [liveShown]);

  const onHitClick = (card: ProductHitCard, index: number) => {
    if (view?.queryID && view.index)
      sendHitClick(config, {
        index: view.index,
        queryID: view.queryID,
        objectID: card.objectID,
        position: view.page * HITS_PER_PAGE + index + 1,
      });
  };

  return (
    <FiltersSheetContext value={{ open: filtersOpen, setOpen: setFiltersOpen }}>
      <div
        ref={rootRef}
        className={styles.root}
        onPointerOver={(event) => {
          if (event.pointerType === 'mouse') goLive();
        }}
        onPointerDown={() => {
          goLive();
          press();
        }}
        // A touch's click follows its pointerup a little later; a release without a click (a scroll) comes
        // with the pointer cancelled.
        onPointerUp={() => release(TOUCH_CLICK_GRACE_MS)}
        onPointerCancel={() => release(0)}
        onClick={() => release(0)}
        onFocus={goLive}
        onKeyDown={() => {
          goLive();
          press();
        }}
        onKeyUp={() => release(0)}
      >
        {Live ? (
          <div className={liveShown ? styles.root : styles.drawing}>
            <Live
              config={config}
              facetFilters={facetFilters}
              texts={texts}
              start={handOver ?? startRoute()}
              answer={answer}
              handOver={handOver}
              showingMore={showingMore}
              priceText={priceText}
              handedPage={handedPage}
              onReady={onLiveReady}
            />
          </div>
        ) : null}
        {liveShown ? null : (
          <PrerenderedListing
            view={view}
            route={route}
            path={path}
            texts={texts}
            onHandOver={onHandOver}
            showingMore={showingMore}
            onToggleShowMore={(attribute) =>
              setShowingMore((current) => {
                const next = new Set(current);
                if (!next.delete(attribute)) next.add(attribute);
                return next;
              })
            }
            onPriceText={setPriceText}
            onHitClick={onHitClick}
          />
        )}
      </div>
    </FiltersSheetContext>
  );
}
