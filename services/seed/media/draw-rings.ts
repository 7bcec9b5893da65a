/**
 * Rings: plain bands, solitaires with a faceted stone, signet rings and wedding-ring pairs.
 */
import { metals, metalStops, stones, type MetalTone, type StoneKind } from './palettes';
import { Defs, ellipse, group, mix, n, path, polygon } from './svg';
import { sparkle } from './studio';

export interface BandOptions {
  cx: number;
  cy: number;
  /** Radius of the ring's circle (outer). */
  rx: number;
  ry: number;
  /** Radial thickness of the band. */
  thickness: number;
  /** How far the back edge shows to the side: the band's width seen in perspective. */
  depth: number;
  /** Direction of the depth: sideways for a ring standing up, downwards for a bangle lying down. */
  depthAxis?: 'x' | 'y';
  tone: MetalTone;
  /** Brushed bands get softer highlights. */
  finish?: 'polished' | 'brushed';
}

/**
 * A band standing on its edge, seen slightly from the side: the back edge is drawn first, the body of
 * the band is built from stacked strokes between the two edges, and the front edge gets highlights.
 */
export function band(defs: Defs, o: BandOptions): string {
  const metal = metals[o.tone];
  const parts: string[] = [];
  const steps = Math.max(6, Math.round(Math.abs(o.depth) / 3));
  const body = defs.linearUser(
    [
      [0, metal.dark],
      [0.3, metal.mid],
      [0.55, metal.light],
      [0.75, metal.mid],
      [1, metal.deep],
    ],
    o.cx - o.rx,
    o.cy - o.ry,
    o.cx + o.rx,
    o.cy + o.ry,
  );
  const [ux, uy] = o.depthAxis === 'y' ? [0, 1] : [1, 0];
  for (let i = steps; i >= 1; i--) {
    const t = i / steps;
    parts.push(
      ellipse(o.cx + o.depth * t * ux, o.cy + o.depth * t * uy, o.rx, o.ry, {
        fill: 'none',
        stroke: i === steps ? mix(metal.dark, metal.deep, 0.4) : body,
        'stroke-width': o.thickness,
      }),
    );
  }
  const front = defs.linearUser(metalStops(metal), o.cx - o.rx, o.cy - o.ry * 0.9, o.cx + o.rx * 0.8, o.cy + o.ry);
  parts.push(ellipse(o.cx, o.cy, o.rx, o.ry, { fill: 'none', stroke: front, 'stroke-width': o.thickness }));
  // Rim lines give the band a crisp edge.
  parts.push(ellipse(o.cx, o.cy, o.rx + o.thickness / 2, o.ry + o.thickness / 2, { fill: 'none', stroke: metal.deep, 'stroke-opacity': 0.35, 'stroke-width': 1.5 }));
  parts.push(ellipse(o.cx, o.cy, o.rx - o.thickness / 2, o.ry - o.thickness / 2, { fill: 'none', stroke: metal.deep, 'stroke-opacity': 0.3, 'stroke-width': 1.5 }));
  const shine = o.finish === 'brushed' ? 0.35 : 0.8;
  // A long soft highlight on the upper left and a short one on the lower right.
  parts.push(arc(o.cx - o.thickness * 0.12, o.cy - o.thickness * 0.05, o.rx, o.ry, 200, 265, { stroke: metal.highlight, 'stroke-width': o.thickness * 0.22, 'stroke-linecap': 'round', 'stroke-opacity': shine, fill: 'none' }));
  parts.push(arc(o.cx + o.thickness * 0.08, o.cy, o.rx, o.ry, 20, 55, { stroke: metal.highlight, 'stroke-width': o.thickness * 0.16, 'stroke-linecap': 'round', 'stroke-opacity': shine * 0.8, fill: 'none' }));
  return parts.join('');
}

/** An elliptical arc from angle a0 to a1 (degrees, 0 = right, clockwise on screen). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, extra: Record<string, string | number>): string {
  const p = (a: number) => [cx + rx * Math.cos((a * Math.PI) / 180), cy + ry * Math.sin((a * Math.PI) / 180)] as const;
  const [x0, y0] = p(a0);
  const [x1, y1] = p(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return path(`M${n(x0)} ${n(y0)} A${n(rx)} ${n(ry)} 0 ${large} 1 ${n(x1)} ${n(y1)}`, extra);
}

/**
 * A brilliant-cut stone seen from the side, girdle centred at (cx, cy) with the given width. The crown
 * is split into facets with alternating light, the pavilion into darker ones.
 */
