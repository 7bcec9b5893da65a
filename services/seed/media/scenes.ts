/**
 * Wide still lifes for category heroes, article headers, page heroes and video thumbnails: jewellery on
 * plinths in front of an arch, on a neck form, or laid flat on a ceramic dish, with window light and a
 * sprig of eucalyptus. Everything is drawn from the product illustrations, so scenes and products match.
 */
import { necklace } from './draw-necklaces';
import type { Drawing } from './draw-gifts';
import { drawProduct, type ProductDrawing } from './product-art';
import { textiles } from './palettes';
import { Defs, ellipse, mix, n, path } from './svg';

export type ScenePalette = 'cream' | 'blush' | 'sage' | 'stone' | 'sand' | 'mist' | 'clay' | 'night';

const PALETTES: Record<ScenePalette, { wall: string; wallEdge: string; accent: string; plinth: string; floor: string; leaf: string }> = {
  cream: { wall: '#f7f1e8', wallEdge: '#e6dac8', accent: '#ecdcc3', plinth: '#efe6da', floor: '#e2d5c3', leaf: '#8fa58a' },
  blush: { wall: '#f6e9e4', wallEdge: '#e4cdc4', accent: '#ecd2c8', plinth: '#f3e3dd', floor: '#dfc6bc', leaf: '#92a78e' },
  sage: { wall: '#eef1ea', wallEdge: '#d3dccd', accent: '#dbe3d4', plinth: '#f1f3ee', floor: '#cbd5c4', leaf: '#6f8a6c' },
  stone: { wall: '#f1efec', wallEdge: '#d9d4ce', accent: '#e3ded7', plinth: '#f6f4f1', floor: '#d3cdc5', leaf: '#87998a' },
  sand: { wall: '#f6eddf', wallEdge: '#e3d0b4', accent: '#e9d7bb', plinth: '#f4eadb', floor: '#dcc7a8', leaf: '#8d9f7f' },
  mist: { wall: '#edf1f4', wallEdge: '#d2dbe2', accent: '#dbe3ea', plinth: '#f3f6f8', floor: '#cbd5dd', leaf: '#7f978f' },
  clay: { wall: '#efdccf', wallEdge: '#d6b7a2', accent: '#e2c3ad', plinth: '#f1e2d6', floor: '#cfae97', leaf: '#7d8f6f' },
  night: { wall: '#2a2d33', wallEdge: '#16181c', accent: '#353941', plinth: '#3d424b', floor: '#1d2025', leaf: '#5f7563' },
};

export const scenePalettes = Object.keys(PALETTES) as ScenePalette[];

export interface SceneSpec {
  palette: ScenePalette;
  layout: 'plinths' | 'bust' | 'flatlay' | 'gifts';
  items: ProductDrawing[];
  /** Mirrors the composition for variety. */
  mirrored?: boolean;
}

/** Where an object rests in its 1000-unit box: horizontal centre, lowest point and drawn size. */
function footprint(item: ProductDrawing): { cx: number; bottom: number; height: number; width: number } {
  switch (item.motif) {
    case 'ring':
      return { cx: 515, bottom: 780, height: 560, width: 440 };
    case 'earrings':
      return item.earrings.style === 'stud'
        ? { cx: 505, bottom: 650, height: 260, width: 420 }
        : item.earrings.style === 'drop'
          ? { cx: 510, bottom: 690, height: 480, width: 420 }
          : { cx: 510, bottom: 730, height: 420, width: 660 };
    case 'bracelet':
      return { cx: 500, bottom: 740, height: 420, width: 640 };
    case 'necklace':
      return { cx: 500, bottom: 760, height: 560, width: 600 };
    case 'watch':
      return { cx: 500, bottom: 880, height: 760, width: 400 };
    default:
      return { cx: 500, bottom: 780, height: 480, width: 640 };
  }
}

