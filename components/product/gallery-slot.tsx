'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { deferred, prefetchDeferred, useDeferred } from '@/components/layout/deferred';
import { namedAction, type GalleryAction } from './gallery-actions';
import type { GalleryImage, ProductGalleryLabels } from './gallery-view';
import styles from './product-gallery.module.css';

/** The live gallery (`product-gallery.tsx`): showing another image, zoom, moving and swiping. */
const liveGallery = deferred(() => import('./product-gallery'));
const prefetchLive = () => prefetchDeferred(liveGallery);

interface ProductGalleryProps {
  images: readonly GalleryImage[];
  labels: ProductGalleryLabels;
  /** The gallery as the server draws it (`GalleryView`: the first image, not zoomed). */
  children: ReactNode;
}

/** The control an event came from, by the action it names (`data-gallery`). */
function named(target: EventTarget): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-gallery]') : null;
}

/**
 * The product gallery as the product page's first load has it: the server's gallery (its first image is the
 * page's largest paint, preloaded at high priority), while its code is fetched after the page has loaded, or at
 * once when the shopper points at, touches or focuses it. A press on a control, or a key on the image, made
 * before that code has arrived is kept and done when it arrives, and focus stays on the control it was on.
 */
export function ProductGallery({ images, labels, children }: ProductGalleryProps) {
  const [actions, setActions] = useState<GalleryAction[]>([]);
  const [focused, setFocused] = useState<string | null>(null);
  const live = useDeferred(liveGallery, actions.length > 0);
  const root = useRef<HTMLDivElement>(null);

  // The live gallery replaces the server's: focus goes back to the control it was on.
  useEffect(() => {
    if (live && focused) root.current?.querySelector<HTMLElement>(`[data-gallery="${focused}"]`)?.focus();
  }, [live, focused]);

  if (live) {
    return (
      <div ref={root} className={styles.slot}>
        <live.ProductGallery images={images} labels={labels} initialActions={actions} />
      </div>
    );
  }

  const keep = (action: GalleryAction | null) => {
    if (action) setActions((previous) => [...previous, action]);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const control = named(event.target);
    if (control?.dataset.gallery !== 'stage') keep(namedAction(control?.dataset.gallery));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const control = named(event.target);
    if (control?.dataset.gallery !== 'stage') return;
    const action = namedAction('stage', event.key);
    if (action) event.preventDefault();
    keep(action);
  };
  return (
    <div
      ref={root}
      className={styles.slot}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerEnter={prefetchLive}
      onTouchStart={prefetchLive}
      onFocus={(event) => {
        prefetchLive();
        setFocused(named(event.target)?.dataset.gallery ?? null);
      }}
    >
      {children}
    </div>
  );
}