export function faceted(defs: Defs, kind: StoneKind, cx: number, cy: number, width: number): string {
  const s = stones[kind];
  const w = width / 2;
  const table = w * 0.55;
  const crown = width * 0.26;
  const pavilion = width * 0.5;
  const parts: string[] = [];
  const crownFill = defs.linear([[0, s.light], [0.5, s.glint], [1, s.mid]], 90);
  parts.push(polygon([[cx - w, cy], [cx - table, cy - crown], [cx + table, cy - crown], [cx + w, cy]], { fill: crownFill }));
  const crownFacets: [number, number, string, number][] = [
    [-w, -table, s.mid, 0.55],
    [-table, -table * 0.3, s.glint, 0.7],
    [-table * 0.3, table * 0.3, s.light, 0.6],
    [table * 0.3, table, s.mid, 0.45],
    [table, w, s.deep, 0.4],
  ];
  for (const [a, b, colour, opacity] of crownFacets) {
    const topA = Math.max(-table, Math.min(table, a));
    const topB = Math.max(-table, Math.min(table, b));
    parts.push(polygon([[cx + a, cy], [cx + topA, cy - crown], [cx + topB, cy - crown], [cx + b, cy]], { fill: colour, 'fill-opacity': opacity }));
  }
  const pavilionFill = defs.linear([[0, s.deep], [0.45, s.mid], [0.6, s.light], [1, s.deep]], 0);
  parts.push(polygon([[cx - w, cy], [cx + w, cy], [cx, cy + pavilion]], { fill: pavilionFill }));
  const pav: [number, string, number][] = [
    [-0.6, s.glint, 0.55],
    [-0.15, s.deep, 0.45],
    [0.3, s.light, 0.5],
  ];
  for (const [at, colour, opacity] of pav) {
    parts.push(polygon([[cx + w * at, cy], [cx + w * (at + 0.35), cy], [cx, cy + pavilion]], { fill: colour, 'fill-opacity': opacity }));
  }
  parts.push(path(`M${n(cx - w)} ${n(cy)} L${n(cx + w)} ${n(cy)}`, { stroke: s.glint, 'stroke-width': 2, 'stroke-opacity': 0.8 }));
  parts.push(polygon([[cx - w, cy], [cx - table, cy - crown], [cx + table, cy - crown], [cx + w, cy], [cx, cy + pavilion]], { fill: 'none', stroke: s.deep, 'stroke-opacity': 0.35, 'stroke-width': 1.5, 'stroke-linejoin': 'round' }));
  return group(parts.join(''));
}

/** A round cabochon-like stone seen from the front (for studs, pendants and signets). */
export function roundStone(defs: Defs, kind: StoneKind, cx: number, cy: number, r: number): string {
  const s = stones[kind];
  const body = defs.radial([[0, s.glint], [0.35, s.light], [0.75, s.mid], [1, s.deep]], 0.38, 0.34, 0.7);
  const parts = [ellipse(cx, cy, r, r, { fill: body })];
  const spokes = 8;
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * Math.PI * 2 + Math.PI / 8;
    const b = a + Math.PI / spokes;
    parts.push(
      polygon(
        [
          [cx + Math.cos(a) * r * 0.5, cy + Math.sin(a) * r * 0.5],
          [cx + Math.cos(a) * r, cy + Math.sin(a) * r],
          [cx + Math.cos(b) * r, cy + Math.sin(b) * r],
        ],
        { fill: i % 2 === 0 ? s.glint : s.deep, 'fill-opacity': i % 2 === 0 ? 0.32 : 0.22 },
      ),
    );
  }
  parts.push(polygon(Array.from({ length: 8 }, (_, i) => [cx + Math.cos((i / 8) * Math.PI * 2 + Math.PI / 8) * r * 0.5, cy + Math.sin((i / 8) * Math.PI * 2 + Math.PI / 8) * r * 0.5] as const), { fill: s.light, 'fill-opacity': 0.55, stroke: s.glint, 'stroke-opacity': 0.5, 'stroke-width': 1 }));
  parts.push(ellipse(cx - r * 0.3, cy - r * 0.35, r * 0.22, r * 0.12, { fill: '#ffffff', 'fill-opacity': 0.75, transform: `rotate(-30 ${n(cx - r * 0.3)} ${n(cy - r * 0.35)})` }));
  return group(parts.join(''));
}

