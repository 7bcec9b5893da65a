/**
 * Necklaces: a chain hanging in a soft U from the top of the frame (with or without a pendant), a
 * pearl strand laid in a circle with its clasp.
 */
import { alongEllipse, alongPath, type Point } from './geometry';
import { chain, clasp, pearls, type ChainStyle } from './draw-chains';
import { pendant, type PendantShape } from './draw-pendants';
import type { MetalTone, StoneKind } from './palettes';
import type { Defs } from './svg';

export interface NecklaceSpec {
  style: 'pendant' | 'chain' | 'pearls' | 'graduated';
  tone: MetalTone;
  chain?: ChainStyle;
  shape?: PendantShape;
  stone?: StoneKind;
  /** Depth of the U (how far the chain hangs into the frame). */
  drop?: number;
}

export function necklaceCurve(drop: number, spread = 250): Point[] {
  const bottom = 40 + drop;
  return [
    [500 - spread, -40],
    [500 - spread, bottom * 0.55],
    [500 - spread * 0.52, bottom],
    [500, bottom],
    [500 + spread * 0.52, bottom],
    [500 + spread, bottom * 0.55],
    [500 + spread, -40],
  ];
}

/** The necklace hanging in the frame, or along `curve` (cubic chain ending at the pendant's point). */
export function necklace(defs: Defs, spec: NecklaceSpec, curve?: Point[]): string {
  if (spec.style === 'pearls' || spec.style === 'graduated') {
    const placed = alongEllipse(500, 490, 280, 250, 38, 270 + 7);
    const strand = placed.slice(0, placed.length - 1);
    const size = spec.style === 'graduated' ? (i: number, count: number) => 0.55 + 0.6 * Math.sin((i / count) * Math.PI) : () => 1;
    const shadow = `<ellipse cx="506" cy="502" rx="280" ry="250" fill="none" stroke="#5a4a3a" stroke-opacity="0.1" stroke-width="30"/>`;
    return shadow + pearls(defs, strand, 19, size) + clasp(defs, spec.tone, 474, 240, 30, 0);
  }
  const drop = spec.drop ?? (spec.style === 'pendant' ? 500 : 640);
  const line = curve ?? necklaceCurve(drop);
  const lowest = line.reduce((max, point) => Math.max(max, point[1]), 0);
  const style = spec.chain ?? (spec.style === 'pendant' ? 'cable' : 'curb');
  const link = spec.style === 'pendant' ? (style === 'ball' ? 15 : 18) : style === 'ball' ? 20 : 30;
  const placed = alongPath(line, link);
  let body = chain(defs, spec.tone, placed, style, link);
  if (spec.style === 'pendant') body += pendant(defs, spec.tone, spec.shape ?? 'heart', 500, lowest - 5, curve ? 170 : 250, spec.stone);
  return body;
}
