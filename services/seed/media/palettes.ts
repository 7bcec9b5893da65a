/**
 * Colour palettes of the illustrations: metals, stones, textiles and the soft studio backgrounds.
 */
import { mix, type Defs, type Stop } from './svg';

export type MetalTone = 'gold' | 'silver' | 'rose' | 'black';

export interface MetalPalette {
  deep: string;
  dark: string;
  mid: string;
  light: string;
  highlight: string;
}

export const metals: Record<MetalTone, MetalPalette> = {
  gold: { deep: '#5e400f', dark: '#95691f', mid: '#cc9d42', light: '#ecd189', highlight: '#fff6dc' },
  silver: { deep: '#4f5358', dark: '#858b92', mid: '#bcc2c8', light: '#e6e9ec', highlight: '#ffffff' },
  rose: { deep: '#6e3b2e', dark: '#a4645a', mid: '#d09888', light: '#f0cabe', highlight: '#fff1eb' },
  black: { deep: '#08080a', dark: '#1c1d21', mid: '#34363c', light: '#5e626a', highlight: '#aeb3bb' },
};

/** The polished-metal look: bands of light and shadow across the surface. */
export function metalStops(metal: MetalPalette, phase = 0): Stop[] {
  const base: [number, string][] = [
    [0, metal.dark],
    [0.16, metal.mid],
    [0.3, metal.light],
    [0.4, metal.highlight],
    [0.5, metal.light],
    [0.64, metal.mid],
    [0.8, metal.dark],
    [0.9, metal.mid],
    [1, metal.light],
  ];
  return base.map(([offset, color]) => [Math.min(1, Math.max(0, offset + phase * (offset > 0 && offset < 1 ? 1 : 0))), color]);
}

export function metalFill(defs: Defs, tone: MetalTone, angle = 35, phase = 0): string {
  return defs.linear(metalStops(metals[tone], phase), angle);
}

export type StoneKind = 'diamond' | 'sapphire' | 'emerald' | 'ruby' | 'onyx' | 'moonstone';

export interface StonePalette {
  deep: string;
  mid: string;
  light: string;
  glint: string;
}

export const stones: Record<StoneKind, StonePalette> = {
  diamond: { deep: '#9aa6b4', mid: '#d9e2ea', light: '#f4f8fb', glint: '#ffffff' },
  sapphire: { deep: '#0d1f5c', mid: '#2348a8', light: '#6f92e6', glint: '#dfe8ff' },
  emerald: { deep: '#063d2a', mid: '#137a52', light: '#4fc08d', glint: '#d9fff0' },
  ruby: { deep: '#4d0712', mid: '#a3152d', light: '#e5536b', glint: '#ffe1e6' },
  onyx: { deep: '#050507', mid: '#17181c', light: '#3b3e46', glint: '#c9ced8' },
  moonstone: { deep: '#a9b4c4', mid: '#dfe5ee', light: '#f7f9fc', glint: '#ffffff' },
};

export const pearl = { deep: '#b9aa98', mid: '#ece3d6', light: '#fffdf8', blush: '#efd6cf' };

export type TextileTone = 'blue' | 'green' | 'pink' | 'beige' | 'black' | 'brown' | 'red' | 'white';

export const textiles: Record<TextileTone, { dark: string; mid: string; light: string }> = {
  blue: { dark: '#1f3552', mid: '#36557e', light: '#6f8fb8' },
  green: { dark: '#1f3d31', mid: '#386650', light: '#7aa38b' },
  pink: { dark: '#b06f78', mid: '#d9a3a9', light: '#f2d3d4' },
  beige: { dark: '#9c8566', mid: '#cdb894', light: '#ece0c8' },
  black: { dark: '#0d0d0f', mid: '#232428', light: '#4a4c52' },
  brown: { dark: '#3d2414', mid: '#6b4126', light: '#a06a43' },
  red: { dark: '#5e1218', mid: '#8e2230', light: '#c0505c' },
  white: { dark: '#c9c4bc', mid: '#ebe7e0', light: '#fbfaf7' },
};

export type Backdrop = 'ivory' | 'blush' | 'sage' | 'stone' | 'sand' | 'mist';

export const backdrops: Record<Backdrop, { centre: string; edge: string }> = {
  ivory: { centre: '#fdfbf8', edge: '#e9e1d6' },
  blush: { centre: '#fdf6f3', edge: '#ead6ce' },
  sage: { centre: '#f7f9f5', edge: '#d9e0d3' },
  stone: { centre: '#f8f7f5', edge: '#dedad5' },
  sand: { centre: '#fcf7ef', edge: '#e8d9c1' },
  mist: { centre: '#f6f8fa', edge: '#d6dee5' },
};

export const backdropNames = Object.keys(backdrops) as Backdrop[];

/** Darker shade of a backdrop, for shadows that take the colour of the surface. */
export function shadowColour(backdrop: Backdrop): string {
  return mix(backdrops[backdrop].edge, '#2b2118', 0.55);
}