function backdrop(defs: Defs, palette: ScenePalette, width: number, height: number, horizon: number): string {
  const p = PALETTES[palette];
  const wall = defs.radial([[0, mix(p.wall, '#ffffff', 0.25)], [0.6, p.wall], [1, p.wallEdge]], 0.55, 0.35, 0.9);
  const floor = defs.linear([[0, p.floor], [1, mix(p.floor, '#000000', 0.08)]], 90);
  // Window light falling diagonally across the wall.
  const light = [0, 1, 2]
    .map((i) => {
      const x = width * (0.18 + i * 0.14);
      return `<polygon points="${n(x)},0 ${n(x + width * 0.07)},0 ${n(x + width * 0.28)},${n(height * horizon)} ${n(x + width * 0.21)},${n(height * horizon)}" fill="#ffffff" fill-opacity="${palette === 'night' ? 0.04 : 0.16}"/>`;
    })
    .join('');
  return `<rect width="${width}" height="${height}" fill="${wall}"/>${light}<rect y="${n(height * horizon)}" width="${width}" height="${n(height * (1 - horizon))}" fill="${floor}"/>`;
}

function arch(palette: ScenePalette, x: number, width: number, top: number, bottom: number): string {
  const p = PALETTES[palette];
  const r = width / 2;
  return path(`M${n(x - r)} ${n(bottom)} L${n(x - r)} ${n(top + r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(top + r)} L${n(x + r)} ${n(bottom)} Z`, { fill: p.accent });
}

function plinth(defs: Defs, palette: ScenePalette, cx: number, top: number, rx: number, bottom: number): string {
  const p = PALETTES[palette];
  const ry = rx * 0.2;
  const body = defs.linear([[0, mix(p.plinth, '#000000', 0.1)], [0.35, mix(p.plinth, '#ffffff', 0.3)], [0.7, p.plinth], [1, mix(p.plinth, '#000000', 0.16)]], 0);
  return (
    ellipse(cx + rx * 0.25, bottom + 4, rx * 1.25, ry * 0.9, { fill: '#000000', 'fill-opacity': 0.08 }) +
    `<rect x="${n(cx - rx)}" y="${n(top)}" width="${n(rx * 2)}" height="${n(bottom - top)}" fill="${body}"/>` +
    ellipse(cx, bottom, rx, ry, { fill: mix(p.plinth, '#000000', 0.12) }) +
    ellipse(cx, top, rx, ry, { fill: mix(p.plinth, '#ffffff', 0.35) })
  );
}

function sprig(palette: ScenePalette, x: number, y: number, length: number, angle: number): string {
  const p = PALETTES[palette];
  const a = (angle * Math.PI) / 180;
  const leaves: string[] = [];
  for (let i = 1; i <= 7; i++) {
    const t = i / 8;
    const px = x + Math.cos(a) * length * t;
    const py = y + Math.sin(a) * length * t;
    const size = length * (0.09 - t * 0.03);
    for (const side of [-1, 1]) {
      const lx = px + Math.cos(a + side * 1.2) * size * 0.9;
      const ly = py + Math.sin(a + side * 1.2) * size * 0.9;
      leaves.push(ellipse(lx, ly, size, size * 0.8, { fill: mix(p.leaf, '#ffffff', side > 0 ? 0.15 : 0), 'fill-opacity': 0.95 }));
    }
  }
  return path(`M${n(x)} ${n(y)} L${n(x + Math.cos(a) * length)} ${n(y + Math.sin(a) * length)}`, { stroke: mix(p.leaf, '#000000', 0.2), 'stroke-width': 3 }) + leaves.join('');
}

/** Places a product drawing so its base rests at (x, baseY), scaled to the given height. */
function place(defs: Defs, item: ProductDrawing, x: number, baseY: number, height: number, maxWidth = Infinity): string {
  const f = footprint(item);
  const k = Math.min(height / f.height, maxWidth / f.width);
  const drawn = drawProduct(defs, item.motif === 'watch' ? { ...item, watch: { ...item.watch, strapLength: 150 } } : item);
  return `<g transform="translate(${n(x - f.cx * k)} ${n(baseY - f.bottom * k)}) scale(${n(k)})">${drawn.svg}</g>`;
}

function bust(defs: Defs, palette: ScenePalette, item: ProductDrawing, x: number, base: number, height: number): string {
  const p = PALETTES[palette];
  const k = height / 1000;
  const velvet = defs.linear([[0, mix(p.wallEdge, '#000000', 0.35)], [0.45, mix(p.wallEdge, '#000000', 0.15)], [1, mix(p.wallEdge, '#000000', 0.4)]], 0);
  const form = path('M435 60 Q500 40 565 60 L572 330 C700 360 800 400 840 540 L860 1000 L140 1000 L160 540 C200 400 300 360 428 330 Z', { fill: velvet });
  const spec = item.motif === 'necklace' ? item.necklace : { style: 'pendant' as const, tone: 'gold' as const, shape: 'heart' as const };
  const worn = necklace(defs, spec.style === 'pearls' || spec.style === 'graduated' ? { ...spec, style: 'chain' } : spec, [
    [438, 250],
    [430, 430],
    [470, 600],
    [500, 610],
    [530, 600],
    [570, 430],
    [562, 250],
  ]);
  return `<g transform="translate(${n(x - 500 * k)} ${n(base - 1000 * k)}) scale(${n(k)})">${form}${worn}</g>`;
}

