/**
 * Accessories: velvet jewellery boxes, keyrings with a charm, folded silk scarves, pearl hair slides and
 * jewellery care (polishing cloth and cleaning jar).
 */
import { alongPath } from './geometry';
import { chain, pearls } from './draw-chains';
import { pendant, type PendantShape } from './draw-pendants';
import { band, ring } from './draw-rings';
import { metals, metalStops, textiles, type MetalTone, type TextileTone } from './palettes';
import { Defs, ellipse, mix, n, path, polygon } from './svg';

export interface AccessorySpec {
  style: 'ring-box' | 'case' | 'keyring' | 'scarf' | 'hair-slide' | 'care';
  /** Colour of velvet, silk or leather. */
  colour: TextileTone;
  tone: MetalTone;
  charm?: PendantShape;
}

function velvet(defs: Defs, colour: TextileTone, angle = 90): string {
  const t = textiles[colour];
  return defs.linear([[0, t.light], [0.5, t.mid], [1, t.dark]], angle);
}

function ringBox(defs: Defs, spec: AccessorySpec): string {
  const t = textiles[spec.colour];
  const metal = metals[spec.tone];
  const parts: string[] = [];
  // Lid standing open behind the box, lined in satin.
  parts.push(path('M300 470 L330 250 Q500 215 670 250 L700 470 Z', { fill: velvet(defs, spec.colour, 100) }));
  parts.push(path('M330 455 L352 280 Q500 250 648 280 L670 455 Z', { fill: defs.linear([[0, '#fbf6ef'], [1, '#e7ddd0']], 90) }));
  parts.push(path('M360 300 Q500 272 640 300', { fill: 'none', stroke: metal.mid, 'stroke-width': 3 }));
  // Box body: top opening with cushion, front face.
  parts.push(polygon([[290, 470], [710, 470], [740, 540], [260, 540]], { fill: mix(t.dark, '#000000', 0.15) }));
  parts.push(polygon([[312, 478], [688, 478], [712, 532], [288, 532]], { fill: velvet(defs, spec.colour, 90) }));
  parts.push(path('M300 505 Q500 520 700 505', { fill: 'none', stroke: t.dark, 'stroke-width': 6, 'stroke-opacity': 0.7 }));
  parts.push(`<rect x="260" y="540" width="480" height="220" rx="18" fill="${velvet(defs, spec.colour, 90)}"/>`);
  parts.push(`<rect x="260" y="540" width="480" height="18" fill="${t.dark}" fill-opacity="0.35"/>`);
  parts.push(`<rect x="470" y="548" width="60" height="22" rx="4" fill="${defs.linear(metalStops(metal), 0)}"/>`);
  // The ring sitting in the cushion.
  parts.push(ring(defs, { style: 'solitaire', tone: spec.tone, cx: 490, cy: 395, scale: 0.48 }));
  return parts.join('');
}

function jewelleryCase(defs: Defs, spec: AccessorySpec): string {
  const t = textiles[spec.colour];
  const metal = metals[spec.tone];
  const trim = defs.linear(metalStops(metal), 0);
  return (
    polygon([[230, 420], [770, 420], [820, 500], [180, 500]], { fill: velvet(defs, spec.colour, 90) }) +
    path('M200 470 L800 470', { stroke: t.light, 'stroke-opacity': 0.5, 'stroke-width': 3, 'stroke-dasharray': '8 7' }) +
    `<rect x="180" y="500" width="640" height="260" rx="14" fill="${velvet(defs, spec.colour, 90)}"/>` +
    `<rect x="180" y="500" width="640" height="14" fill="${t.dark}" fill-opacity="0.4"/>` +
    `<rect x="200" y="620" width="600" height="4" fill="${t.dark}" fill-opacity="0.4"/>` +
    `<rect x="220" y="530" width="560" height="3" fill="${t.light}" fill-opacity="0.35"/>` +
    `<rect x="470" y="580" width="60" height="16" rx="8" fill="${trim}"/>` +
    `<rect x="470" y="676" width="60" height="16" rx="8" fill="${trim}"/>` +
    `<rect x="480" y="492" width="40" height="30" rx="6" fill="${trim}"/>`
  );
}

function keyring(defs: Defs, spec: AccessorySpec): string {
  const curve = alongPath([[500, 330], [520, 420], [480, 470], [500, 560]], 22);
  return (
    band(defs, { cx: 500, cy: 250, rx: 105, ry: 105, thickness: 14, depth: 8, tone: spec.tone }) +
    chain(defs, spec.tone, curve, 'cable', 22) +
    pendant(defs, spec.tone, spec.charm ?? 'heart', 500, 545, 300)
  );
}

