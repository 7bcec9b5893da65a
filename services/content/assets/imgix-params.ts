import { HttpError } from '../../shared/http-service';

/**
 * The imgix rendering parameters the local asset host understands, read from an asset URL's query the way
 * imgix (DatoCMS's image CDN, www.datocms-assets.com) reads them. A malformed value is a 400 naming the
 * parameter; an imgix parameter the local host does not implement (text overlays, watermarks, colour
 * adjustments, …) is a 501 naming it, so a page never silently gets an image other than the one the real
 * host would draw; a name imgix does not know is ignored, as imgix ignores it (e.g. a cache-busting `v=2`).
 */

export type Fit = 'clip' | 'crop' | 'max' | 'min' | 'fill' | 'fillmax' | 'scale';
export type OutputFormat = 'avif' | 'webp' | 'jpg' | 'pjpg' | 'png' | 'gif';
export type CropMode = 'focalpoint' | 'entropy' | 'top' | 'bottom' | 'left' | 'right';

export interface ImgixRequest {
  /** Output box before `dpr`: pixels, or a fraction of the source's side when 0 < value ≤ 1. */
  w?: number;
  h?: number;
  maxW?: number;
  maxH?: number;
  dpr: number;
  fit: Fit;
  ar?: number;
  crop: CropMode[];
  fpX: number;
  fpY: number;
  /** Source rectangle (x, y, w, h in source pixels) cut out before anything else. */
  rect?: [number, number, number, number];
  fm?: OutputFormat;
  autoFormat: boolean;
  autoCompress: boolean;
  q?: number;
  /** `#rrggbbaa`-style colour as RGBA (fit=fill's padding, `bg` for transparent pixels). */
  fillColor?: Rgba;
  bg?: Rgba;
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** imgix's largest output side; a larger request is refused rather than drawn. */
export const MAX_OUTPUT_SIDE = 8192;
export const MAX_DPR = 5;

const FITS = new Set<string>(['clip', 'crop', 'max', 'min', 'fill', 'fillmax', 'scale']);
const UNIMPLEMENTED_FITS = new Set<string>(['clamp', 'facearea']);
const FORMATS = new Set<string>(['avif', 'webp', 'jpg', 'pjpg', 'png', 'gif']);
const UNIMPLEMENTED_FORMATS = new Set<string>(['jp2', 'jxr', 'json', 'blurhash', 'png8', 'png32', 'webm', 'mp4', 'mp3', 'm4a']);
const CROPS = new Set<string>(['focalpoint', 'entropy', 'top', 'bottom', 'left', 'right']);
const UNIMPLEMENTED_CROPS = new Set<string>(['faces', 'edges']);

/** Parameters handled here (the names as imgix spells them). */
const HANDLED = new Set<string>([
  'w',
  'h',
  'max-w',
  'max-h',
  'dpr',
  'fit',
  'ar',
  'crop',
  'fp-x',
  'fp-y',
  'fp-z',
  'rect',
  'fm',
  'auto',
  'q',
  'fill',
  'fill-color',
  'bg',
]);

/** imgix parameters (or prefixes ending in `-`) the local host does not draw: a 501 names them. */
const UNIMPLEMENTED = [
  'txt',
  'txt-',
  'mark',
  'mark-',
  'blend',
  'blend-',
  'border',
  'border-',
  'pad',
  'pad-',
  'corner-radius',
  'mask',
  'mask-',
  'blur',
  'sharp',
  'usm',
  'usmrad',
  'nr',
  'nrs',
  'px',
  'sat',
  'con',
  'bri',
  'exp',
  'gam',
  'high',
  'hue',
  'invert',
  'shad',
  'vib',
  'mono',
  'sepia',
  'htn',
  'duotone',
  'duotone-',
  'monochrome',
  'colorquant',
  'palette',
  'prefix',
  'colors',
  'flip',
  'rot',
  'orient',
  'trim',
  'trim-',
  'min-w',
  'min-h',
  'faceindex',
  'facepad',
  'faces',
  'fp-debug',
  'chromasub',
  'cs',
  'dl',
  'dpi',
  'lossless',
  'ch',
  'fill-gen',
  'fill-gen-',
  'bg-remove',
  'bg-remove-',
  'bg-replace',
  'bg-replace-',
  'upscale',
  'upscale-',
  'page',
  'frame',
  'reverse',
  'skip',
  'loop',
  'fp-',
  'expires',
  's',
];

function unimplementedName(name: string): boolean {
  if (HANDLED.has(name)) return false;
  return UNIMPLEMENTED.some((entry) => (entry.endsWith('-') ? name.startsWith(entry) : name === entry));
}

function bad(name: string, value: string, expected: string): HttpError {
  return new HttpError(400, `Invalid value ${JSON.stringify(value)} for the imgix parameter "${name}": ${expected}`, { parameter: name });
}

function notImplemented(name: string, value?: string): HttpError {
  const what = value === undefined ? `"${name}"` : `"${name}=${value}"`;
  return new HttpError(501, `The imgix parameter ${what} is not implemented by the local asset host`, { parameter: name });
}

function number(name: string, value: string, min: number, max: number, { exclusiveMin = false } = {}): number {
  const parsed = /^\s*[+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(value) ? Number(value) : Number.NaN;
  const tooSmall = exclusiveMin ? parsed <= min : parsed < min;
  if (!Number.isFinite(parsed) || tooSmall || parsed > max) {
    throw bad(name, value, `a number ${exclusiveMin ? 'above' : 'from'} ${min} ${exclusiveMin ? 'and up to' : 'to'} ${max}`);
  }
  return parsed;
}

/** A side: a fraction of the source (0 < v ≤ 1) or pixels up to the largest output. */
function side(name: string, value: string): number {
  return number(name, value, 0, MAX_OUTPUT_SIDE, { exclusiveMin: true });
}

/** `16:9` or `1.5` → 1.777…; anything else → undefined. */
export function parseAspectRatio(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const ratio = /^\s*(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  const parsed = ratio ? Number(ratio[1]) / Number(ratio[2]) : /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

/** imgix colours: 3, 4, 6 or 8 hex digits (ARGB when 4 or 8), with or without `#`. */
export function parseColour(name: string, value: string): Rgba {
  const hex = value.replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) throw bad(name, value, 'a colour as 3, 4, 6 or 8 hex digits');
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const argb = full.length === 8 ? full : `ff${full}`;
  const byte = (index: number) => parseInt(argb.slice(index, index + 2), 16);
  return { alpha: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6) };
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}

/** Reads an asset URL's query; throws HttpError 400 (bad value) or 501 (not implemented). */
export function parseImgixQuery(query: URLSearchParams): ImgixRequest {
  const request: ImgixRequest = { dpr: 1, fit: 'clip', crop: [], fpX: 0.5, fpY: 0.5, autoFormat: false, autoCompress: false };
  const seen = new Set<string>();
  for (const [rawName, value] of query) {
    const name = rawName.toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    if (unimplementedName(name)) throw notImplemented(name);
    switch (name) {
      case 'w':
        request.w = side(name, value);
        break;
      case 'h':
        request.h = side(name, value);
        break;
      case 'max-w':
        request.maxW = number(name, value, 1, MAX_OUTPUT_SIDE);
        break;
      case 'max-h':
        request.maxH = number(name, value, 1, MAX_OUTPUT_SIDE);
        break;
      case 'dpr':
        request.dpr = number(name, value, 0, MAX_DPR, { exclusiveMin: true });
        break;
      case 'q':
        request.q = Math.round(number(name, value, 0, 100));
        break;
      case 'fp-x':
        request.fpX = number(name, value, 0, 1);
        break;
      case 'fp-y':
        request.fpY = number(name, value, 0, 1);
        break;
      case 'fp-z':
        if (number(name, value, 1, 100) !== 1) throw notImplemented(name, value);
        break;
      case 'ar': {
        const ratio = parseAspectRatio(value);
        if (ratio === undefined) throw bad(name, value, 'a ratio such as 16:9 or 1.5');
        request.ar = ratio;
        break;
      }
      case 'fit': {
        const fit = value.trim().toLowerCase();
        if (UNIMPLEMENTED_FITS.has(fit)) throw notImplemented(name, value);
        if (!FITS.has(fit)) throw bad(name, value, `one of ${[...FITS, ...UNIMPLEMENTED_FITS].join(', ')}`);
        request.fit = fit as Fit;
        break;
      }
      case 'crop': {
        const modes = list(value);
        for (const mode of modes) {
          if (UNIMPLEMENTED_CROPS.has(mode)) throw notImplemented(name, mode);
          if (!CROPS.has(mode)) throw bad(name, value, `a comma-separated list of ${[...CROPS, ...UNIMPLEMENTED_CROPS].join(', ')}`);
        }
        request.crop = modes as CropMode[];
        break;
      }
      case 'fm': {
        const format = value.trim().toLowerCase();
        if (UNIMPLEMENTED_FORMATS.has(format)) throw notImplemented(name, value);
        if (!FORMATS.has(format)) throw bad(name, value, `one of ${[...FORMATS].join(', ')}`);
        request.fm = format as OutputFormat;
        break;
      }
      case 'auto':
        for (const mode of list(value)) {
          if (mode === 'format') request.autoFormat = true;
          else if (mode === 'compress') request.autoCompress = true;
          else if (mode === 'enhance' || mode === 'redeye' || mode === 'true') throw notImplemented(name, mode);
          else throw bad(name, value, 'a comma-separated list of format, compress, enhance, redeye');
        }
        break;
      case 'rect': {
        const parts = value.split(',').map((part) => part.trim());
        if (parts.length !== 4 || parts.some((part) => !/^\d+$/.test(part)) || Number(parts[2]) === 0 || Number(parts[3]) === 0) {
          throw bad(name, value, 'x,y,w,h in whole source pixels');
        }
        request.rect = parts.map(Number) as [number, number, number, number];
        break;
      }
      case 'fill': {
        const fill = value.trim().toLowerCase();
        if (fill === 'blur' || fill === 'gen') throw notImplemented(name, value);
        if (fill !== 'solid') throw bad(name, value, 'solid');
        break;
      }
      case 'fill-color':
        request.fillColor = parseColour(name, value);
        break;
      case 'bg':
        request.bg = parseColour(name, value);
        break;
      default:
        break;
    }
  }
  return request;
}
