/**
 * Pendants and charms: hearts, coins, drops, stars, bars, lockets, moons, pearls and set stones. Each
 * hangs from its bail at (x, y) and is about `size` units tall.
 */
import { pearlBall } from './draw-chains';
import { roundStone } from './draw-rings';
import { metals, metalStops, type MetalTone, type StoneKind } from './palettes';
import { Defs, ellipse, n, path } from './svg';
import { sparkle } from './studio';

export type PendantShape = 'heart' | 'coin' | 'drop' | 'star' | 'bar' | 'locket' | 'moon' | 'pearl' | 'gem';

function bail(defs: Defs, tone: MetalTone, x: number, y: number, size: number): string {
  const metal = metals[tone];
  return ellipse(x, y + size * 0.06, size * 0.05, size * 0.08, { fill: 'none', stroke: defs.linear(metalStops(metal), 90), 'stroke-width': size * 0.035 });
}

export function pendant(defs: Defs, tone: MetalTone, shape: PendantShape, x: number, y: number, size: number, stone: StoneKind = 'diamond'): string {
  const metal = metals[tone];
  const face = defs.linear(metalStops(metal), 40);
  const edge = { stroke: metal.deep, 'stroke-opacity': 0.35, 'stroke-width': size * 0.012 };
  const top = y + size * 0.14;
  const parts = [bail(defs, tone, x, y, size)];
  switch (shape) {
    case 'heart': {
      const w = size * 0.48;
      const h = size * 0.8;
      const d = `M${n(x)} ${n(top + h * 0.28)} C${n(x - w * 0.15)} ${n(top - h * 0.05)} ${n(x - w)} ${n(top - h * 0.02)} ${n(x - w)} ${n(top + h * 0.33)} C${n(x - w)} ${n(top + h * 0.62)} ${n(x - w * 0.3)} ${n(top + h * 0.8)} ${n(x)} ${n(top + h)} C${n(x + w * 0.3)} ${n(top + h * 0.8)} ${n(x + w)} ${n(top + h * 0.62)} ${n(x + w)} ${n(top + h * 0.33)} C${n(x + w)} ${n(top - h * 0.02)} ${n(x + w * 0.15)} ${n(top - h * 0.05)} ${n(x)} ${n(top + h * 0.28)}Z`;
      parts.push(path(d, { fill: face, ...edge }));
      parts.push(path(`M${n(x - w * 0.75)} ${n(top + h * 0.3)} C${n(x - w * 0.72)} ${n(top + h * 0.12)} ${n(x - w * 0.45)} ${n(top + h * 0.06)} ${n(x - w * 0.3)} ${n(top + h * 0.14)}`, { fill: 'none', stroke: metal.highlight, 'stroke-width': size * 0.04, 'stroke-linecap': 'round', 'stroke-opacity': 0.85 }));
      break;
    }
    case 'coin': {
      const r = size * 0.42;
      const cy = top + r;
      parts.push(ellipse(x, cy, r, r, { fill: face, ...edge }));
      parts.push(ellipse(x, cy, r * 0.82, r * 0.82, { fill: 'none', stroke: metal.dark, 'stroke-opacity': 0.45, 'stroke-width': size * 0.012 }));
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        const inner = r * 0.18;
        const outer = r * (i % 2 === 0 ? 0.62 : 0.45);
        parts.push(path(`M${n(x + Math.cos(a) * inner)} ${n(cy + Math.sin(a) * inner)} L${n(x + Math.cos(a) * outer)} ${n(cy + Math.sin(a) * outer)}`, { stroke: metal.dark, 'stroke-opacity': 0.5, 'stroke-width': size * 0.014, 'stroke-linecap': 'round' }));
      }
      parts.push(ellipse(x, cy, r * 0.14, r * 0.14, { fill: metal.dark, 'fill-opacity': 0.5 }));
      break;
    }
    case 'drop':
    case 'gem': {
      const w = size * 0.3;
      const h = size * 0.78;
      const d = `M${n(x)} ${n(top)} C${n(x + w * 0.5)} ${n(top + h * 0.25)} ${n(x + w * 1.1)} ${n(top + h * 0.5)} ${n(x + w)} ${n(top + h * 0.72)} C${n(x + w * 0.9)} ${n(top + h * 1.02)} ${n(x - w * 0.9)} ${n(top + h * 1.02)} ${n(x - w)} ${n(top + h * 0.72)} C${n(x - w * 1.1)} ${n(top + h * 0.5)} ${n(x - w * 0.5)} ${n(top + h * 0.25)} ${n(x)} ${n(top)}Z`;
      parts.push(path(d, { fill: face, ...edge }));
      if (shape === 'gem') parts.push(roundStone(defs, stone, x, top + h * 0.66, w * 0.78));
      else parts.push(path(`M${n(x - w * 0.55)} ${n(top + h * 0.55)} C${n(x - w * 0.6)} ${n(top + h * 0.4)} ${n(x - w * 0.3)} ${n(top + h * 0.22)} ${n(x - w * 0.1)} ${n(top + h * 0.12)}`, { fill: 'none', stroke: metal.highlight, 'stroke-width': size * 0.035, 'stroke-linecap': 'round' }));
      break;
    }
    case 'star': {
      const r = size * 0.42;
      const cy = top + r;
      const points = Array.from({ length: 10 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const radius = i % 2 === 0 ? r : r * 0.45;
        return `${n(x + Math.cos(a) * radius)},${n(cy + Math.sin(a) * radius)}`;
      });
      parts.push(`<polygon points="${points.join(' ')}" fill="${face}" stroke="${metal.deep}" stroke-opacity="0.35" stroke-width="${n(size * 0.012)}" stroke-linejoin="round"/>`);
      parts.push(sparkle(x - r * 0.2, cy - r * 0.25, size * 0.09, 0.8));
      break;
    }
    case 'bar': {
      const w = size * 0.13;
      const h = size * 0.85;
      parts.push(`<rect x="${n(x - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.2)}" fill="${defs.linear(metalStops(metal), 0)}"/>`);
      parts.push(`<rect x="${n(x - w * 0.28)}" y="${n(top + h * 0.08)}" width="${n(w * 0.12)}" height="${n(h * 0.8)}" fill="${metal.highlight}" fill-opacity="0.7"/>`);
      break;
    }
    case 'locket': {
      const rx = size * 0.34;
      const ry = size * 0.42;
      const cy = top + ry;
      parts.push(ellipse(x, cy, rx, ry, { fill: face, ...edge }));
      parts.push(ellipse(x, cy, rx * 0.8, ry * 0.82, { fill: 'none', stroke: metal.dark, 'stroke-opacity': 0.4, 'stroke-width': size * 0.012, 'stroke-dasharray': `${n(size * 0.02)} ${n(size * 0.02)}` }));
      parts.push(path(`M${n(x - rx * 0.35)} ${n(cy)} C${n(x - rx * 0.35)} ${n(cy - ry * 0.45)} ${n(x + rx * 0.35)} ${n(cy - ry * 0.45)} ${n(x + rx * 0.35)} ${n(cy)} C${n(x + rx * 0.35)} ${n(cy + ry * 0.45)} ${n(x - rx * 0.35)} ${n(cy + ry * 0.45)} ${n(x - rx * 0.35)} ${n(cy)}Z`, { fill: 'none', stroke: metal.dark, 'stroke-opacity': 0.45, 'stroke-width': size * 0.016 }));
      parts.push(ellipse(x - rx * 0.45, cy - ry * 0.45, rx * 0.18, ry * 0.1, { fill: '#ffffff', 'fill-opacity': 0.6, transform: `rotate(-35 ${n(x - rx * 0.45)} ${n(cy - ry * 0.45)})` }));
      break;
    }
    case 'moon': {
      const r = size * 0.42;
      const cy = top + r;
      // Outer circle minus an inner circle shifted right: intersections at (0.625r, ±0.78r).
      const ix = x + r * 0.625;
      const iy = r * 0.7806;
      parts.push(path(`M${n(ix)} ${n(cy - iy)} A${n(r)} ${n(r)} 0 1 0 ${n(ix)} ${n(cy + iy)} A${n(r * 0.8)} ${n(r * 0.8)} 0 1 1 ${n(ix)} ${n(cy - iy)}Z`, { fill: face, ...edge }));
      parts.push(roundStone(defs, stone, x - r * 0.62, cy + r * 0.1, r * 0.15));
      break;
    }
    case 'pearl': {
      const r = size * 0.32;
      parts.push(path(`M${n(x - r * 0.35)} ${n(top + r * 0.15)} Q${n(x)} ${n(top - r * 0.25)} ${n(x + r * 0.35)} ${n(top + r * 0.15)} L${n(x + r * 0.28)} ${n(top + r * 0.35)} L${n(x - r * 0.28)} ${n(top + r * 0.35)}Z`, { fill: face }));
      parts.push(pearlBall(defs, x, top + r * 1.25, r));
      break;
    }
  }
  return parts.join('');
}
