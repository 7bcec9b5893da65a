import type { MediaAsset, MediaRender } from './catalogue-types';
import { COLOURS } from './vocabulary';

/**
 * The catalogue's images, registered as they are needed and deduplicated by what they show. Each asset
 * carries how to draw it (`render`); the files are rendered at first start (see `media/render.ts`).
 */

export const MEDIA_PUBLIC_DIR = 'media/demo';

/** Scene palettes: background, accent, deep tone. */
export const SCENE_PALETTES = [
  ['#f3ebe0', '#c9a24a', '#6e5226'],
  ['#e8eef0', '#9fb3bf', '#3f5868'],
  ['#f1e6e2', '#d29c86', '#7d4a3c'],
  ['#ebe9e1', '#8a9a7b', '#3d4f36'],
  ['#efe7d8', '#b98f5a', '#4c3a26'],
  ['#e9e4ee', '#a08db5', '#4d3f5e'],
] as const;

/**
 * Where a scene draws its two pieces (fractions of the width and height; scale in units of the shorter
 * side): a wide scene (banners) keeps them to the right, a narrower one spreads them over the middle.
 * `media/render.ts` draws them here, and the asset's focal point is their weighted middle.
 */
export function sceneLayout(width: number, height: number): { wide: boolean; items: { x: number; y: number; scale: number }[] } {
  const wide = width / height > 1.6;
  return {
    wide,
    items: [
      { x: wide ? 0.68 : 0.4, y: 0.5, scale: 0.78 },
      { x: wide ? 0.86 : 0.72, y: 0.62, scale: 0.55 },
    ],
  };
}

/** The middle of a scene's pieces, weighted by their size, rounded to two decimals. */
export function sceneFocalPoint(width: number, height: number): { x: number; y: number } {
  const { items } = sceneLayout(width, height);
  const weight = items.reduce((sum, item) => sum + item.scale, 0);
  const mean = (key: 'x' | 'y') => Math.round((items.reduce((sum, item) => sum + item[key] * item.scale, 0) / weight) * 100) / 100;
  return { x: mean('x'), y: mean('y') };
}

function placeholder(background: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><defs><radialGradient id="g" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${background}"/></radialGradient></defs><rect width="8" height="8" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** `a` blended towards `b` by `share` (0–1), both `#rrggbb`: the colour a placeholder's gradient averages to. */
export function blendHex(a: string, b: string, share: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) => Math.round(channel(a, index) * (1 - share) + channel(b, index) * share));
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

export class MediaRegistry {
  private readonly byKey = new Map<string, MediaAsset>();
  private nextId: number;

  constructor(firstId: number) {
    this.nextId = firstId;
  }

  private add(key: string, make: (id: string) => Omit<MediaAsset, 'id'>): string {
    const existing = this.byKey.get(key);
    if (existing) return existing.id;
    const id = String(this.nextId++);
    this.byKey.set(key, { id, ...make(id) });
    return id;
  }

  product(productType: string, colour: string, stone: string | null, style: number, angle: number, alt: string): string {
    const file = `${productType}-${colour}${stone ? `-${stone}` : ''}-${style}-${angle}`;
    const hex = COLOURS.find((c) => c.key === colour)?.hex ?? '#c9a24a';
    const render: MediaRender = { kind: 'product', productType, colour, stone, style, angle };
    return this.add(file, () => ({
      path: `/${MEDIA_PUBLIC_DIR}/${file}.webp`,
      width: 800,
      height: 800,
      alt,
      title: alt,
      base64: placeholder('#f4efe7', hex),
      bgColor: blendHex('#f4efe7', hex, 0.2),
      // The piece is drawn in the middle of the square.
      focalPoint: null,
      kind: 'product',
      mimeType: 'image/webp',
      render,
    }));
  }

  scene(motif: string, palette: number, width: number, height: number, kind: MediaAsset['kind'], alt: string): string {
    const file = `scene-${motif}-${palette}-${width}x${height}`;
    const colours = SCENE_PALETTES[palette % SCENE_PALETTES.length]!;
    return this.add(file, () => ({
      path: `/${MEDIA_PUBLIC_DIR}/${file}.webp`,
      width,
      height,
      alt,
      title: alt,
      base64: placeholder(colours[0], colours[1]),
      bgColor: blendHex(colours[0], colours[1], 0.25),
      // Brand emblems are drawn in the middle; scenes where their pieces stand.
      focalPoint: motif.startsWith('logo-') ? null : sceneFocalPoint(width, height),
      kind,
      mimeType: 'image/webp',
      render: { kind: 'scene', motif, palette },
    }));
  }

  all(): MediaAsset[] {
    return [...this.byKey.values()];
  }
}
