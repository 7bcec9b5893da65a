/**
 * Geometry helpers for the illustrations: points spaced evenly along curves, so chains, pearls and
 * stone rows can be laid out along a necklace or bracelet line.
 */

export interface Placed {
  x: number;
  y: number;
  /** Tangent angle in degrees. */
  angle: number;
}

export type Point = readonly [number, number];

function cubicAt(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}

/** Evenly spaced points (by arc length) along a polyline sampled from a parametric curve. */
function spaceEvenly(samples: Point[], spacing: number, closed: boolean): Placed[] {
  const out: Placed[] = [];
  let carried = 0;
  const count = closed ? samples.length : samples.length - 1;
  for (let i = 0; i < count; i++) {
    const a = samples[i] as Point;
    const b = samples[(i + 1) % samples.length] as Point;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    let at = carried === 0 && i === 0 ? 0 : spacing - carried;
    while (at <= length) {
      const t = length === 0 ? 0 : at / length;
      out.push({ x: a[0] + (b[0] - a[0]) * t, y: a[1] + (b[1] - a[1]) * t, angle });
      at += spacing;
    }
    carried = length - (at - spacing);
  }
  return out;
}

/** Points along a cubic Bézier curve. */
export function alongCubic(p0: Point, p1: Point, p2: Point, p3: Point, spacing: number): Placed[] {
  const samples = Array.from({ length: 241 }, (_, i) => cubicAt(p0, p1, p2, p3, i / 240));
  return spaceEvenly(samples, spacing, false);
}

/** Points along a chain of cubic segments sharing end points: [start, c1, c2, end, c1, c2, end, …]. */
export function alongPath(points: readonly Point[], spacing: number): Placed[] {
  const samples: Point[] = [];
  for (let i = 0; i + 3 < points.length; i += 3) {
    const [p0, p1, p2, p3] = [points[i], points[i + 1], points[i + 2], points[i + 3]] as [Point, Point, Point, Point];
    for (let s = i === 0 ? 0 : 1; s <= 120; s++) samples.push(cubicAt(p0, p1, p2, p3, s / 120));
  }
  return spaceEvenly(samples, spacing, false);
}

/** Points around an ellipse, starting at `startDegrees`. */
export function alongEllipse(cx: number, cy: number, rx: number, ry: number, spacing: number, startDegrees = 90): Placed[] {
  const samples = Array.from({ length: 360 }, (_, i) => {
    const a = ((startDegrees + i) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Point;
  });
  return spaceEvenly(samples, spacing, true);
}

/** SVG path data of a cubic chain as used by `alongPath`. */
export function pathData(points: readonly Point[]): string {
  const f = (p: Point) => `${Math.round(p[0] * 10) / 10} ${Math.round(p[1] * 10) / 10}`;
  let d = `M${f(points[0] as Point)}`;
  for (let i = 1; i + 2 < points.length; i += 3) d += ` C${f(points[i] as Point)} ${f(points[i + 1] as Point)} ${f(points[i + 2] as Point)}`;
  return d;
}