export type RingStyle = 'band' | 'wide' | 'dome' | 'solitaire' | 'trilogy' | 'signet' | 'pair' | 'eternity';

export interface RingSpec {
  style: RingStyle;
  tone: MetalTone;
  stone?: StoneKind;
  cx?: number;
  cy?: number;
  scale?: number;
}

/** A ring standing on its edge; about 420 × 560 units at scale 1, resting on y = cy + 225·scale. */
export function ring(defs: Defs, spec: RingSpec): string {
  const cx = spec.cx ?? 500;
  const cy = spec.cy ?? 560;
  const k = spec.scale ?? 1;
  const stone = spec.stone ?? 'diamond';
  switch (spec.style) {
    case 'band':
      return band(defs, { cx, cy, rx: 175 * k, ry: 215 * k, thickness: 26 * k, depth: 60 * k, tone: spec.tone });
    case 'wide':
      return band(defs, { cx, cy, rx: 175 * k, ry: 210 * k, thickness: 40 * k, depth: 115 * k, tone: spec.tone, finish: 'brushed' });
    case 'dome':
      return band(defs, { cx, cy, rx: 170 * k, ry: 210 * k, thickness: 46 * k, depth: 75 * k, tone: spec.tone });
    case 'pair':
      return (
        band(defs, { cx: cx - 95 * k, cy: cy + 10 * k, rx: 155 * k, ry: 190 * k, thickness: 30 * k, depth: 80 * k, tone: spec.tone, finish: 'brushed' }) +
        band(defs, { cx: cx + 115 * k, cy: cy + 40 * k, rx: 130 * k, ry: 160 * k, thickness: 22 * k, depth: 55 * k, tone: spec.tone })
      );
    case 'eternity': {
      const rx = 175 * k;
      const ry = 215 * k;
      const base = band(defs, { cx, cy, rx, ry, thickness: 34 * k, depth: 55 * k, tone: spec.tone });
      const gems: string[] = [];
      for (let a = 208; a <= 332; a += 10) {
        const r = (a * Math.PI) / 180;
        const x = cx + rx * Math.cos(r);
        const y = cy + ry * Math.sin(r);
        const foreshortening = 0.6 + 0.4 * Math.abs(Math.sin(r));
        gems.push(roundStone(defs, stone, x, y, 13 * k * foreshortening));
      }
      return base + gems.join('');
    }
    case 'signet':
      return signet(defs, cx, cy, k, spec.tone, spec.stone);
    case 'solitaire':
      return solitaire(defs, cx, cy, k, spec.tone, stone, false);
    case 'trilogy':
      return solitaire(defs, cx, cy, k, spec.tone, stone, true);
  }
}

function claw(defs: Defs, tone: MetalTone, x: number, bottom: number, top: number, width: number): string {
  const metal = metals[tone];
  const fill = defs.linear([[0, metal.dark], [0.45, metal.highlight], [1, metal.mid]], 0);
  const w = width / 2;
  return (
    path(`M${n(x - w)} ${n(bottom)} L${n(x - w * 0.7)} ${n(top)} Q${n(x)} ${n(top - w * 1.4)} ${n(x + w * 0.7)} ${n(top)} L${n(x + w)} ${n(bottom)} Z`, { fill }) +
    ellipse(x - w * 0.15, top - w * 0.2, w * 0.3, w * 0.5, { fill: metal.highlight, 'fill-opacity': 0.8 })
  );
}

