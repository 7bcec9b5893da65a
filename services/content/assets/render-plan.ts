import { HttpError } from '../../shared/http-service';
import type { CropMode, ImgixRequest, Rgba } from './imgix-params';
import { MAX_OUTPUT_SIDE } from './imgix-params';

/**
 * The geometry imgix gives a request, worked out from the source's size alone (pure: the GraphQL
 * `responsiveImage` reports the same width and height the asset host then draws):
 * - `fit=clip` (imgix's default) scales to fit inside w×h, up or down, keeping the ratio; `max` never
 *   scales up; `scale` stretches to w×h;
 * - `crop` fills w×h and cuts away the overflow around the focal point (`crop=focalpoint`, `fp-x`/`fp-y`),
 *   an edge (`top`, `left`, …), the busiest area (`entropy`) or the middle; `min` likewise without scaling up;
 * - `fill`/`fillmax` fit inside w×h and pad the rest with `fill-color`;
 * - `ar` with `fit=crop`/`min`/`fill` sets the missing side (or, with neither side, the largest crop);
 * - `dpr` multiplies the box; `max-w`/`max-h` cap it; w/h of 1 or less are fractions of the source side.
 */

export interface RenderPlan {
  /** Source rectangle to start from (`rect`). */
  extract?: { left: number; top: number; width: number; height: number };
  /** Size the (extracted) source is scaled to, before any crop or padding. */
  resize: { width: number; height: number };
  /** Window cut from the scaled image (`fit=crop`/`min`). */
  crop?: { left: number; top: number; width: number; height: number } | { strategy: 'entropy'; width: number; height: number };
  /** Padding around the scaled image (`fit=fill`/`fillmax`). */
  pad?: { top: number; bottom: number; left: number; right: number; colour: Rgba | undefined };
  width: number;
  height: number;
}

function round(value: number): number {
  return Math.max(1, Math.round(value));
}

function absolute(value: number | undefined, sourceSide: number): number | undefined {
  if (value === undefined) return undefined;
  return value < 1 ? value * sourceSide : value;
}

function cropWindow(scaled: { width: number; height: number }, width: number, height: number, request: ImgixRequest): RenderPlan['crop'] {
  const modes = new Set<CropMode>(request.crop);
  if (modes.has('entropy')) return { strategy: 'entropy', width, height };
  const spareX = scaled.width - width;
  const spareY = scaled.height - height;
  let left = spareX / 2;
  let top = spareY / 2;
  if (modes.has('focalpoint')) {
    left = request.fpX * scaled.width - width / 2;
    top = request.fpY * scaled.height - height / 2;
  }
  if (modes.has('left')) left = 0;
  if (modes.has('right')) left = spareX;
  if (modes.has('top')) top = 0;
  if (modes.has('bottom')) top = spareY;
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return { left: clamp(left, spareX), top: clamp(top, spareY), width, height };
}

function checkSide(value: number, name: string): void {
  if (value > MAX_OUTPUT_SIDE) {
    throw new HttpError(400, `The output ${name} ${Math.round(value)} is larger than ${MAX_OUTPUT_SIDE} pixels (w, h and dpr together)`, {
      parameter: name === 'width' ? 'w' : 'h',
    });
  }
}

