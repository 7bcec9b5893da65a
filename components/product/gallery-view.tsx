import { Fragment, type KeyboardEvent, type PointerEvent, type ReactNode, type Ref } from 'react';
import { ZOOM_MAX_RATIO, ZOOM_MIN_RATIO } from '@/lib/constants';
import { fillTemplate, formatNumber } from '@/lib/format';
import type { GalleryAction } from './gallery-actions';
import styles from './product-gallery.module.css';

export type { GalleryAction } from './gallery-actions';

export interface ProductGalleryLabels {
  /** Name of the whole gallery ("Product images"). */
  gallery: string;
  zoomIn: string;
  zoomOut: string;
  resetZoom: string;
  previousImage: string;
  nextImage: string;
  /** Template with `{index}` and `{count}`, e.g. "Show image {index} of {count}". */
  showImage: string;
  /** Template with `{level}`, announced when the zoom changes, e.g. "Zoom {level}×". */
  zoomLevel: string;
  zoomHint: string;
}

/** One image of the gallery, drawn by the server in each of the gallery's uses (`gallery-images.tsx`). */
export interface GalleryImage {
  key: string;
  alt: string;
  /** At its size on the page. */
  view: ReactNode;
  /** Zoomed in: the same image with a larger file to choose from. */
  zoomed: ReactNode;
  thumbnail: ReactNode;
}

export interface Pan {
  x: number;
  y: number;
}

/** The stage's handlers (the live gallery's); the server's gallery has none. */
export interface StageHandlers {
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerCancel: () => void;
  onDoubleClick: (event: { clientX: number; clientY: number }) => void;
}

interface GalleryViewProps {
  images: readonly GalleryImage[];
  labels: ProductGalleryLabels;
  index: number;
  zoom: number;
  pan: Pan;
  dragging?: boolean;
  stageRef?: Ref<HTMLDivElement>;
  stage?: StageHandlers;
  /** Does an action (the live gallery); without it the buttons only name their action. */
  act?: (action: GalleryAction) => void;
}

/** The id of the zoom hint (one gallery per page). */
export const GALLERY_HINT_ID = 'product-gallery-hint';

/** How far a zoom button or key moves the zoom. */
export const ZOOM_STEP = 0.5;

/**
 * The gallery as it looks in a given state: the stage with the shown image, the zoom announcement, previous
 * and next, the zoom buttons and the thumbnails. No hooks: the server draws it as the page's first paint
 * (first image, not zoomed), and the live gallery (`product-gallery.tsx`) draws it with its state and handlers.
 */
export function GalleryView({ images, labels, index, zoom, pan, dragging = false, stageRef, stage, act }: GalleryViewProps) {
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;
  const zoomed = zoom > ZOOM_MIN_RATIO;
  const press = (action: GalleryAction) => (act ? () => act(action) : undefined);
  const translateX = (pan.x * (zoom - 1) * 50) / zoom;
  const translateY = (pan.y * (zoom - 1) * 50) / zoom;

  return (
    <section className={styles.gallery} aria-label={labels.gallery}>
      <div className={styles.stageWrap}>
        <div
          ref={stageRef}
          className={[styles.stage, zoomed ? styles.zoomed : '', dragging ? styles.dragging : ''].filter(Boolean).join(' ')}
          tabIndex={0}
          role="group"
          aria-label={current.alt || labels.gallery}
          aria-describedby={GALLERY_HINT_ID}
          data-gallery="stage"
          {...stage}
        >
          <div className={styles.zoomLayer} style={{ transform: `scale(${zoom}) translate(${translateX}%, ${translateY}%)` }}>
            <Fragment key={current.key}>{zoomed ? current.zoomed : current.view}</Fragment>
          </div>
        </div>
        <p id={GALLERY_HINT_ID} className="visually-hidden">
          {labels.zoomHint}
        </p>
        <p className="visually-hidden" role="status">
          {zoomed ? fillTemplate(labels.zoomLevel, { level: formatRatio(zoom) }) : ''}
        </p>
        <div className={styles.controls}>
          {count > 1 ? (
            <div className={styles.controlGroup}>
              <button type="button" className={styles.control} onClick={press({ kind: 'step', by: -1 })} aria-label={labels.previousImage} data-gallery="previous">
                <Chevron direction="left" />
              </button>
              <span className={styles.counter} aria-hidden="true">
                {index + 1} / {count}
              </span>
              <button type="button" className={styles.control} onClick={press({ kind: 'step', by: 1 })} aria-label={labels.nextImage} data-gallery="next">
                <Chevron direction="right" />
              </button>
            </div>
          ) : (
            <span />
          )}
          <div className={styles.controlGroup}>
            <button type="button" className={styles.control} onClick={press({ kind: 'zoom', to: 'out' })} disabled={!zoomed} aria-label={labels.zoomOut} data-gallery="zoom-out">
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M4 10h12" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
            <span className={styles.level} aria-hidden="true">
              {formatRatio(zoom)}×
            </span>
            <button type="button" className={styles.control} onClick={press({ kind: 'zoom', to: 'in' })} disabled={zoom >= ZOOM_MAX_RATIO} aria-label={labels.zoomIn} data-gallery="zoom-in">
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M4 10h12M10 4v12" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
            {zoomed ? (
              <button type="button" className={`${styles.control} ${styles.reset}`} onClick={press({ kind: 'zoom', to: 'reset' })} data-gallery="zoom-reset">
                {labels.resetZoom}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails} role="list">
          {images.map((image, thumbIndex) => (
            <li key={image.key}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={fillTemplate(labels.showImage, { index: thumbIndex + 1, count })}
                aria-current={thumbIndex === index ? 'true' : undefined}
                onClick={press({ kind: 'show', index: thumbIndex })}
                data-gallery={`show-${thumbIndex}`}
              >
                {image.thumbnail}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function formatRatio(ratio: number): string {
  return formatNumber(ratio, 1);
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  );
}
