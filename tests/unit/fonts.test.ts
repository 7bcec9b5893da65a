import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import { formatMoney } from '@/lib/format';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { DEFAULT_SEED, generateCatalogue } from '@/services/seed/generate';

/**
 * The committed web fonts (app/fonts/, cut by `npm run fonts`) checked for what the shop needs of them:
 * a glyph for every character it sets, the weights its style sheets ask for, the features its prices use,
 * and a size that keeps them cheap to load. The files are read as they are; nothing is cut again here.
 */

const root = join(__dirname, '..', '..');

/** Every character of every string in a value (objects and arrays walked). */
function characters(value: unknown, out: Set<number>): Set<number> {
  if (typeof value === 'string') for (const ch of value) out.add(ch.codePointAt(0)!);
  else if (Array.isArray(value)) for (const item of value) characters(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) characters(item, out);
  return out;
}

/** The files under `dir` (recursively) whose names end with one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => extensions.some((extension) => name.endsWith(extension)))
    .map((name) => join(dir, name));
}

/** The text a source file can put on a page: its string and template literals and JSX text (not comments). */
function sourceStrings(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) strings.push(node.text);
    node.forEachChild(visit);
  };
  visit(file);
  return strings;
}

/** The strings a style sheet generates (`content: '…'`, alternative text included). */
function generatedContent(path: string): string[] {
  const css = readFileSync(join(root, path), 'utf8');
  return [...css.matchAll(/(?<![\w-])content:([^;}]*)/g)].flatMap((match) => [...match[1]!.matchAll(/'([^']*)'|"([^"]*)"/g)].map((string) => string[1] ?? string[2]!));
}

interface CommittedFont {
  file: string;
  /** The largest the file may grow. */
  maxBytes: number;
  face: hb.Face;
  unicodes: Set<number>;
}

const FONTS = [
  { file: 'app/fonts/inter-sv-wght.woff2', maxBytes: 28 * 1024 },
  { file: 'app/fonts/fraunces-sv-420.woff2', maxBytes: 20 * 1024 },
];

/** The soft hyphen is drawn by no browser; Inter has no glyph for it. */
const INVISIBLE = new Set([0xad]);

const fonts: CommittedFont[] = [];

beforeAll(async () => {
  for (const { file, maxBytes } of FONTS) {
    const face = new hb.Face(new hb.Blob(await decompress(readFileSync(join(root, file)))));
    fonts.push({ file, maxBytes, face, unicodes: new Set(face.collectUnicodes()) });
  }
});

/** The characters of `used` that `font` has no glyph for, as `U+00E5 å`. */
function missing(font: CommittedFont, used: Set<number>): string[] {
  return [...used]
    .filter((cp) => cp >= 0x20 && !INVISIBLE.has(cp) && !font.unicodes.has(cp))
    .map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(cp)}`);
}

function expectCovered(used: Set<number>): void {
  for (const font of fonts) expect(missing(font, used), font.file).toEqual([]);
}

/** The weight `app/fonts.ts` declares for a font file (`'400 700'` or `'420'`). */
function declaredWeight(file: string): string {
  const source = readFileSync(join(root, 'app/fonts.ts'), 'utf8');
  const name = file.split('/').pop()!;
  const weight = new RegExp(`src: '\\./fonts/${name.replace('.', '\\.')}',\\s*weight: '([^']+)'`).exec(source)?.[1];
  expect(weight, `app/fonts.ts declares ${name}`).toBeTruthy();
  return weight!;
}

/** Every numeric `font-weight` the style sheets set, and 700 (bold, which `<strong>` gets from the browser). */
function styleSheetWeights(): number[] {
  const sheets = [...filesUnder('app', ['.css']), ...filesUnder('components', ['.css'])];
  const weights = sheets.flatMap((path) => [...readFileSync(join(root, path), 'utf8').matchAll(/font-weight:\s*(\d{3})/g)].map((match) => Number(match[1])));
  return [...new Set([...weights, 700])].sort();
}