export function renderPlan(source: { width: number; height: number }, request: ImgixRequest): RenderPlan {
  let extract: RenderPlan['extract'];
  let sw = source.width;
  let sh = source.height;
  if (request.rect) {
    const [x, y, w, h] = request.rect;
    if (x >= sw || y >= sh)
      throw new HttpError(400, `The imgix parameter "rect" lies outside the ${sw}×${sh} image`, { parameter: 'rect' });
    extract = { left: x, top: y, width: Math.min(w, sw - x), height: Math.min(h, sh - y) };
    sw = extract.width;
    sh = extract.height;
  }
  const ratio = sw / sh;
  const usesAr =
    request.ar !== undefined && (request.fit === 'crop' || request.fit === 'min' || request.fit === 'fill' || request.fit === 'fillmax');
  let w = absolute(request.w, sw);
  let h = absolute(request.h, sh);
  if (usesAr && request.ar !== undefined) {
    if (w !== undefined && h === undefined) h = w / request.ar;
    else if (h !== undefined && w === undefined) w = h * request.ar;
    else if (w === undefined && h === undefined) {
      w = request.ar > ratio ? sw : sh * request.ar;
      h = w / request.ar;
    }
  }
  if (w !== undefined) w *= request.dpr;
  if (h !== undefined) h *= request.dpr;
  if (w === undefined && h === undefined && request.dpr !== 1) {
    w = sw * request.dpr;
    h = sh * request.dpr;
  }
  if (request.maxW !== undefined) w = Math.min(w ?? sw, request.maxW * request.dpr);
  if (request.maxH !== undefined) h = Math.min(h ?? sh, request.maxH * request.dpr);
  if (w !== undefined) checkSide(w, 'width');
  if (h !== undefined) checkSide(h, 'height');

  const both = w !== undefined && h !== undefined;
  const fitScale =
    w === undefined && h === undefined ? 1 : Math.min(w === undefined ? Infinity : w / sw, h === undefined ? Infinity : h / sh);
  const fit = (scale: number) => ({ width: round(sw * scale), height: round(sh * scale) });
  const plan = (resize: { width: number; height: number }, extra: Partial<RenderPlan> = {}): RenderPlan => ({
    extract,
    resize,
    width: resize.width,
    height: resize.height,
    ...extra,
  });

  switch (request.fit) {
    case 'max':
      return plan(fit(Math.min(1, fitScale)));
    case 'scale':
      return plan({ width: round(w ?? sw * fitScale), height: round(h ?? sh * fitScale) });
    case 'crop':
    case 'min': {
      if (!both) return plan(fit(request.fit === 'min' ? Math.min(1, fitScale) : fitScale));
      let width = round(w as number);
      let height = round(h as number);
      if (request.fit === 'min' && (width > sw || height > sh)) {
        // Never larger than the source: the largest box of the requested ratio inside it.
        const wanted = width / height;
        width = round(wanted > ratio ? sw : sh * wanted);
        height = round(width / wanted);
      }
      const scale = Math.max(width / sw, height / sh);
      const scaled = { width: Math.max(width, round(sw * scale)), height: Math.max(height, round(sh * scale)) };
      return { extract, resize: scaled, crop: cropWindow(scaled, width, height, request), width, height };
    }
    case 'fill':
    case 'fillmax': {
      const scaled = fit(request.fit === 'fillmax' ? Math.min(1, fitScale) : fitScale);
      if (!both) return plan(scaled);
      const width = round(w as number);
      const height = round(h as number);
      const spareX = Math.max(0, width - scaled.width);
      const spareY = Math.max(0, height - scaled.height);
      const pad = {
        left: Math.floor(spareX / 2),
        right: Math.ceil(spareX / 2),
        top: Math.floor(spareY / 2),
        bottom: Math.ceil(spareY / 2),
        colour: request.fillColor,
      };
      return { extract, resize: scaled, pad, width: scaled.width + spareX, height: scaled.height + spareY };
    }
    default:
      return plan(fit(fitScale));
  }
}

/**
 * The plan drawn at no more pixels than the (cut) source has: scaling an upload up adds no detail, so when
 * the plan's output holds more pixels than the source, the whole plan (scale, crop window, padding) shrinks
 * by the same factor, keeping its shape, and the browser scales the answer up instead. `w=8000` of a
 * 1,600×1,600 upload draws 1,600×1,600; a 16:9 crop of a 1,920×768 upload may still be 1,600×900 (fewer
 * pixels than the upload), as its responsive image's source set says. Plans within the source are unchanged.
 */
export function boundToSource(plan: RenderPlan, source: { width: number; height: number }): RenderPlan {
  const sw = plan.extract?.width ?? source.width;
  const sh = plan.extract?.height ?? source.height;
  const scale = Math.min(1, Math.sqrt((sw * sh) / (plan.width * plan.height)));
  if (scale >= 1) return plan;
  const resize = { width: round(plan.resize.width * scale), height: round(plan.resize.height * scale) };
  const width = round(plan.width * scale);
  const height = round(plan.height * scale);
  let crop = plan.crop;
  if (crop && 'strategy' in crop) {
    crop = { strategy: crop.strategy, width, height };
  } else if (crop) {
    const cw = Math.min(resize.width, width);
    const ch = Math.min(resize.height, height);
    // The window keeps its place in the spare room (an edge crop stays on its edge).
    const place = (offset: number, spare: number, scaledSpare: number) => (spare > 0 ? Math.round((offset / spare) * scaledSpare) : 0);
    crop = {
      left: place(crop.left, plan.resize.width - crop.width, resize.width - cw),
      top: place(crop.top, plan.resize.height - crop.height, resize.height - ch),
      width: cw,
      height: ch,
    };
  }
  let pad = plan.pad;
  if (pad) {
    const spareX = Math.max(0, width - resize.width);
    const spareY = Math.max(0, height - resize.height);
    pad = {
      left: Math.floor(spareX / 2),
      right: Math.ceil(spareX / 2),
      top: Math.floor(spareY / 2),
      bottom: Math.ceil(spareY / 2),
      colour: pad.colour,
    };
  }
  const drawn = crop
    ? { width: crop.width, height: crop.height }
    : pad
      ? { width: resize.width + pad.left + pad.right, height: resize.height + pad.top + pad.bottom }
      : resize;
  return { extract: plan.extract, resize, ...(crop ? { crop } : {}), ...(pad ? { pad } : {}), width: drawn.width, height: drawn.height };
}
