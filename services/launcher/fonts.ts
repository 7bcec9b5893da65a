import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/**
 * The storefront's two web fonts, cut down to what a Swedish shop sets: the characters below, the OpenType
 * features a browser applies or our CSS asks for, and of the weight axis what the CSS uses. Inter, the body face, keeps the weights 400–700 of its variable axis (the
 * CSS sets 400, 420, 500, 600 and bold). Fraunces, the display face, is set at 400–450 only (headings at
 * 420, menu links and brand names at 400, the logo at 450), so it becomes one static instance at 420: 18 KB
 * instead of 32, a difference no one sees at those weights (bold in it is synthesised). The sources
 * are the fontsource packages' Latin files (SIL Open Font License); the results are committed in
 * `app/fonts/` and loaded by `app/fonts.ts`. Rerun `npm run fonts` after a package update or a change
 * of the ranges. A unit test (tests/unit/fonts.test.ts) reads the committed files: every character of the
 * dictionary, the demo catalogue, the components' strings and the style sheets' generated content has a
 * glyph, the weights match app/fonts.ts, and the files stay small.
 */

/**
 * Inclusive code point ranges kept in both fonts: only characters both source files have (a unit test reads
 * the fonts' character maps), since a character outside them sends the browser to the system's fonts. The
 * one exception is Latin-1's soft hyphen (U+00AD), which Inter lacks and no browser draws as a glyph. Arrows
 * are not here: neither source has → or ←, and the pages draw theirs (`.link-arrow` in app/globals.css).
 */
export const FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: å ä ö é ü, no-break space, ×, « », §, ½ …
  [0x152, 0x153], // Œ œ
  [0x2013, 0x2014], // en and em dash
  [0x2018, 0x201a], // single quotation marks
  [0x201c, 0x201e], // double quotation marks
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
  [0x2039, 0x203a], // single guillemets
  [0x20ac, 0x20ac], // euro sign
  [0x2122, 0x2122], // trade mark
  [0x2212, 0x2212], // minus sign (negative amounts in sv-SE)
];

/**
 * The OpenType features kept: those a browser applies to Latin text by itself (HarfBuzz's defaults for
 * horizontal text, `rvrn` for the weight axis) and `tnum`, which the CSS asks for (`font-variant-numeric:
 * tabular-nums` on prices and counts). Inter's fractions, numerators, denominators and proportional
 * figures are drawn only when CSS names them, and ours does not: they were 2.3 KB of Inter.
 */
export const KEPT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'tnum'];

export interface FontJob {
  source: string;
  target: string;
  /** The weight axis kept: a range stays variable, a single value makes a static instance. */
  weight: number | { min: number; max: number };
}

export const FONT_JOBS: readonly FontJob[] = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'app/fonts/inter-sv-wght.woff2',
    weight: { min: 400, max: 700 },
  },
  {
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    target: 'app/fonts/fraunces-sv-420.woff2',
    weight: 420,
  },
];

export function rangeText(): string {
  let text = '';
  for (const [from, to] of FONT_RANGES) for (let cp = from; cp <= to; cp++) text += String.fromCodePoint(cp);
  return text;
}

export function isCovered(codePoint: number): boolean {
  return FONT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

export async function subsetOne(root: string, job: FontJob): Promise<Buffer> {
  const source = readFileSync(join(root, job.source));
  return subsetFont(source, rangeText(), { targetFormat: 'woff2', variationAxes: { wght: job.weight }, keepFeatures: KEPT_FEATURES });
}

async function main(): Promise<void> {
  const root = process.cwd();
  for (const job of FONT_JOBS) {
    const before = readFileSync(join(root, job.source)).length;
    const out = await subsetOne(root, job);
    writeFileSync(join(root, job.target), out);
    console.log(`${job.target}: ${out.length} bytes (source ${before} bytes)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
