'use client';

import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Image } from '@/lib/content/types';
import { ZOOM_MAX_RATIO, ZOOM_MIN_RATIO } from '@/lib/constants';
import { fillTemplate, formatNumber } from '@/lib/format';
import styles from './product-gallery.module.css';
import { placeholderStyle } from '@/components/content/responsive-image';
import { ContentImg } from '@/components/content/content-img';

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

interface ProductGalleryProps {
  images: readonly Image[];
  labels: ProductGalleryLabels;
}

const ZOOM_STEP = 0.5;
const PAN_STEP = 0.2;
const SWIPE_THRESHOLD_PX = 40;

/** The zoom ratios the controls step through: 1, 1.5, … 3 (spec 9: zoom ratio 1 to 3). */
export const ZOOM_STEPS: readonly number[] = Array.from(
  { length: Math.round((ZOOM_MAX_RATIO - ZOOM_MIN_RATIO) / ZOOM_STEP) + 1 },
  (_, index) => ZOOM_MIN_RATIO + index * ZOOM_STEP,
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

interface Pan {
  x: number;
  y: number;
}

/**
 * The product gallery: one large image with thumbnails, previous/next, and zoom from 1× to 3× by buttons,
 * keyboard (+, −, 0, arrows to move), double-click or a click on the image; a zoomed image is moved by
 * dragging. Pan is kept as -1…1 of the room the zoom leaves, so zooming keeps the same spot in view.
 */
export function ProductGallery({ images, labels }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(ZOOM_MIN_RATIO);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; startX: number; startY: number; pan: Pan; moved: boolean } | null>(null);
  const hintId = useId();

  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;
  const zoomed = zoom > ZOOM_MIN_RATIO;

  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    setZoom(ZOOM_MIN_RATIO);
    setPan({ x: 0, y: 0 });
  };

  const zoomTo = (ratio: number, focus?: Pan) => {
    const next = clamp(ratio, ZOOM_MIN_RATIO, ZOOM_MAX_RATIO);
    setZoom(next);
    if (next === ZOOM_MIN_RATIO) setPan({ x: 0, y: 0 });
    else if (focus) setPan({ x: clamp(focus.x, -1, 1), y: clamp(focus.y, -1, 1) });
  };

  /** The pan that brings the point under the pointer to the centre at `ratio`. */
  const focusAt = (clientX: number, clientY: number, ratio: number): Pan | undefined => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || ratio <= ZOOM_MIN_RATIO) return undefined;
    const fx = (clientX - rect.left) / rect.width - 0.5;
    const fy = (clientY - rect.top) / rect.height - 0.5;
    return { x: (-2 * ratio * fx) / (ratio - 1), y: (-2 * ratio * fy) / (ratio - 1) };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, Pan> = { ArrowLeft: { x: 1, y: 0 }, ArrowRight: { x: -1, y: 0 }, ArrowUp: { x: 0, y: 1 }, ArrowDown: { x: 0, y: -1 } };
    const move = moves[event.key];
    if (move && zoomed) {
      event.preventDefault();
      setPan((previous) => ({ x: clamp(previous.x + move.x * PAN_STEP, -1, 1), y: clamp(previous.y + move.y * PAN_STEP, -1, 1) }));
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && count > 1) {
      event.preventDefault();
      show(index + (event.key === 'ArrowRight' ? 1 : -1));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(zoom + ZOOM_STEP);
    } else if (event.key === '-') {
      event.preventDefault();
      zoomTo(zoom - ZOOM_STEP);
    } else if (event.key === '0' || (event.key === 'Escape' && zoomed)) {
      event.preventDefault();
      zoomTo(ZOOM_MIN_RATIO);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { id: event.pointerId, startX: event.clientX, startY: event.clientY, pan, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    const rect = stageRef.current?.getBoundingClientRect();
    if (!state || state.id !== event.pointerId || !rect) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.moved && Math.hypot(dx, dy) < 4) return;
    if (!state.moved) {
      state.moved = true;
      if (zoomed) {
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(true);
      }
    }
    if (zoomed) {
      const roomX = ((zoom - 1) / 2) * rect.width;
      const roomY = ((zoom - 1) / 2) * rect.height;
      setPan({ x: clamp(state.pan.x + dx / roomX, -1, 1), y: clamp(state.pan.y + dy / roomY, -1, 1) });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    setDragging(false);
    if (!state || state.id !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    if (!zoomed && state.moved && event.pointerType !== 'mouse' && Math.abs(dx) > SWIPE_THRESHOLD_PX && count > 1) {
      show(index + (dx < 0 ? 1 : -1));
      return;
    }
    // A plain click on the unzoomed image zooms in on that spot.
    if (!state.moved && !zoomed && event.pointerType === 'mouse') zoomTo(ZOOM_MIN_RATIO + 1, focusAt(event.clientX, event.clientY, ZOOM_MIN_RATIO + 1));
  };

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
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
            setDragging(false);
          }}
          onDoubleClick={(event) => (zoomed ? zoomTo(ZOOM_MIN_RATIO) : zoomTo(ZOOM_MIN_RATIO + 1, focusAt(event.clientX, event.clientY, ZOOM_MIN_RATIO + 1)))}
        >
          <div className={styles.zoomLayer} style={{ transform: `scale(${zoom}) translate(${translateX}%, ${translateY}%)` }}>
            <ContentImg
              key={current.src}
              src={current.src}
              alt={current.alt}
              draggable={false}
              preload={index === 0}
              sizes={zoomed ? '(max-width: 767px) 300vw, 150vw' : '(max-width: 767px) 100vw, (max-width: 1280px) 55vw, 700px'}
              className={styles.image}
              style={placeholderStyle(current)}
              editingUrl={current.editingUrl}
            />
          </div>
        </div>
        <p id={hintId} className="visually-hidden">
          {labels.zoomHint}
        </p>
        <p className="visually-hidden" role="status">
          {zoomed ? fillTemplate(labels.zoomLevel, { level: formatRatio(zoom) }) : ''}
        </p>
        <div className={styles.controls}>
          {count > 1 ? (
            <div className={styles.controlGroup}>
              <button type="button" className={styles.control} onClick={() => show(index - 1)} aria-label={labels.previousImage}>
                <Chevron direction="left" />
              </button>
              <span className={styles.counter} aria-hidden="true">
                {index + 1} / {count}
              </span>
              <button type="button" className={styles.control} onClick={() => show(index + 1)} aria-label={labels.nextImage}>
                <Chevron direction="right" />
              </button>
            </div>
          ) : (
            <span />
          )}
          <div className={styles.controlGroup}>
            <button type="button" className={styles.control} onClick={() => zoomTo(zoom - ZOOM_STEP)} disabled={!zoomed} aria-label={labels.zoomOut}>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M4 10h12" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
            <span className={styles.level} aria-hidden="true">
              {formatRatio(zoom)}×
            </span>
            <button type="button" className={styles.control} onClick={() => zoomTo(zoom + ZOOM_STEP)} disabled={zoom >= ZOOM_MAX_RATIO} aria-label={labels.zoomIn}>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M4 10h12M10 4v12" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </button>
            {zoomed ? (
              <button type="button" className={`${styles.control} ${styles.reset}`} onClick={() => zoomTo(ZOOM_MIN_RATIO)}>
                {labels.resetZoom}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails} role="list">
          {images.map((image, thumbIndex) => (
            <li key={`${image.src}-${thumbIndex}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={fillTemplate(labels.showImage, { index: thumbIndex + 1, count })}
                aria-current={thumbIndex === index ? 'true' : undefined}
                onClick={() => show(thumbIndex)}
              >
                <ContentImg src={image.src} alt="" width={image.width} height={image.height} sizes="80px" className={styles.thumbnailImage} />
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
