/**
 * The soft studio set shared by every product illustration: a warm backdrop with a gentle vignette, a
 * hint of a table edge, and contact shadows drawn as radial gradients (cheap to rasterise, unlike blur).
 */
import { backdrops, shadowColour, type Backdrop } from './palettes';
import { Defs, ellipse, n, mix } from './svg';

export function studioBackdrop(defs: Defs, backdrop: Backdrop, width: number, height: number, horizon = 0.68): string {
  const palette = backdrops[backdrop];
  const wall = defs.radial(
    [
      [0, palette.centre],
      [0.55, mix(palette.centre, palette.edge, 0.35)],
      [1, palette.edge],
    ],
    0.5,
    0.38,
    0.85,
  );
  const table = defs.linear(
    [
      [0, mix(palette.edge, palette.centre, 0.35), 0],
      [0.25, mix(palette.edge, palette.centre, 0.2), 0.55],
      [1, mix(palette.edge, '#8a7a68', 0.12), 0.9],
    ],
    90,
  );
  const top = height * horizon;
  return (
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    `<rect y="${n(top)}" width="${width}" height="${n(height - top)}" fill="${table}"/>`
  );
}

/** A soft elliptical contact shadow centred at (cx, cy). */
export function contactShadow(defs: Defs, backdrop: Backdrop, cx: number, cy: number, rx: number, ry: number, strength = 0.45): string {
  const colour = shadowColour(backdrop);
  const fill = defs.radial([
    [0, colour, strength],
    [0.45, colour, strength * 0.55],
    [1, colour, 0],
  ]);
  return ellipse(cx, cy, rx, ry, { fill });
}

/** A four-pointed glint, the classic jewellery sparkle. */
export function sparkle(cx: number, cy: number, size: number, opacity = 0.9): string {
  const s = size;
  const w = size * 0.12;
  return (
    `<path d="M${n(cx)} ${n(cy - s)} Q${n(cx + w)} ${n(cy - w)} ${n(cx + s)} ${n(cy)} Q${n(cx + w)} ${n(cy + w)} ${n(cx)} ${n(cy + s)} Q${n(cx - w)} ${n(cy + w)} ${n(cx - s)} ${n(cy)} Q${n(cx - w)} ${n(cy - w)} ${n(cx)} ${n(cy - s)}Z" fill="#ffffff" fill-opacity="${n(opacity)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.14)}" fill="#ffffff" fill-opacity="${n(opacity)}"/>`
  );
}