function scarf(defs: Defs, spec: AccessorySpec): string {
  const t = textiles[spec.colour];
  const contrast = mix(t.light, '#ffffff', 0.6);
  // A long silk scarf laid in a soft S, striped, with a hemmed border and fringed ends.
  const d = 'M210 330 C420 300 560 380 520 500 C480 620 330 600 360 700 C385 780 600 790 790 740';
  const parts = [
    path(d, { fill: 'none', stroke: mix(t.dark, '#3a2a1a', 0.3), 'stroke-opacity': 0.18, 'stroke-width': 170, transform: 'translate(10 16)' }),
    path(d, { fill: 'none', stroke: contrast, 'stroke-width': 160 }),
    path(d, { fill: 'none', stroke: t.mid, 'stroke-width': 136 }),
    path(d, { fill: 'none', stroke: contrast, 'stroke-opacity': 0.45, 'stroke-width': 136, 'stroke-dasharray': '6 40' }),
    path(d, { fill: 'none', stroke: t.dark, 'stroke-opacity': 0.3, 'stroke-width': 136, 'stroke-dasharray': '3 43', 'stroke-dashoffset': '-16' }),
    // Shading where the silk turns.
    path('M470 430 C540 480 520 560 450 590', { fill: 'none', stroke: t.dark, 'stroke-opacity': 0.25, 'stroke-width': 60, 'stroke-linecap': 'round' }),
    path('M360 650 C350 700 380 740 430 760', { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.18, 'stroke-width': 50, 'stroke-linecap': 'round' }),
  ];
  const fringe = (x: number, y: number, angle: number) => {
    const strands: string[] = [];
    for (let i = -7; i <= 7; i++) {
      const a = (angle * Math.PI) / 180;
      const ox = x + Math.cos(a + Math.PI / 2) * i * 10;
      const oy = y + Math.sin(a + Math.PI / 2) * i * 10;
      strands.push(`M${n(ox)} ${n(oy)} l${n(Math.cos(a) * 34)} ${n(Math.sin(a) * 34)}`);
    }
    return path(strands.join(' '), { stroke: t.mid, 'stroke-width': 4, 'stroke-linecap': 'round' });
  };
  parts.push(fringe(212, 330, 182), fringe(788, 740, -14));
  return parts.join('');
}

function hairSlide(defs: Defs, spec: AccessorySpec): string {
  const metal = metals[spec.tone];
  const placed = alongPath([[240, 540], [390, 470], [610, 470], [760, 540]], 44);
  return (
    path('M200 575 C380 490 620 490 800 575 L790 600 C620 520 380 520 210 600 Z', { fill: defs.linear(metalStops(metal), 90) }) +
    path('M260 600 C420 545 580 545 740 600', { fill: 'none', stroke: metal.dark, 'stroke-opacity': 0.6, 'stroke-width': 5 }) +
    pearls(defs, placed, 22)
  );
}

function care(defs: Defs, spec: AccessorySpec): string {
  const t = textiles[spec.colour];
  const cloth = path('M180 600 L560 560 L640 740 L250 790 Z', { fill: velvet(defs, spec.colour, 60) });
  const fold = path('M215 700 L600 655', { stroke: t.dark, 'stroke-opacity': 0.25, 'stroke-width': 6 });
  const jar =
    `<rect x="560" y="380" width="220" height="280" rx="26" fill="${defs.linear([[0, '#e9eef2'], [0.3, '#ffffff'], [0.7, '#dfe6eb'], [1, '#b9c3cb']], 0)}"/>` +
    `<rect x="560" y="470" width="220" height="110" fill="${defs.linear([[0, t.mid], [1, t.dark]], 0)}"/>` +
    `<rect x="548" y="330" width="244" height="70" rx="14" fill="${defs.linear(metalStops(metals[spec.tone]), 0)}"/>` +
    `<rect x="585" y="395" width="18" height="240" rx="9" fill="#ffffff" fill-opacity="0.55"/>`;
  return cloth + fold + jar + ring(defs, { style: 'band', tone: spec.tone, cx: 370, cy: 560, scale: 0.42 });
}

export function accessory(defs: Defs, spec: AccessorySpec): string {
  switch (spec.style) {
    case 'ring-box':
      return ringBox(defs, spec);
    case 'case':
      return jewelleryCase(defs, spec);
    case 'keyring':
      return keyring(defs, spec);
    case 'scarf':
      return scarf(defs, spec);
    case 'hair-slide':
      return hairSlide(defs, spec);
    case 'care':
      return care(defs, spec);
  }
}