export function drawScene(defs: Defs, spec: SceneSpec, width: number, height: number): Drawing {
  const p = PALETTES[spec.palette];
  const horizon = 0.74;
  const floorY = height * horizon;
  const parts = [backdrop(defs, spec.palette, width, height, horizon)];
  const side = (fraction: number) => (spec.mirrored ? 1 - fraction : fraction) * width;
  const unit = height / 700;
  if (spec.layout === 'flatlay') {
    // Seen from above: a ceramic dish holding the pieces, eucalyptus beside it.
    parts.length = 0;
    parts.push(`<rect width="${width}" height="${height}" fill="${defs.radial([[0, mix(p.wall, '#ffffff', 0.3)], [1, p.wallEdge]], 0.5, 0.45, 0.85)}"/>`);
    const dx = side(0.58);
    const dy = height * 0.52;
    const r = height * 0.36;
    parts.push(ellipse(dx + 14 * unit, dy + 22 * unit, r, r, { fill: '#000000', 'fill-opacity': 0.08 }));
    parts.push(ellipse(dx, dy, r, r, { fill: defs.radial([[0, '#fbfaf7'], [0.8, '#f1ede6'], [0.93, '#e2dbd0'], [1, '#cfc6b8']]) }));
    parts.push(sprig(spec.palette, side(0.2), height * 0.85, height * 0.75, spec.mirrored ? -120 : -60));
    parts.push(sprig(spec.palette, side(0.9), height * 0.1, height * 0.5, spec.mirrored ? 60 : 120));
    spec.items.slice(0, 3).forEach((item, i) => {
      const ox = dx + (i - (Math.min(3, spec.items.length) - 1) / 2) * r * 0.62;
      parts.push(place(defs, item, ox, dy + r * 0.28, r * 0.62));
    });
    return { svg: parts.join(''), texts: [] };
  }
  parts.push(arch(spec.palette, side(0.62), width * 0.3, height * 0.08, floorY));
  parts.push(sprig(spec.palette, side(0.84), floorY, height * 0.55, spec.mirrored ? -60 : -120));
  if (spec.layout === 'bust') {
    const item = spec.items[0];
    if (item) parts.push(bust(defs, spec.palette, item, side(0.6), floorY + 40 * unit, height * 0.86));
    spec.items.slice(1, 3).forEach((other, i) => {
      const x = side(0.3 + i * 0.12);
      parts.push(plinth(defs, spec.palette, x, floorY - 150 * unit, 70 * unit, floorY + 30 * unit));
      parts.push(place(defs, other, x, floorY - 150 * unit, 150 * unit, 170 * unit));
    });
    return { svg: parts.join(''), texts: [] };
  }
  if (spec.layout === 'gifts') {
    spec.items.slice(0, 3).forEach((item, i) => {
      const x = side(0.42 + i * 0.15);
      parts.push(place(defs, item, x, floorY + (i % 2) * 24 * unit + 20 * unit, (i === 1 ? 300 : 240) * unit));
    });
    return { svg: parts.join(''), texts: [] };
  }
  const slots = [
    { x: 0.5, top: 250, rx: 95, size: 230 },
    { x: 0.66, top: 150, rx: 80, size: 180 },
    { x: 0.36, top: 110, rx: 70, size: 150 },
  ];
  spec.items.slice(0, 3).forEach((item, i) => {
    const slot = slots[i] ?? slots[0]!;
    const x = side(slot.x);
    parts.push(plinth(defs, spec.palette, x, floorY - slot.top * unit, slot.rx * unit, floorY + 30 * unit));
    parts.push(place(defs, item, x, floorY - slot.top * unit + 6 * unit, slot.size * unit, slot.rx * 2.4 * unit));
  });
  return { svg: parts.join(''), texts: [] };
}

export { textiles };
