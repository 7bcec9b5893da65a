/**
 * Product illustrations: what to draw (`ProductDrawing`, stored with each media asset so the renderer
 * can redraw it) and how it sits in the square studio frame, from the front or as a close-up.
 */
import { accessory, type AccessorySpec } from './draw-accessories';
import { bracelet, type BraceletSpec } from './draw-bracelets';
import { earrings, type EarringSpec } from './draw-earrings';
import { giftCard, giftWrap, type Drawing, type WrapStyle } from './draw-gifts';
import { necklace, type NecklaceSpec } from './draw-necklaces';
import { ring, type RingSpec } from './draw-rings';
import { watch, type WatchSpec } from './draw-watches';
import type { Backdrop, TextileTone } from './palettes';
import { Defs, n } from './svg';
import { contactShadow, studioBackdrop } from './studio';

export type ProductDrawing =
  | { motif: 'ring'; ring: RingSpec }
  | { motif: 'necklace'; necklace: NecklaceSpec }
  | { motif: 'earrings'; earrings: EarringSpec }
  | { motif: 'bracelet'; bracelet: BraceletSpec }
  | { motif: 'watch'; watch: WatchSpec }
  | { motif: 'accessory'; accessory: AccessorySpec }
  | { motif: 'gift-card'; colour: TextileTone }
  | { motif: 'gift-wrap'; wrap: WrapStyle; colour: TextileTone };

export type ProductAngle = 'front' | 'detail';

/** The object alone, in a 1000 × 1000 box, with any lettering as overlays. */
export function drawProduct(defs: Defs, drawing: ProductDrawing): Drawing {
  switch (drawing.motif) {
    case 'ring':
      return { svg: ring(defs, drawing.ring), texts: [] };
    case 'necklace':
      return { svg: necklace(defs, drawing.necklace), texts: [] };
    case 'earrings':
      return { svg: earrings(defs, drawing.earrings), texts: [] };
    case 'bracelet':
      return { svg: bracelet(defs, drawing.bracelet), texts: [] };
    case 'watch':
      return { svg: watch(defs, drawing.watch), texts: [] };
    case 'accessory':
      return { svg: accessory(defs, drawing.accessory), texts: [] };
    case 'gift-card':
      return giftCard(defs, drawing.colour);
    case 'gift-wrap':
      return { svg: giftWrap(defs, drawing.wrap, drawing.colour), texts: [] };
  }
}

interface Framing {
  /** Scale and centre of the front view. */
  zoom: number;
  cx: number;
  cy: number;
  /** Contact shadow in drawing units, or null for things that hang. */
  shadow: { cx: number; cy: number; rx: number; ry: number } | null;
  /** Focus of the close-up and how far it zooms in. */
  detail: { x: number; y: number; zoom: number };
}

function framing(drawing: ProductDrawing): Framing {
  switch (drawing.motif) {
    case 'ring': {
      const stone = ['solitaire', 'trilogy', 'signet'].includes(drawing.ring.style);
      return { zoom: 1.22, cx: 515, cy: 540, shadow: { cx: 535, cy: 785, rx: 250, ry: 32 }, detail: stone ? { x: 500, y: 300, zoom: 2.1 } : { x: 560, y: 420, zoom: 1.8 } };
    }
    case 'necklace': {
      const style = drawing.necklace.style;
      if (style === 'pearls' || style === 'graduated') return { zoom: 1.12, cx: 500, cy: 490, shadow: null, detail: { x: 500, y: 300, zoom: 2.2 } };
      if (style === 'pendant') return { zoom: 1, cx: 500, cy: 500, shadow: null, detail: { x: 500, y: 640, zoom: 2.2 } };
      return { zoom: 1, cx: 500, cy: 500, shadow: null, detail: { x: 500, y: 620, zoom: 2.4 } };
    }
    case 'earrings': {
      const style = drawing.earrings.style;
      if (style === 'stud') return { zoom: 1.55, cx: 505, cy: 530, shadow: { cx: 515, cy: 660, rx: 250, ry: 26 }, detail: { x: 400, y: 505, zoom: 2.1 } };
      if (style === 'drop') return { zoom: 1.12, cx: 510, cy: 470, shadow: null, detail: { x: 380, y: 470, zoom: 2 } };
      return { zoom: 1.18, cx: 510, cy: 520, shadow: { cx: 520, cy: 740, rx: 330, ry: 34 }, detail: { x: 360, y: 480, zoom: 1.8 } };
    }
    case 'bracelet':
      return { zoom: 1.22, cx: 500, cy: 520, shadow: { cx: 510, cy: 700, rx: 330, ry: 48 }, detail: { x: 640, y: 420, zoom: 2.1 } };
    case 'watch':
      return { zoom: 1, cx: 500, cy: 500, shadow: null, detail: { x: 500, y: 500, zoom: 1.9 } };
    case 'accessory':
      return { zoom: 1.08, cx: 500, cy: 540, shadow: { cx: 505, cy: 770, rx: 330, ry: 40 }, detail: { x: 500, y: 520, zoom: 1.7 } };
    case 'gift-card':
    case 'gift-wrap':
      return { zoom: 1.05, cx: 500, cy: 570, shadow: { cx: 505, cy: 780, rx: 330, ry: 40 }, detail: { x: 500, y: 560, zoom: 1.6 } };
  }
}

/** A complete square studio picture of the product. */
export function productPicture(defs: Defs, drawing: ProductDrawing, backdrop: Backdrop, angle: ProductAngle): Drawing {
  const frame = framing(drawing);
  const object = drawProduct(defs, drawing);
  const focus = angle === 'detail' ? frame.detail : { x: frame.cx, y: frame.cy, zoom: frame.zoom };
  // Maps drawing units to the frame: the focus lands in the centre, scaled by its zoom.
  const map = (x: number, y: number) => [500 + (x - focus.x) * focus.zoom, 500 + (y - focus.y) * focus.zoom] as const;
  const transform = `translate(${n(500 - focus.x * focus.zoom)} ${n(500 - focus.y * focus.zoom)}) scale(${n(focus.zoom)})`;
  const shadow = frame.shadow ? contactShadow(defs, backdrop, frame.shadow.cx, frame.shadow.cy, frame.shadow.rx, frame.shadow.ry) : '';
  const svg = studioBackdrop(defs, backdrop, 1000, 1000, angle === 'detail' ? 0.8 : 0.68) + `<g transform="${transform}">${shadow}${object.svg}</g>`;
  const texts = object.texts.map((text) => {
    const [x, y] = map(text.x, text.y);
    return { ...text, x, y, size: text.size * focus.zoom, letterSpacing: (text.letterSpacing ?? 0) * focus.zoom };
  });
  return { svg, texts };
}
