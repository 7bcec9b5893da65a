import { join } from 'node:path';
import sharp from 'sharp';
import type { MediaAsset } from '../../seed/catalogue-types';

/**
 * `FileField.colors`: an upload's dominant colours, most frequent first, as DatoCMS lists them. Read from
 * the file with sharp: a 32×32 thumbnail's pixels grouped by colour (4 levels of 64 per channel), the
 * average of each of the largest groups. Worked out once per upload the first time it is asked for; the
 * answers live as long as the service (one small list per upload of the catalogue).
 */

export interface ColourValue {
  red: number;
  green: number;
  blue: number;
  alpha: number;
  hex: string;
  cssRgb: string;
}

export const PALETTE_SIZE = 5;

function hex(value: number): string {
  return value.toString(16).padStart(2, '0');
}

export function colourValue(red: number, green: number, blue: number, alpha = 255): ColourValue {
  return { red, green, blue, alpha, hex: `#${hex(red)}${hex(green)}${hex(blue)}`, cssRgb: `rgb(${red}, ${green}, ${blue})` };
}

export async function dominantColours(file: string | Buffer, count = PALETTE_SIZE): Promise<ColourValue[]> {
  const { data, info } = await sharp(file).resize(32, 32, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const groups = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let index = 0; index < data.length; index += info.channels) {
    const r = data[index]!;
    const g = data[index + 1]!;
    const b = data[index + 2]!;
    const key = ((r >> 6) << 4) | ((g >> 6) << 2) | (b >> 6);
    const group = groups.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    group.n += 1;
    group.r += r;
    group.g += g;
    group.b += b;
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, count)
    .map((group) => colourValue(Math.round(group.r / group.n), Math.round(group.g / group.n), Math.round(group.b / group.n)));
}

/** The colours of each upload, read from its file under `publicDir` on first use (none when it is missing). */
export function assetColourReader(publicDir: string): (asset: MediaAsset) => Promise<ColourValue[]> {
  const known = new Map<string, Promise<ColourValue[]>>();
  return (asset) => {
    let colours = known.get(asset.path);
    if (!colours) {
      colours = dominantColours(join(publicDir, asset.path)).catch(() => []);
      known.set(asset.path, colours);
    }
    return colours;
  };
}
