/**
 * A tiny SVG writer for the demo illustrations: number formatting, gradient definitions with stable
 * ids, and the document wrapper. Output is a plain string so the same spec always gives the same bytes.
 */

/** Rounds to two decimals and drops trailing zeros, keeping the markup short and deterministic. */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) => `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`)
    .join('');
}

/** Collects `<defs>` entries; each helper returns a `url(#id)` reference. */
export class Defs {
  private readonly entries: string[] = [];
  private counter = 0;

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Linear gradient along the angle (degrees, 0 = left→right, 90 = top→bottom), in object bounding box units. */
  linear(list: readonly Stop[], angle = 0): string {
    const id = this.id('l');
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) / 2;
    const dy = Math.sin(rad) / 2;
    this.entries.push(
      `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in user space between two points. */
  linearUser(list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('u');
    this.entries.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in object bounding box units (centre and radius as fractions). */
  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.entries.push(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fx="${n(fx)}" fy="${n(fy)}">${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter; use sparingly, blur is the slowest thing to rasterise. */
  blur(deviation: number): string {
    const id = this.id('f');
    this.entries.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from raw shape markup. */
  clip(shapes: string): string {
    const id = this.id('c');
    this.entries.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A reusable symbol drawn with `<use href>`; returns the bare `#id`. */
  symbol(markup: string): string {
    const id = this.id('s');
    this.entries.push(`<g id="${id}">${markup}</g>`);
    return `#${id}`;
  }

  toString(): string {
    return this.entries.length === 0 ? '' : `<defs>${this.entries.join('')}</defs>`;
  }
}

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs.toString()}${body}</svg>`;
}

/** Attribute string from an object, skipping undefined values. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join(' ');
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, extra: Record<string, string | number | undefined>): string {
  return `<ellipse ${attrs({ cx, cy, rx, ry, ...extra })}/>`;
}

export function circle(cx: number, cy: number, r: number, extra: Record<string, string | number | undefined>): string {
  return `<circle ${attrs({ cx, cy, r, ...extra })}/>`;
}

export function path(d: string, extra: Record<string, string | number | undefined>): string {
  return `<path ${attrs({ d, ...extra })}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], extra: Record<string, string | number | undefined>): string {
  return `<polygon ${attrs({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), ...extra })}/>`;
}

export function group(body: string, extra: Record<string, string | number | undefined> = {}): string {
  const attributes = attrs(extra);
  return attributes ? `<g ${attributes}>${body}</g>` : `<g>${body}</g>`;
}

/** Mixes two #rrggbb colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const channel = (i: number) => Math.round((pa[i] as number) + ((pb[i] as number) - (pa[i] as number)) * t);
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}
