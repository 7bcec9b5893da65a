/**
 * The catalogue's images, planned before anything is drawn: each asset gets an id, a file name, alt
 * text and the recipe (`render`) the renderer draws it from. Product pictures are planned for every
 * look, metal and accent of every design up front, so the set does not grow with the catalogue: a
 * 100,000-variant catalogue reuses exactly the demo's images.
 */
import type { MediaAsset } from './catalogue-types';
import { DESIGNS, type Accent, type Look } from './designs';
import { STONES } from './finishes';
import type { Ids } from './ids';
import type { MediaArt } from './media/art';
import type { LogoSpec } from './media/logos';
import { backdrops, type Backdrop, type MetalTone } from './media/palettes';
import type { ProductAngle } from './media/product-art';
import type { SceneSpec } from './media/scenes';
import { hashString } from './prng';
import { slugify } from './text';

export const PRODUCT_IMAGE_SIZE = 800;
export const HERO_SIZE = { width: 1600, height: 700 } as const;
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 800 } as const;
export const VIDEO_THUMBNAIL_SIZE = { width: 1200, height: 675 } as const;
export const LOGO_SIZE = { width: 600, height: 300 } as const;

const TONE_WORDS: Record<MetalTone, string> = { gold: 'guld', silver: 'silver', rose: 'roséguld', black: 'svart' };
const TONE_BACKDROPS: Record<MetalTone, [Backdrop, Backdrop]> = {
  gold: ['ivory', 'sand'],
  silver: ['mist', 'stone'],
  rose: ['blush', 'ivory'],
  black: ['stone', 'mist'],
};

const SCENE_COLOURS: Record<string, [string, string]> = {
  cream: ['#f7f1e8', '#e6dac8'],
  blush: ['#f6e9e4', '#e4cdc4'],
  sage: ['#eef1ea', '#d3dccd'],
  stone: ['#f1efec', '#d9d4ce'],
  sand: ['#f6eddf', '#e3d0b4'],
  mist: ['#edf1f4', '#d2dbe2'],
  clay: ['#efdccf', '#d6b7a2'],
  night: ['#2a2d33', '#16181c'],
};

/**
 * A pure stand-in for the blurred placeholder: a tiny SVG in the picture's background colours.
 * `ensureCatalogue` replaces it with a blurred WebP of the rendered file.
 */
function colourPlaceholder(centre: string, edge: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><radialGradient id="g"><stop offset="0" stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient><rect width="8" height="8" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function accentWords(accent: Accent): string {
  if (accent.stone) return STONES[accent.stone].phrase;
  return accent.phrase ?? (accent.label ? `i ${accent.label}` : '');
}

export class MediaPlan {
  private readonly assets: MediaAsset[] = [];
  private readonly byKey = new Map<string, string>();

  constructor(private readonly ids: Ids) {}

  private add(key: string, asset: Omit<MediaAsset, 'id' | 'mimeType'>): string {
    const existing = this.byKey.get(key);
    if (existing) return existing;
    const id = this.ids.take('media');
    this.assets.push({ id, mimeType: 'image/webp', ...asset });
    this.byKey.set(key, id);
    return id;
  }

  /** Plans the pictures of every look of every design (front, and close-up where the look has one). */
  planAllProductPictures(): void {
    for (const design of DESIGNS) {
      for (const look of design.looks) {
        for (const combo of look.combos) {
          this.productPicture(design.subtype, look, combo.tone, combo.accent, 'front');
          if (look.detail) this.productPicture(design.subtype, look, combo.tone, combo.accent, 'detail');
        }
      }
    }
  }

  /** The id of a product picture; it must be one of the planned looks. */
  productPicture(subtype: string, look: Look, tone: MetalTone, accent: Accent, angle: ProductAngle): string {
    const name = `${subtype}-${look.key}-${tone}-${accent.key}${angle === 'detail' ? '-narbild' : ''}`;
    const [first, second] = TONE_BACKDROPS[tone];
    const flip = hashString(`${subtype}-${look.key}-${accent.key}`) % 2 === 1;
    const backdrop: Backdrop = (angle === 'front') !== flip ? first : second;
    const words = [look.noun, 'i', TONE_WORDS[tone], accentWords(accent)].filter(Boolean).join(' ');
    const alt = angle === 'detail' ? `Närbild på ${words.charAt(0).toLocaleLowerCase('sv-SE')}${words.slice(1)}` : words;
    const render: MediaArt = { kind: 'product', drawing: look.draw(tone, accent), backdrop, angle };
    return this.add(`product:${name}`, {
      path: `/media/demo/${name}.webp`,
      width: PRODUCT_IMAGE_SIZE,
      height: PRODUCT_IMAGE_SIZE,
      alt,
      title: words,
      base64: colourPlaceholder(backdrops[backdrop].centre, backdrops[backdrop].edge),
      kind: 'product',
      render,
    });
  }

  scene(name: string, scene: SceneSpec, kind: 'category' | 'article' | 'page' | 'video-thumbnail' | 'brand', alt: string): string {
    const size = kind === 'article' ? ARTICLE_IMAGE_SIZE : kind === 'video-thumbnail' ? VIDEO_THUMBNAIL_SIZE : HERO_SIZE;
    const [centre, edge] = SCENE_COLOURS[scene.palette] ?? ['#f4efe9', '#e2d8cc'];
    return this.add(`scene:${name}`, {
      path: `/media/demo/${slugify(name)}.webp`,
      width: size.width,
      height: size.height,
      alt,
      title: alt,
      base64: colourPlaceholder(centre, edge),
      kind,
      render: { kind: 'scene', scene },
    });
  }

  logo(logo: LogoSpec): string {
    const name = `logo-${slugify(logo.name)}`;
    return this.add(`logo:${name}`, {
      path: `/media/demo/${name}.webp`,
      width: LOGO_SIZE.width,
      height: LOGO_SIZE.height,
      alt: `${logo.name} logotyp`,
      title: logo.name,
      base64: colourPlaceholder('#ffffff', '#f4f1ec'),
      kind: 'brand',
      render: { kind: 'logo', logo },
    });
  }

  all(): MediaAsset[] {
    return [...this.assets];
  }
}