/** The OS/2 table's weight class of a face. */
function weightClass(face: hb.Face): number {
  const os2 = face.referenceTable('OS/2');
  expect(os2).toBeDefined();
  return (os2![4]! << 8) | os2![5]!;
}

describe('the committed web fonts', () => {
  it('cover every character of the dictionary, its Swedish translation and the demo catalogue', () => {
    const used = characters([dictionaryDefaults, DICTIONARY_SV, generateCatalogue({ seed: DEFAULT_SEED, referenceDate: '2026-11-21' })], new Set());
    expect(used.size).toBeGreaterThan(60);
    expectCovered(used);
  });

  it('cover the characters of the components and the style sheets (text, strings, generated content)', () => {
    const sources = [...filesUnder('app', ['.tsx']), ...filesUnder('components', ['.tsx', '.ts'])];
    const sheets = [...filesUnder('app', ['.css']), ...filesUnder('components', ['.css'])];
    expect(sources.length).toBeGreaterThan(50);
    expect(sheets.length).toBeGreaterThan(20);
    const used = characters([...sources.flatMap(sourceStrings), ...sheets.flatMap(generatedContent)], new Set());
    expect(used.has(0x20)).toBe(true);
    expectCovered(used);
  });

  it('cover the amounts the shop writes (no-break spaces, the minus sign) and Swedish and Latin-1 letters', () => {
    const latin1 = Array.from({ length: 0xff - 0xa0 + 1 }, (_, index) => String.fromCodePoint(0xa0 + index)).join('');
    expectCovered(characters([formatMoney(-1234567.5), 'ÅÄÖåäöÉéÜü×–—…“”‘’‚„«»‹›€•™Œœ', latin1], new Set()));
  });

  it('are cut to the Latin a Swedish shop sets, each within its size budget', () => {
    for (const font of fonts) {
      expect(readFileSync(join(root, font.file)).length, font.file).toBeLessThanOrEqual(font.maxBytes);
      // Basic Latin, Latin-1 and a few punctuation marks: some two hundred characters, not a whole script.
      expect(font.unicodes.size, font.file).toBeLessThan(300);
      expect([...font.unicodes].filter((cp) => cp >= 0x370 && cp < 0x2000), font.file).toEqual([]);
    }
  });

  it('have the weights app/fonts.ts declares: Inter variable over every weight the style sheets set, Fraunces one static instance', () => {
    const [inter, fraunces] = fonts as [CommittedFont, CommittedFont];
    const axis = inter.face.getAxisInfos().wght;
    expect(axis).toBeDefined();
    expect(declaredWeight(inter.file)).toBe(`${axis!.min} ${axis!.max}`);
    const weights = styleSheetWeights();
    expect(weights).toContain(600);
    expect(weights.filter((weight) => weight < axis!.min || weight > axis!.max)).toEqual([]);

    expect(fraunces.face.getAxisInfos()).toEqual({});
    expect(declaredWeight(fraunces.file)).toBe(String(weightClass(fraunces.face)));
  });

  it('keep kerning and the tabular figures the prices and counts ask for (font-variant-numeric: tabular-nums)', () => {
    const [inter, fraunces] = fonts as [CommittedFont, CommittedFont];
    expect(fraunces.face.getTableFeatureTags('GPOS')).toContain('kern');
    expect(inter.face.getTableFeatureTags('GPOS')).toContain('kern');
    expect(inter.face.getTableFeatureTags('GSUB')).toContain('tnum');
    const font = new hb.Font(inter.face);
    const advances = (text: string, features?: hb.Feature[]) => {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer, features);
      return buffer.getGlyphPositions().map((position) => position.xAdvance);
    };
    // Inter's own figures are proportional (a 1 is narrower than an 8); tabular ones are all one width.
    expect(new Set(advances('1234567890')).size).toBeGreaterThan(1);
    expect(new Set(advances('1234567890', [new hb.Feature('tnum', 1)])).size).toBe(1);
  });
});