function solitaire(defs: Defs, cx: number, cy: number, k: number, tone: MetalTone, stone: StoneKind, trilogy: boolean): string {
  const metal = metals[tone];
  const rx = 150 * k;
  const ry = 185 * k;
  const bandCy = cy + 40 * k;
  const top = bandCy - ry;
  const gemWidth = (trilogy ? 150 : 185) * k;
  const crown = gemWidth * 0.26;
  const girdle = top - gemWidth * 0.42;
  const parts = [band(defs, { cx, cy: bandCy, rx, ry, thickness: 20 * k, depth: 46 * k, tone })];
  // Cathedral shoulders sweeping up from the band into the setting.
  const shoulder = defs.linear(metalStops(metal), 10);
  parts.push(
    path(
      `M${n(cx - 78 * k)} ${n(top + 22 * k)} C${n(cx - 55 * k)} ${n(top - 5 * k)} ${n(cx - gemWidth * 0.42)} ${n(girdle + 50 * k)} ${n(cx - gemWidth * 0.3)} ${n(girdle + 14 * k)} L${n(cx + gemWidth * 0.3)} ${n(girdle + 14 * k)} C${n(cx + gemWidth * 0.42)} ${n(girdle + 50 * k)} ${n(cx + 55 * k)} ${n(top - 5 * k)} ${n(cx + 78 * k)} ${n(top + 22 * k)} Z`,
      { fill: shoulder },
    ),
  );
  parts.push(ellipse(cx, girdle + 16 * k, gemWidth * 0.32, 7 * k, { fill: metal.deep, 'fill-opacity': 0.35 }));
  if (trilogy) {
    for (const side of [-1, 1]) {
      const x = cx + side * gemWidth * 0.62;
      const w = gemWidth * 0.5;
      parts.push(faceted(defs, 'diamond', x, girdle + 26 * k, w));
      parts.push(claw(defs, tone, x + side * w * 0.46, girdle + 34 * k, girdle + 18 * k - w * 0.2, 9 * k));
    }
  }
  parts.push(faceted(defs, stone, cx, girdle, gemWidth));
  for (const at of [-0.47, -0.2, 0.2, 0.47]) {
    const x = cx + gemWidth * at;
    parts.push(claw(defs, tone, x, girdle + 22 * k, girdle - crown * (Math.abs(at) > 0.3 ? 0.45 : 0.75), 13 * k));
  }
  parts.push(sparkle(cx - gemWidth * 0.16, girdle - crown * 0.7, 30 * k));
  parts.push(sparkle(cx + gemWidth * 0.28, girdle + gemWidth * 0.12, 15 * k, 0.75));
  return parts.join('');
}
function signet(defs: Defs, cx: number, cy: number, k: number, tone: MetalTone, stone: StoneKind | undefined): string {
  const metal = metals[tone];
  const rx = 170 * k;
  const ry = 200 * k;
  const parts = [band(defs, { cx, cy: cy + 30 * k, rx, ry, thickness: 36 * k, depth: 80 * k, tone })];
  const top = cy + 30 * k - ry;
  // The head: an oval plate on a short shoulder.
  const shoulder = defs.linear(metalStops(metal), 0);
  parts.push(path(`M${n(cx - 110 * k)} ${n(top + 10 * k)} Q${n(cx)} ${n(top + 70 * k)} ${n(cx + 110 * k)} ${n(top + 10 * k)} L${n(cx + 95 * k)} ${n(top - 40 * k)} L${n(cx - 95 * k)} ${n(top - 40 * k)} Z`, { fill: shoulder }));
  const face = defs.linear([[0, metal.mid], [0.35, metal.highlight], [0.6, metal.light], [1, metal.dark]], 20);
  parts.push(ellipse(cx, top - 42 * k, 100 * k, 36 * k, { fill: face, stroke: metal.deep, 'stroke-opacity': 0.4, 'stroke-width': 2 }));
  if (stone) {
    const s = stones[stone];
    const fill = defs.linear([[0, s.light], [0.4, s.mid], [1, s.deep]], 70);
    parts.push(ellipse(cx, top - 42 * k, 76 * k, 24 * k, { fill }));
    parts.push(ellipse(cx - 30 * k, top - 50 * k, 24 * k, 5 * k, { fill: '#ffffff', 'fill-opacity': 0.45 }));
  } else {
    parts.push(ellipse(cx, top - 42 * k, 60 * k, 18 * k, { fill: 'none', stroke: metal.dark, 'stroke-opacity': 0.5, 'stroke-width': 3 * k }));
  }
  return parts.join('');
}
