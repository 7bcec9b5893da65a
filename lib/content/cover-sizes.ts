/**
 * `sizes` for an image drawn with `object-fit: cover`. A cropped image is drawn wider than its frame whenever
 * the frame is narrower (relative to its height) than the image: a 2.5:1 banner in a 4:5 tile 285 px wide is
 * drawn 890 px wide, and a `sizes` of the frame's width alone makes the browser fetch a file a third of that.
 * So each breakpoint's frame width is scaled by how much wider the image is drawn than the frame.
 */

export interface CoverFrame {
  /** The largest viewport width (px) this frame holds for; the last frame has none. */
  upTo?: number;
  /** The frame's width: a share of the viewport or a fixed width. */
  width: `${number}vw` | `${number}px`;
  /**
   * The frame's width ÷ height, at its narrowest for this breakpoint (a frame whose height is capped or set
   * by its neighbours: the smallest ratio it takes), so the width is an upper bound.
   */
  ratio: number;
}

export function coverSizes(frames: readonly CoverFrame[], image: { width: number; height: number }): string {
  const imageRatio = image.width / image.height;
  return frames
    .map((frame) => {
      const amount = Number.parseFloat(frame.width);
      const unit = frame.width.endsWith('vw') ? 'vw' : 'px';
      // Rounded up (less a rounding error), so the width is never short of the drawing.
      const drawn = Math.ceil(amount * Math.max(1, imageRatio / frame.ratio) - 1e-6);
      return frame.upTo === undefined ? `${drawn}${unit}` : `(max-width: ${frame.upTo}px) ${drawn}${unit}`;
    })
    .join(', ');
}

/** `object-position` that keeps a focal point in a cropped frame (the point sits as far into the frame as into the image). */
export function focalPosition(focalPoint: { x: number; y: number } | null | undefined): string | undefined {
  if (!focalPoint) return undefined;
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;
  return `${percent(focalPoint.x)} ${percent(focalPoint.y)}`;
}
