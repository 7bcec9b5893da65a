import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { MediaAsset, MediaRender } from '../catalogue-types';
import { SCENE_PALETTES, sceneLayout } from '../media-registry';
import { accessory, bracelet, defs, earrings, gift, necklace, ring, watch } from './jewellery-shapes';

/**
 * Renders the catalogue's images: product illustrations on a soft studio backdrop, and scenes (category
 * heroes, article headers, brand emblems) composed from the same shapes. SVG → WebP with sharp. Files
 * that already exist are kept, so a second start renders nothing.
 */

/** Product images are square; next/image serves smaller sizes from these. */
export const PRODUCT_SIZE = 800;

const BACKDROPS = [
  ['#fbf7f1', '#ece3d6'],
  ['#faf3ef', '#eadbd1'],
  ['#f6f7f7', '#dfe3e4'],
] as const;

function shape(productType: string, colour: string, stone: string | null, style: number, p: string): string {
  switch (productType) {
    case 'ring':
      return ring(p, stone, style);
    case 'necklace':
      return necklace(p, stone, style);
    case 'earring':
      return earrings(p, stone, style);
    case 'bracelet':
      return bracelet(p, stone, style, colour);
    case 'watch':
      return watch(p, style, colour);
    case 'gift':
      return gift(p);
    default:
      return accessory(p, style);
  }
}

function productSvg(render: Extract<MediaRender, { kind: 'product' }>): string {
  const [inner, outer] = BACKDROPS[render.style % BACKDROPS.length]!;
  const transform = render.angle === 0 ? 'translate(500 500) scale(0.9) translate(-500 -500)' : 'translate(500 500) rotate(-14) scale(1.05) translate(-500 -500)';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_SIZE}" height="${PRODUCT_SIZE}" viewBox="0 0 1000 1000">
<defs>${defs(render.colour)}<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
<filter id="drop" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#5a4630" flood-opacity="0.22"/></filter></defs>
<rect width="1000" height="1000" fill="url(#bg)"/>
<ellipse cx="500" cy="880" rx="330" ry="44" fill="#6d5a44" opacity="0.16" filter="url(#soft)"/>
<g transform="${transform}" filter="url(#drop)">${shape(render.productType, render.colour, render.stone, render.style, 'm')}</g>
</svg>`;
}

const SCENE_ITEMS: Record<string, [string, string, string | null, number][]> = {
  ring: [['ring', 'gold', 'diamond', 0], ['ring', 'silver', null, 1]],
  necklace: [['necklace', 'gold', null, 1], ['necklace', 'silver', 'pearl', 1]],
  earring: [['earring', 'gold', null, 0], ['earring', 'rose', 'pearl', 2]],
  bracelet: [['bracelet', 'silver', null, 0], ['bracelet', 'gold', null, 1]],
  watch: [['watch', 'silver', null, 0], ['watch', 'gold', null, 2]],
  accessory: [['accessory', 'blue', null, 0], ['gift', 'white', null, 0]],
  gift: [['gift', 'white', null, 0], ['gift', 'red', null, 0]],
};

function sceneItems(motif: string, palette: number): [string, string, string | null, number][] {
  const base = motif.replace(/-mood$/, '');
  if (SCENE_ITEMS[base]) return motif.endsWith('-mood') ? [...SCENE_ITEMS[base]!].reverse() : SCENE_ITEMS[base]!;
  const pool = Object.values(SCENE_ITEMS).flat();
  const seed = [...motif].reduce((sum, char) => sum + char.charCodeAt(0), palette);
  return [pool[seed % pool.length]!, pool[(seed * 7 + 3) % pool.length]!];
}

function emblem(motif: string, palette: number): string {
  const [bg, accent, deep] = SCENE_PALETTES[palette % SCENE_PALETTES.length]!;
  const seed = [...motif].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const marks = [
    `<path d="M300 60 L340 150 L300 240 L260 150 Z" fill="${accent}"/>`,
    `<circle cx="300" cy="150" r="70" fill="none" stroke="${accent}" stroke-width="14"/><circle cx="300" cy="150" r="22" fill="${deep}"/>`,
    `<path d="M200 170 C 250 90 350 210 400 130" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M300 70 L380 220 H220 Z" fill="none" stroke="${accent}" stroke-width="14"/>`,
    `<rect x="240" y="90" width="120" height="120" rx="18" transform="rotate(45 300 150)" fill="none" stroke="${accent}" stroke-width="14"/>`,
    `<path d="M240 210 V100 L300 160 L360 100 V210" fill="none" stroke="${accent}" stroke-width="16" stroke-linejoin="round"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300"><rect width="600" height="300" fill="${bg}"/><line x1="120" y1="260" x2="480" y2="260" stroke="${deep}" stroke-width="3"/>${marks[seed % marks.length]}</svg>`;
}

function sceneSvg(render: Extract<MediaRender, { kind: 'scene' }>, width: number, height: number): string {
  if (render.motif.startsWith('logo-')) return emblem(render.motif, render.palette);
  const [bg, accent, deep] = SCENE_PALETTES[render.palette % SCENE_PALETTES.length]!;
  const items = sceneItems(render.motif, render.palette);
  const unit = Math.min(width, height);
  const layout = sceneLayout(width, height);
  const wide = layout.wide;
  const groups = items
    .map(([type, colour, stone, style], index) => {
      const place = layout.items[index === 0 ? 0 : 1]!;
      const scale = (unit / 1000) * place.scale;
      const x = width * place.x;
      const y = height * place.y;
      const p = `s${index}`;
      return `<defs>${defs(colour, p)}</defs><g transform="translate(${x} ${y}) rotate(${index === 0 ? -8 : 12}) scale(${scale}) translate(-500 -500)" filter="url(#drop)">${shape(type, colour, stone, style, p)}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.55"/></linearGradient>
<filter id="drop" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="${deep}" flood-opacity="0.25"/></filter></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * (wide ? 0.7 : 0.55)}" cy="${height * 0.45}" r="${unit * 0.42}" fill="#ffffff" opacity="0.35"/>
<rect x="${width * (wide ? 0.48 : 0.1)}" y="${height * 0.8}" width="${width * (wide ? 0.5 : 0.8)}" height="${height * 0.2}" fill="${deep}" opacity="0.08"/>
${groups}</svg>`;
}

export function svgFor(asset: MediaAsset): string {
  return asset.render.kind === 'product' ? productSvg(asset.render) : sceneSvg(asset.render, asset.width, asset.height);
}

/** Renders every missing file under `publicDir`; answers how many were rendered. */
export async function renderMedia(assets: MediaAsset[], publicDir: string, log: (message: string) => void = () => {}): Promise<number> {
  const missing = assets.filter((asset) => !existsSync(join(publicDir, asset.path)));
  if (missing.length === 0) return 0;
  mkdirSync(join(publicDir, 'media', 'demo'), { recursive: true });
  let done = 0;
  const queue = [...missing];
  const worker = async () => {
    for (let asset = queue.shift(); asset; asset = queue.shift()) {
      const target = join(publicDir, asset.path);
      const temporary = `${target}.tmp-${process.pid}`;
      await sharp(Buffer.from(svgFor(asset))).webp({ quality: 82, effort: 4 }).toFile(temporary);
      renameSync(temporary, target);
      done += 1;
      if (done % 50 === 0) log(`[seed] rendered ${done} of ${missing.length} images`);
    }
  };
  await Promise.all([worker(), worker()]);
  return done;
}
