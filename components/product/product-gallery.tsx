'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ZOOM_MAX_RATIO, ZOOM_MIN_RATIO } from '@/lib/constants';
import { GalleryView, ZOOM_STEP, type GalleryAction, type GalleryImage, type Pan, type ProductGalleryLabels } from './gallery-view';

export type { GalleryImage, ProductGalleryLabels } from './gallery-view';

interface ProductGalleryProps {
  images: readonly GalleryImage[];
  labels: ProductGalleryLabels;
  /** Presses made before this code had arrived (`gallery-slot.tsx`), done in order as it starts. */
  initialActions?: readonly GalleryAction[];
}

const PAN_STEP = 0.2;
const SWIPE_THRESHOLD_PX = 40;

/** The zoom ratios the controls step through: 1, 1.5, … 3 (ZOOM_MIN_RATIO to ZOOM_MAX_RATIO). */
export const ZOOM_STEPS: readonly number[] = Array.from(
  { length: Math.round((ZOOM_MAX_RATIO - ZOOM_MIN_RATIO) / ZOOM_STEP) + 1 },
  (_, index) => ZOOM_MIN_RATIO + index * ZOOM_STEP,
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

interface View {
  index: number;
  zoom: number;
}

/** The shown image and zoom after an action (pan aside: a step or a zoom by button keeps the centre). */
function next(view: View, action: GalleryAction, count: number): View {
  const wrap = (index: number) => ((index % count) + count) % count;
  if (action.kind === 'show') return { index: wrap(action.index), zoom: ZOOM_MIN_RATIO };
  if (action.kind === 'step') return { index: wrap(view.index + action.by), zoom: ZOOM_MIN_RATIO };
  const to = action.to === 'reset' ? ZOOM_MIN_RATIO : view.zoom + (action.to === 'in' ? ZOOM_STEP : -ZOOM_STEP);
  return { index: view.index, zoom: clamp(to, ZOOM_MIN_RATIO, ZOOM_MAX_RATIO) };
}

/**
 * The product gallery: one large image with thumbnails, previous/next, and zoom from 1× to 3× by buttons,
 * keyboard (+, −, 0, arrows to move), double-click or a click on the image; a zoomed image is moved by
 * dragging. Pan is kept as -1…1 of the room the zoom leaves, so zooming keeps the same spot in view.
 */
export function ProductGallery({ images, labels, initialActions = [] }: ProductGalleryProps) {
  const count = images.length;
  const [start] = useState(() => initialActions.reduce((view, action) => next(view, action, count), { index: 0, zoom: ZOOM_MIN_RATIO } as View));
  const [index, setIndex] = useState(start.index);
  const [zoom, setZoom] = useState(start.zoom);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; startX: number; startY: number; pan: Pan; moved: boolean } | null>(null);
  const zoomed = zoom > ZOOM_MIN_RATIO;

  const show = (target: number) => {
    setIndex(((target % count) + count) % count);
    setZoom(ZOOM_MIN_RATIO);
    setPan({ x: 0, y: 0 });
  };

  const zoomTo = (ratio: number, focus?: Pan) => {
    const target = clamp(ratio, ZOOM_MIN_RATIO, ZOOM_MAX_RATIO);
    setZoom(target);
    if (target === ZOOM_MIN_RATIO) setPan({ x: 0, y: 0 });
    else if (focus) setPan({ x: clamp(focus.x, -1, 1), y: clamp(focus.y, -1, 1) });
  };

  const act = (action: GalleryAction) => {
    const view = next({ index, zoom }, action, count);
    if (action.kind === 'zoom') zoomTo(view.zoom);
    else show(view.index);
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

  return (
    <GalleryView
      images={images}
      labels={labels}
      index={index}
      zoom={zoom}
      pan={pan}
      dragging={dragging}
      stageRef={stageRef}
      act={act}
      stage={{
        onKeyDown,
        onPointerDown,
        onPointerMove,
        onPointerUp,
        onPointerCancel: () => {
          drag.current = null;
          setDragging(false);
        },
        onDoubleClick: (event) => (zoomed ? zoomTo(ZOOM_MIN_RATIO) : zoomTo(ZOOM_MIN_RATIO + 1, focusAt(event.clientX, event.clientY, ZOOM_MIN_RATIO + 1))),
      }}
    />
  );
}
