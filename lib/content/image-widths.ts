/**
 * Which of an image's srcset widths a browser can ever choose, read from its `sizes` attribute.
 *
 * Next.js offers every configured width from the smallest the `sizes` allow up to 1,920 px, whatever the
 * largest width the image is drawn at: a product card drawn at most 422 CSS pixels wide still lists 1,280,
 * 1,600 and 1,920 px files, markup on every card for files no screen of 2× or less ever uses.
 * The widths kept reach twice the widest drawing (so a 2× screen gets a sharp image at every breakpoint);
 * a wider screen density takes the largest kept, as it would any image larger than its sources.
 */

/** Screen density the kept widths must cover at the image's widest drawing. */
export const MAX_DENSITY = 2;

/**
 * The widest the image is drawn, in CSS pixels, from a `sizes` list such as
 * `(max-width: 767px) 50vw, (max-width: 1279px) 33vw, 280px`; undefined when it has no bound (a `vw`
 * width without a `max-width` condition, or anything this does not read, such as `calc()`).
 */
export function widestDrawing(sizes: string): number | undefined {
  let widest = 0;
  for (const entry of sizes.split(',')) {
    const match = /^\s*(?:\(\s*max-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)\s+)?(\d+(?:\.\d+)?)(px|vw)\s*$/.exec(entry);
    if (!match) return undefined;
    const [, viewportLimit, amount, unit] = match;
    if (unit === 'px') widest = Math.max(widest, Number(amount));
    else if (viewportLimit === undefined) return undefined;
    else widest = Math.max(widest, (Number(viewportLimit) * Number(amount)) / 100);
  }
  return widest > 0 ? widest : undefined;
}

export interface SrcSetCandidate {
  url: string;
  width: number;
}

export function parseSrcSet(srcSet: string): SrcSetCandidate[] | undefined {
  const candidates: SrcSetCandidate[] = [];
  for (const part of srcSet.split(', ')) {
    const match = /^(\S+) (\d+)w$/.exec(part.trim());
    if (!match) return undefined;
    candidates.push({ url: match[1]!, width: Number(match[2]) });
  }
  return candidates;
}

/**
 * The srcset without the widths no browser picks for these `sizes` (all up to the first one that covers
 * `MAX_DENSITY` × the widest drawing), and the largest kept as `src`. Left as it is when `sizes` has no
 * bound or the srcset is not a plain list of width descriptors.
 */
export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): { srcSet: string; src: string } | undefined {
  if (!srcSet || !sizes) return undefined;
  const widest = widestDrawing(sizes);
  const candidates = parseSrcSet(srcSet);
  if (widest === undefined || !candidates || candidates.length === 0) return undefined;
  const enough = widest * MAX_DENSITY;
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  const cover = sorted.findIndex((candidate) => candidate.width >= enough);
  const kept = cover === -1 ? sorted : sorted.slice(0, cover + 1);
  return { srcSet: kept.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '), src: kept[kept.length - 1]!.url };
}
