/**
 * Bracelets laid flat: chain bracelets with a clasp, tennis bracelets with a row of stones, bangles
 * (alone or stacked), pearl strands and wrapped leather cords.
 */
import { alongEllipse } from './geometry';
import { chain, clasp, pearls, type ChainStyle } from './draw-chains';
import { band, roundStone } from './draw-rings';
import { metals, metalStops, textiles, type MetalTone, type StoneKind, type TextileTone } from './palettes';
import { Defs, ellipse, n } from './svg';

export interface BraceletSpec {
  style: 'chain' | 'tennis' | 'bangle' | 'stack' | 'pearls' | 'leather';
  tone: MetalTone;
  chain?: ChainStyle;
  stone?: StoneKind;
  leather?: TextileTone;
}

const CX = 500;
const CY = 540;

export function bracelet(defs: Defs, spec: BraceletSpec): string {
  const metal = metals[spec.tone];
  switch (spec.style) {
    case 'chain': {
      const style = spec.chain ?? 'curb';
      const link = style === 'ball' ? 20 : 30;
      const placed = alongEllipse(CX, CY, 300, 190, link, 300).slice(0, -2);
      return chain(defs, spec.tone, placed, style, link) + clasp(defs, spec.tone, CX + 300 * Math.cos(-1.06) + 8, CY + 190 * Math.sin(-1.06) - 4, 34, -30);
    }
    case 'tennis': {
      const placed = alongEllipse(CX, CY, 290, 180, 34, 0);
      const settings = placed.map((p) => ellipse(p.x, p.y, 17, 17, { fill: defs.linear(metalStops(metal), 45) })).join('');
      const gems = placed.map((p) => roundStone(defs, spec.stone ?? 'diamond', p.x, p.y, 13)).join('');
      return `<ellipse cx="${CX + 6}" cy="${CY + 12}" rx="290" ry="180" fill="none" stroke="#5a4a3a" stroke-opacity="0.1" stroke-width="34"/>` + settings + gems;
    }
    case 'bangle':
      return band(defs, { cx: CX, cy: CY - 20, rx: 290, ry: 140, thickness: 26, depth: 60, depthAxis: 'y', tone: spec.tone });
    case 'stack':
      return (
        band(defs, { cx: CX - 40, cy: CY - 80, rx: 260, ry: 120, thickness: 18, depth: 46, depthAxis: 'y', tone: spec.tone }) +
        band(defs, { cx: CX + 10, cy: CY - 10, rx: 270, ry: 126, thickness: 22, depth: 54, depthAxis: 'y', tone: spec.tone }) +
        band(defs, { cx: CX + 40, cy: CY + 70, rx: 260, ry: 120, thickness: 14, depth: 40, depthAxis: 'y', tone: spec.tone })
      );
    case 'pearls': {
      const placed = alongEllipse(CX, CY, 270, 175, 40, 280).slice(0, -1);
      return `<ellipse cx="${CX + 6}" cy="${CY + 12}" rx="270" ry="175" fill="none" stroke="#5a4a3a" stroke-opacity="0.1" stroke-width="36"/>` + pearls(defs, placed, 20) + clasp(defs, spec.tone, CX - 20, CY - 178, 28, 0);
    }
    case 'leather': {
      const leather = textiles[spec.leather ?? 'brown'];
      const strap = (ry: number, dy: number) =>
        ellipse(CX, CY + dy, 290, ry, { fill: 'none', stroke: leather.dark, 'stroke-width': 30 }) +
        ellipse(CX, CY + dy - 3, 290, ry, { fill: 'none', stroke: leather.mid, 'stroke-width': 22 }) +
        ellipse(CX, CY + dy - 3, 290, ry, { fill: 'none', stroke: leather.light, 'stroke-opacity': 0.6, 'stroke-width': 2, 'stroke-dasharray': '10 8' });
      const buckle = defs.linear(metalStops(metal), 0);
      return (
        strap(175, 0) +
        strap(160, 26) +
        `<rect x="${CX - 55}" y="${CY + 160}" width="110" height="56" rx="14" fill="${buckle}" stroke="${metal.deep}" stroke-opacity="0.4" stroke-width="2"/>` +
        `<rect x="${CX - 40}" y="${CY + 172}" width="80" height="10" rx="5" fill="${metal.highlight}" fill-opacity="0.7"/>` +
        `<rect x="${n(CX - 55)}" y="${CY + 198}" width="110" height="4" fill="${metal.deep}" fill-opacity="0.3"/>`
      );
    }
  }
}
