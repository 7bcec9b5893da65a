/**
 * Chains and pearl strands laid along a curve: shared by necklaces, bracelets, keyrings and watches.
 * Gradients are in bounding-box units so one definition gives every link or pearl its own highlight.
 */
import type { Placed } from './geometry';
import { metals, pearl, type MetalTone } from './palettes';
import { Defs, ellipse, n } from './svg';

export type ChainStyle = 'cable' | 'curb' | 'ball' | 'figaro' | 'paperclip';

export function chain(defs: Defs, tone: MetalTone, placed: readonly Placed[], style: ChainStyle, linkLength: number): string {
  const metal = metals[tone];
  const shine = defs.linear(
    [
      [0, metal.dark],
      [0.35, metal.light],
      [0.5, metal.highlight],
      [0.7, metal.mid],
      [1, metal.deep],
    ],
    60,
  );
  const ballFill = defs.radial(
    [
      [0, metal.highlight],
      [0.35, metal.light],
      [0.75, metal.mid],
      [1, metal.dark],
    ],
    0.35,
    0.32,
    0.75,
  );
  const links = (paint: string, widen: number, opacity: number): string => {
    const parts: string[] = [];
    const o = opacity < 1 ? ` stroke-opacity="${n(opacity)}"` : '';
    placed.forEach((p, i) => {
      const rotate = `rotate(${n(p.angle)} ${n(p.x)} ${n(p.y)})`;
      switch (style) {
        case 'ball':
          if (widen === 0) parts.push(ellipse(p.x, p.y, linkLength * 0.42, linkLength * 0.42, { fill: ballFill }));
          break;
        case 'paperclip': {
          const w = linkLength * 1.05;
          const h = linkLength * 0.34;
          parts.push(`<rect x="${n(p.x - w / 2)}" y="${n(p.y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="none" stroke="${paint}"${o} stroke-width="${n(linkLength * 0.1 + widen)}" transform="${rotate}"/>`);
          break;
        }
        case 'figaro': {
          const long = i % 4 === 3;
          const rx = long ? linkLength * 0.95 : linkLength * 0.6;
          parts.push(`<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${n(rx)}" ry="${n(linkLength * 0.3)}" fill="none" stroke="${paint}"${o} stroke-width="${n(linkLength * 0.14 + widen)}" transform="${rotate}"/>`);
          break;
        }
        case 'curb':
        case 'cable': {
          const flat = style === 'curb' ? 0.38 : 0.3;
          if (i % 2 === 0) {
            parts.push(`<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${n(linkLength * 0.64)}" ry="${n(linkLength * flat)}" fill="none" stroke="${paint}"${o} stroke-width="${n(linkLength * (style === 'curb' ? 0.2 : 0.15) + widen)}" transform="${rotate}"/>`);
          } else {
            parts.push(`<ellipse cx="${n(p.x)}" cy="${n(p.y)}" rx="${n(linkLength * 0.62 + widen / 2)}" ry="${n(linkLength * 0.1 + widen / 2)}" fill="${paint}"${opacity < 1 ? ` fill-opacity="${n(opacity)}"` : ''} transform="${rotate}"/>`);
          }
          break;
        }
      }
    });
    return parts.join('');
  };
  // A dark outline under the links keeps pale metals readable on pale backdrops.
  return links(metal.deep, Math.max(1.5, linkLength * 0.06), 0.35) + links(shine, 0, 1);
}

/** Pearls along a curve; `sizeAt` scales each pearl by its position (graduated strands). */
export function pearls(defs: Defs, placed: readonly Placed[], radius: number, sizeAt: (index: number, count: number) => number = () => 1): string {
  const body = defs.radial(
    [
      [0, pearl.light],
      [0.45, pearl.mid],
      [0.8, pearl.blush],
      [1, pearl.deep],
    ],
    0.36,
    0.32,
    0.72,
  );
  return placed
    .map((p, i) => {
      const r = radius * sizeAt(i, placed.length);
      return ellipse(p.x, p.y, r, r, { fill: body }) + ellipse(p.x - r * 0.32, p.y - r * 0.36, r * 0.26, r * 0.18, { fill: '#ffffff', 'fill-opacity': 0.85 });
    })
    .join('');
}

/** A single pearl with its highlight. */
export function pearlBall(defs: Defs, cx: number, cy: number, r: number): string {
  return pearls(defs, [{ x: cx, y: cy, angle: 0 }], r);
}

/** A lobster clasp with its jump ring, pointing along `angle`. */
export function clasp(defs: Defs, tone: MetalTone, x: number, y: number, size: number, angle: number): string {
  const metal = metals[tone];
  const fill = defs.linear([[0, metal.dark], [0.4, metal.highlight], [1, metal.mid]], 80);
  return (
    `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">` +
    `<path d="M${n(x)} ${n(y - size * 0.35)} C${n(x + size * 1.1)} ${n(y - size * 0.55)} ${n(x + size * 1.3)} ${n(y + size * 0.5)} ${n(x + size * 0.2)} ${n(y + size * 0.38)} C${n(x - size * 0.15)} ${n(y + size * 0.3)} ${n(x - size * 0.15)} ${n(y - size * 0.3)} ${n(x)} ${n(y - size * 0.35)}Z" fill="${fill}"/>` +
    ellipse(x - size * 0.35, y, size * 0.3, size * 0.3, { fill: 'none', stroke: fill, 'stroke-width': size * 0.12 }) +
    `</g>`
  );
}
