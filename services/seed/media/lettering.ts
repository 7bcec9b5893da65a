/**
 * Lettering for logos and gift cards. SVG text would depend on the fonts installed on the machine, so
 * text is set with sharp (Pango) in a font file that ships with the project's npm packages, then
 * composited onto the picture. Without that file, Pango's default sans-serif is used.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { TextOverlay } from './draw-gifts';

let fontFile: string | null | undefined;

/** Geist Regular, bundled with Next.js (`next/dist/compiled/@vercel/og`). */
export function letteringFont(): string | null {
  if (fontFile !== undefined) return fontFile;
  try {
    const nextDir = dirname(createRequire(import.meta.url).resolve('next/package.json'));
    const candidate = join(nextDir, 'dist', 'compiled', '@vercel', 'og', 'Geist-Regular.ttf');
    fontFile = existsSync(candidate) ? candidate : null;
  } catch {
    fontFile = null;
  }
  return fontFile;
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Renders overlays at `scale` pixels per drawing unit, as composite inputs for sharp. */
export async function letteringLayers(texts: readonly TextOverlay[], scale: number, canvas: { width: number; height: number }): Promise<OverlayOptions[]> {
  const font = letteringFont();
  const layers: OverlayOptions[] = [];
  for (const overlay of texts) {
    const size = Math.max(6, Math.round(overlay.size * scale));
    const spacing = Math.round((overlay.letterSpacing ?? 0) * scale * 1024);
    const markup = `<span foreground="${overlay.colour}" letter_spacing="${spacing}"${overlay.weight === 'bold' ? ' weight="bold"' : ''}${overlay.italic ? ' style="italic"' : ''}>${escapeMarkup(overlay.text)}</span>`;
    const text = sharp({
      text: { text: markup, font: `${font ? 'Geist' : 'sans-serif'} ${size}px`, ...(font ? { fontfile: font } : {}), rgba: true, dpi: 72 },
    });
    if (overlay.rotate) text.rotate(overlay.rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
    const input = await text.png().toBuffer({ resolveWithObject: true });
    // Letter spacing also trails the last letter; shift left by half of it to keep the word centred.
    const left = Math.round(overlay.x * scale - input.info.width / 2 + spacing / 2048);
    const top = Math.round(overlay.y * scale - input.info.height / 2);
    if (left < 0 || top < 0 || left + input.info.width > canvas.width || top + input.info.height > canvas.height) continue;
    layers.push({ input: input.data, left, top });
  }
  return layers;
}
