'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { hasListingState, listingUrl, recordListingUrl } from '@/lib/search/route-state';
import { staticListing } from '@/lib/search/static-listing';
import { ListingRootContext } from './listing-layout';
import type { ProductListingProps } from './product-listing';
import { StaticListing, type ListingIntent } from './static-listing';
import styles from './listing.module.css';

/** The control in use when the listings swap: its `data-control` name and, for a text field, what it holds. */
interface ControlInUse {
  control: string;
  text: string | null;
}

const isTextField = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'search' || element.type === 'text');

/** The focused control inside `root`, if any. */
function focusedControl(root: HTMLElement | null): ControlInUse | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root?.contains(active) || !active.dataset.control) return null;
  return { control: active.dataset.control, text: isTextField(active) ? active.value : null };
}

/** Sets a (React-controlled) field's text as typing would: through the native setter and an input event. */
function typeInto(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Puts focus on the visible control of that name, with the caret after any text; false while there is none.
 * A text field gets the text the prerendered one held: keys pressed while the live listing was being drawn
 * went to the prerendered field after the live one had read the address.
 */
function refocus(root: HTMLElement, { control, text }: ControlInUse): boolean {
  const target = [...root.querySelectorAll<HTMLElement>(`[data-control="${CSS.escape(control)}"]`)].find((element) => element.getClientRects().length > 0);
  if (!target) return false;
  target.focus();
  if (isTextField(target)) {
    if (text !== null && target.value !== text) typeInto(target, text);
    const end = target.value.length;
    target.setSelectionRange(end, end);
  }
  return true;
}

/** The "show more" buttons of one listing that are open (or shut). */
function moreButtons(root: HTMLElement | null, listing: 'static' | 'live', expanded: boolean): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>(`[data-listing="${listing}"] [data-control^="more:"][aria-expanded="${expanded}"]`) ?? [])];
}

/** How long focus waits for its control to appear in the live listing (its results may still be coming). */
const REFOCUS_WAIT_MS = 3_000;

/**
 * A page's listing (client; CategoryListing renders it on the server). First the prerendered first page (server HTML, no search code); the live InstantSearch
 * listing, a chunk of its own, is loaded when the shopper turns to the listing (a pointer over or down on
 * it, focus or a key inside it) or at once when the page needs a search of its own (a listing state in the
 * address, or no first page from the server). So a shopper who only looks at the page pays for no search
 * code, and one who uses it loses nothing: the live listing is drawn out of sight and takes the prerendered
 * one's place in the same task, the control in use keeps its focus and its new state (through the address),
 * and the filters sheet stays open.
 */
export function ListingRoot({ renderedAt, ...props }: ProductListingProps & { renderedAt: number }) {
  // Drawn from the same first page InstantSearch starts from (one copy of it in the page's payload), as of
  // the moment the server rendered it, so the browser draws exactly the server's HTML.
  const { initialResults } = props;
  const staticData = useMemo(() => (initialResults ? staticListing(initialResults, renderedAt) : null), [initialResults, renderedAt]);
  const [Live, setLive] = useState<ComponentType<ProductListingProps> | null>(null);
  const [liveShown, setLiveShown] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const focusAfterSwap = useRef<ControlInUse | null>(null);
  const expandedAfterSwap = useRef<string[]>([]);

  const goLive = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('./product-listing')
      .then((module) => setLive(() => module.ProductListing))
      .catch(() => {
        // The prerendered page stays and the next use tries again; a chunk that cannot load at all is
        // handled by the shell's reload guard.
        requested.current = false;
      });
  }, []);

  useEffect(() => {
    if (!staticData || hasListingState(new URLSearchParams(window.location.search))) goLive();
  }, [staticData, goLive]);

  // The live listing has drawn its frame (still hidden): note the control in use, then swap.
  const onLiveDrawn = useCallback(() => {
    focusAfterSwap.current = focusedControl(rootRef.current);
    expandedAfterSwap.current = moreButtons(rootRef.current, 'static', true).map((button) => button.dataset.control!);
    setLiveShown(true);
  }, []);

  // Focus returns to the control the shopper was using, with the text it held, in the same task as the swap
  // (no key pressed meanwhile is lost), or as soon as the live listing draws it (its results may still be
  // coming), unless the shopper has gone elsewhere.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!liveShown || !root) return;
    // The filters whose values the shopper had opened stay open.
    const opened = new Set(expandedAfterSwap.current);
    expandedAfterSwap.current = [];
    for (const button of moreButtons(root, 'live', false)) if (opened.has(button.dataset.control!)) button.click();
    const control = focusAfterSwap.current;
    if (!control) return;
    focusAfterSwap.current = null;
    const movedOn = () => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !root.contains(active);
    };
    if (movedOn() || refocus(root, control)) return;
    const observer = new MutationObserver(() => {
      if (movedOn() || refocus(root, control)) stop();
    });
    const timer = window.setTimeout(() => stop(), REFOCUS_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [liveShown]);

  const onIntent = useCallback<ListingIntent>(
    (route, history) => {
      if (history !== 'none') recordListingUrl(listingUrl(window.location, route), history);
      goLive();
    },
    [goLive],
  );

  return (
    <ListingRootContext value={{ open: filtersOpen, setOpen: setFiltersOpen, onLiveDrawn }}>
      <div
        ref={rootRef}
        className={styles.root}
        onPointerOver={(event) => {
          if (event.pointerType === 'mouse') goLive();
        }}
        onPointerDown={goLive}
        onFocus={goLive}
        onKeyDown={goLive}
      >
        {Live ? (
          <div className={liveShown ? styles.root : styles.drawing}>
            <Live {...props} />
          </div>
        ) : null}
        {liveShown ? null : <StaticListing data={staticData} texts={props.texts} onIntent={onIntent} />}
      </div>
    </ListingRootContext>
  );
}
