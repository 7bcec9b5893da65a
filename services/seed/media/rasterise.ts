/**
 * Turns the catalogue's media recipes into WebP files under `public/media/demo/`, with a tiny blurred
 * WebP placeholder for each. A manifest next to the files remembers what each file was drawn from, so
 * a second run only draws what changed (and a 100,000-variant catalogue, which reuses the demo's
 * images, draws nothing new).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import type { MediaAsset } from '../catalogue-types';
import { hashString } from '../prng';
import { drawArt } from './art';
import { letteringLayers } from './lettering';
import { svgDocument } from './svg';

/** Bump when the drawings change, so existing files are redrawn. */
export const RENDERER_VERSION = 1;
export const MEDIA_PUBLIC_DIR = join('media', 'demo');
const MANIFEST = 'manifest.json';
const PLACEHOLDER_WIDTH = 16;

interface ManifestEntry {
  hash: string;
  base64: string;
}

interface Manifest {
  version: number;
  files: Record<string, ManifestEntry>;
}

export interface RenderReport {
  rendered: number;
  reused: number;
  bytes: number;
  milliseconds: number;
  /** Placeholder data URL per media id. */
  placeholders: Map<string, string>;
}

function recipeHash(asset: MediaAsset): string {
  return hashString(JSON.stringify([RENDERER_VERSION, asset.width, asset.height, asset.render])).toString(36);
}

function svgFor(asset: MediaAsset, width: number, height: number): { svg: string; texts: ReturnType<typeof drawArt>['texts']; scale: number } {
  const art = drawArt(asset.render, asset.width, asset.height);
  const document = svgDocument(art.viewBox.width, art.viewBox.height, art.defs, art.svg).replace(
    `width="${art.viewBox.width}" height="${art.viewBox.height}" viewBox`,
    `width="${width}" height="${height}" viewBox`,
  );
  return { svg: document, texts: art.texts, scale: width / art.viewBox.width };
}

async function renderOne(asset: MediaAsset, file: string): Promise<ManifestEntry & { bytes: number }> {
  const { svg, texts, scale } = svgFor(asset, asset.width, asset.height);
  const layers = await letteringLayers(texts, scale, { width: asset.width, height: asset.height });
  const image = sharp(Buffer.from(svg));
  if (layers.length > 0) image.composite(layers);
  const webp = await image.webp({ quality: asset.render.kind === 'logo' ? 90 : 80, alphaQuality: 90, effort: 4 }).toBuffer();
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, webp);
  renameSync(temporary, file);
  // The placeholder is drawn from the same recipe at thumbnail size: no need to decode the big file.
  const tiny = svgFor(asset, PLACEHOLDER_WIDTH, Math.max(1, Math.round((PLACEHOLDER_WIDTH * asset.height) / asset.width)));
  const placeholder = await sharp(Buffer.from(tiny.svg)).blur(0.5).webp({ quality: 45, alphaQuality: 50 }).toBuffer();
  return { hash: recipeHash(asset), base64: `data:image/webp;base64,${placeholder.toString('base64')}`, bytes: webp.length };
}

function readManifest(dir: string): Manifest {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
    return parsed.version === RENDERER_VERSION ? parsed : { version: RENDERER_VERSION, files: {} };
  } catch {
    return { version: RENDERER_VERSION, files: {} };
  }
}

/** Draws every asset whose file is missing or out of date; `publicDir` is the storefront's `public/`. */
export async function renderMedia(media: readonly MediaAsset[], publicDir: string, log: (message: string) => void = () => {}): Promise<RenderReport> {
  const started = Date.now();
  const dir = join(publicDir, MEDIA_PUBLIC_DIR);
  mkdirSync(dir, { recursive: true });
  const manifest = readManifest(dir);
  const placeholders = new Map<string, string>();
  const pending: { asset: MediaAsset; file: string; name: string }[] = [];
  let bytes = 0;
  for (const asset of media) {
    const name = basename(asset.path);
    const file = join(dir, name);
    const known = manifest.files[name];
    if (known && known.hash === recipeHash(asset) && existsSync(file)) {
      placeholders.set(asset.id, known.base64);
      bytes += statSync(file).size;
    } else {
      pending.push({ asset, file, name });
    }
  }
  if (pending.length > 0) log(`[seed] drawing ${pending.length} images into public/${MEDIA_PUBLIC_DIR.replace(/\\/g, '/')}/ …`);
  sharp.concurrency(1);
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const job = pending[next++]!;
      const entry = await renderOne(job.asset, job.file);
      manifest.files[job.name] = { hash: entry.hash, base64: entry.base64 };
      placeholders.set(job.asset.id, entry.base64);
      bytes += entry.bytes;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 8)) }, worker));
  if (pending.length > 0) {
    const temporary = join(dir, `${MANIFEST}.tmp-${process.pid}`);
    writeFileSync(temporary, JSON.stringify(manifest));
    renameSync(temporary, join(dir, MANIFEST));
  }
  return { rendered: pending.length, reused: media.length - pending.length, bytes, milliseconds: Date.now() - started, placeholders };
}
