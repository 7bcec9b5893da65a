/**
 * Earrings, always drawn as a pair: hoops (slim or chunky), studs (stone, pearl or polished ball) and
 * drops hanging from ear wires.
 */
import { pearlBall } from './draw-chains';
import { pendant, type PendantShape } from './draw-pendants';
import { band, roundStone } from './draw-rings';
import { metals, metalStops, type MetalTone, type StoneKind } from './palettes';
import { Defs, ellipse, n, path } from './svg';
import { sparkle } from './studio';

export interface EarringSpec {
  style: 'hoop' | 'chunky' | 'stud' | 'drop';
  tone: MetalTone;
  /** Studs: 'stone' | 'pearl' | 'ball'; drops: a pendant shape. */
  accent?: 'stone' | 'pearl' | 'ball' | PendantShape;
  stone?: StoneKind;
}

function hoop(defs: Defs, tone: MetalTone, cx: number, cy: number, r: number, thickness: number): string {
  const metal = metals[tone];
  const body = band(defs, { cx, cy, rx: r * 0.82, ry: r, thickness, depth: thickness * 0.9, tone });
  // The post: a short wire crossing the gap at the top.
  const post = path(`M${n(cx - 4)} ${n(cy - r - thickness * 0.2)} L${n(cx + 10)} ${n(cy - r - thickness * 1.6)}`, { stroke: metal.dark, 'stroke-width': Math.max(4, thickness * 0.22), 'stroke-linecap': 'round' });
  return post + body;
}

function stud(defs: Defs, tone: MetalTone, cx: number, cy: number, r: number, accent: string, stone: StoneKind): string {
  const metal = metals[tone];
  const setting = ellipse(cx, cy, r * 1.14, r * 1.14, { fill: defs.linear(metalStops(metal), 45), stroke: metal.deep, 'stroke-opacity': 0.3, 'stroke-width': 1.5 });
  if (accent === 'pearl') return pearlBall(defs, cx, cy, r);
  if (accent === 'ball') {
    const fill = defs.radial([[0, metal.highlight], [0.3, metal.light], [0.75, metal.mid], [1, metal.dark]], 0.36, 0.32, 0.75);
    return ellipse(cx, cy, r, r, { fill }) + ellipse(cx - r * 0.35, cy - r * 0.4, r * 0.25, r * 0.15, { fill: '#ffffff', 'fill-opacity': 0.8 });
  }
  const claws = [45, 135, 225, 315]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      return ellipse(cx + Math.cos(rad) * r * 0.98, cy + Math.sin(rad) * r * 0.98, r * 0.16, r * 0.16, { fill: metal.light, stroke: metal.dark, 'stroke-width': 1 });
    })
    .join('');
  return setting + roundStone(defs, stone, cx, cy, r) + claws + sparkle(cx - r * 0.3, cy - r * 0.35, r * 0.45, 0.85);
}

function earWire(tone: MetalTone, x: number, y: number, size: number): string {
  const metal = metals[tone];
  return path(`M${n(x)} ${n(y)} C${n(x)} ${n(y - size * 0.9)} ${n(x - size * 0.9)} ${n(y - size * 1.1)} ${n(x - size * 0.75)} ${n(y - size * 0.3)} L${n(x - size * 0.6)} ${n(y + size * 0.25)}`, {
    fill: 'none',
    stroke: metal.mid,
    'stroke-width': Math.max(3, size * 0.07),
    'stroke-linecap': 'round',
  });
}

export function earrings(defs: Defs, spec: EarringSpec): string {
  const stone = spec.stone ?? 'diamond';
  switch (spec.style) {
    case 'hoop':
      return hoop(defs, spec.tone, 360, 520, 170, 20) + hoop(defs, spec.tone, 660, 540, 170, 20);
    case 'chunky':
      return hoop(defs, spec.tone, 355, 530, 150, 42) + hoop(defs, spec.tone, 665, 550, 150, 42);
    case 'stud': {
      const accent = spec.accent ?? 'stone';
      return stud(defs, spec.tone, 390, 500, 85, accent, stone) + stud(defs, spec.tone, 620, 560, 85, accent, stone);
    }
    case 'drop': {
      const shape = (spec.accent ?? 'pearl') as PendantShape;
      const one = (x: number, y: number) => earWire(spec.tone, x, y, 90) + pendant(defs, spec.tone, shape, x, y, 300, stone);
      return one(380, 260) + one(640, 290);
    }
  }
}
