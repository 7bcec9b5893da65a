/**
 * Wristwatches seen from the front: strap or mesh bracelet running off the frame, polished case with
 * crown, a dial with indices and hands frozen at ten past ten, and a glass reflection.
 */
import { metals, metalStops, textiles, type MetalTone, type TextileTone } from './palettes';
import { Defs, ellipse, mix, n, path } from './svg';

export type DialColour = 'white' | 'navy' | 'green' | 'black' | 'champagne';

export interface WatchSpec {
  tone: MetalTone;
  strap: 'mesh' | TextileTone;
  dial: DialColour;
  /** Case radius; 28–42 mm watches map to about 130–190 units. */
  radius?: number;
  /** Strap length beyond the case; by default the strap runs off the frame. */
  strapLength?: number;
}

const DIALS: Record<DialColour, { centre: string; edge: string; ink: string }> = {
  white: { centre: '#fdfcfa', edge: '#e6e2dc', ink: '#2a2724' },
  navy: { centre: '#2c4a7a', edge: '#14233f', ink: '#f4efe6' },
  green: { centre: '#2f6a52', edge: '#143428', ink: '#f4efe6' },
  black: { centre: '#34353a', edge: '#0c0c0e', ink: '#f4efe6' },
  champagne: { centre: '#f6e8cd', edge: '#d9c196', ink: '#3b2f22' },
};

function strap(defs: Defs, spec: WatchSpec, cx: number, from: number, to: number, width: number): string {
  const down = to > from;
  const top = Math.min(from, to);
  const height = Math.abs(to - from);
  if (spec.strap === 'mesh') {
    const metal = metals[spec.tone];
    const fill = defs.linear(metalStops(metal), 0);
    const lines = Array.from({ length: Math.floor(height / 7) }, (_, i) => `<rect x="${n(cx - width / 2)}" y="${n(top + i * 7)}" width="${n(width)}" height="2" fill="${metal.deep}" fill-opacity="0.18"/>`).join('');
    return `<rect x="${n(cx - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" fill="${fill}"/>` + lines;
  }
  const leather = textiles[spec.strap];
  const shade = defs.linear(
    [
      [0, down ? leather.mid : mix(leather.dark, '#000000', 0.2)],
      [1, down ? mix(leather.dark, '#000000', 0.2) : leather.mid],
    ],
    90,
  );
  const body = `<rect x="${n(cx - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="${n(width * 0.08)}" fill="${shade}"/>`;
  const edge = defs.linear([[0, leather.dark, 0.6], [0.12, leather.dark, 0], [0.88, leather.dark, 0], [1, leather.dark, 0.6]], 0);
  const stitch = [-1, 1].map((side) => `<line x1="${n(cx + side * width * 0.38)}" y1="${n(top + 8)}" x2="${n(cx + side * width * 0.38)}" y2="${n(top + height - 8)}" stroke="${leather.light}" stroke-opacity="0.7" stroke-width="2.5" stroke-dasharray="9 7"/>`).join('');
  return body + `<rect x="${n(cx - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" fill="${edge}"/>` + stitch;
}

export function watch(defs: Defs, spec: WatchSpec, cx = 500, cy = 500): string {
  const metal = metals[spec.tone];
  const r = spec.radius ?? 170;
  const strapWidth = r * 0.95;
  const dial = DIALS[spec.dial];
  const parts: string[] = [];
  const reach = spec.strapLength;
  parts.push(strap(defs, spec, cx, cy - r * 0.7, reach === undefined ? -20 : cy - r * 0.7 - reach, strapWidth));
  parts.push(strap(defs, spec, cx, cy + r * 0.7, reach === undefined ? 1020 : cy + r * 0.7 + reach, strapWidth));
  // Lugs.
  const lugFill = defs.linear(metalStops(metal), 0);
  for (const sy of [-1, 1]) {
    for (const sx of [-1, 1]) {
      parts.push(`<rect x="${n(cx + sx * strapWidth * 0.5 - (sx > 0 ? r * 0.14 : 0))}" y="${n(cy + sy * r * 0.78 - (sy < 0 ? r * 0.32 : 0))}" width="${n(r * 0.14)}" height="${n(r * 0.32)}" rx="${n(r * 0.05)}" fill="${lugFill}"/>`);
    }
  }
  // Crown.
  parts.push(`<rect x="${n(cx + r * 0.98)}" y="${n(cy - r * 0.1)}" width="${n(r * 0.14)}" height="${n(r * 0.2)}" rx="${n(r * 0.04)}" fill="${lugFill}"/>`);
  for (let i = 1; i < 5; i++) parts.push(`<rect x="${n(cx + r * 1.0 + i * r * 0.025)}" y="${n(cy - r * 0.1)}" width="1.5" height="${n(r * 0.2)}" fill="${metal.deep}" fill-opacity="0.4"/>`);
  // Case and bezel.
  parts.push(ellipse(cx, cy, r, r, { fill: defs.linear(metalStops(metal), 130), stroke: metal.deep, 'stroke-opacity': 0.4, 'stroke-width': 2 }));
  parts.push(ellipse(cx, cy, r * 0.9, r * 0.9, { fill: metal.dark }));
  parts.push(ellipse(cx, cy, r * 0.87, r * 0.87, { fill: defs.radial([[0, dial.centre], [1, dial.edge]], 0.45, 0.4, 0.65) }));
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const hour = i % 5 === 0;
    const outer = r * 0.8;
    const inner = hour ? r * (i % 15 === 0 ? 0.62 : 0.68) : r * 0.76;
    parts.push(path(`M${n(cx + Math.sin(a) * inner)} ${n(cy - Math.cos(a) * inner)} L${n(cx + Math.sin(a) * outer)} ${n(cy - Math.cos(a) * outer)}`, { stroke: hour ? (spec.dial === 'white' ? metal.dark : metal.light) : dial.ink, 'stroke-width': hour ? r * 0.035 : 1.2, 'stroke-opacity': hour ? 1 : 0.5, 'stroke-linecap': 'round' }));
  }
  const hand = (angle: number, length: number, width: number, colour: string) => {
    const a = (angle * Math.PI) / 180;
    const tx = cx + Math.sin(a) * length;
    const ty = cy - Math.cos(a) * length;
    return path(`M${n(cx - Math.sin(a) * r * 0.08)} ${n(cy + Math.cos(a) * r * 0.08)} L${n(tx)} ${n(ty)}`, { stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });
  };
  const handColour = spec.dial === 'white' || spec.dial === 'champagne' ? metal.deep : metal.light;
  parts.push(hand(305, r * 0.48, r * 0.045, handColour));
  parts.push(hand(60, r * 0.7, r * 0.032, handColour));
  parts.push(hand(190, r * 0.74, 2, spec.dial === 'white' ? '#b0342c' : '#e3b35a'));
  parts.push(ellipse(cx, cy, r * 0.04, r * 0.04, { fill: handColour }));
  // Glass reflection.
  parts.push(path(`M${n(cx - r * 0.75)} ${n(cy - r * 0.25)} A${n(r * 0.82)} ${n(r * 0.82)} 0 0 1 ${n(cx + r * 0.3)} ${n(cy - r * 0.78)} L${n(cx + r * 0.1)} ${n(cy - r * 0.55)} A${n(r * 0.65)} ${n(r * 0.65)} 0 0 0 ${n(cx - r * 0.55)} ${n(cy - r * 0.1)}Z`, { fill: '#ffffff', 'fill-opacity': 0.12 }));
  return parts.join('');
}
