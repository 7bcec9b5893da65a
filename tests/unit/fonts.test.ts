import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';
import { FONT_JOBS, FONT_RANGES, isCovered, rangeText, subsetOne } from '@/services/launcher/fonts';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { DEFAULT_SEED, generateCatalogue } from '@/services/seed/generate';
import { formatMoney } from '@/lib/format';

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

function missing(set: Set<number>): string[] {
  return [...set].filter((cp) => cp >= 0x20 && !isCovered(cp)).map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(cp)}`);
}

describe('the subset web fonts', () => {
  it('are the output of services/launcher/fonts.ts (run `npm run fonts` after changing it)', async () => {
    for (const job of FONT_JOBS) {
      const committed = readFileSync(join(root, job.target));
      const fresh = await subsetOne(root, job);
      expect(committed.equals(fresh), job.target).toBe(true);
      // The cut is worth having: each is smaller than its source by at least a tenth.
      expect(committed.length).toBeLessThan(readFileSync(join(root, job.source)).length * 0.9);
    }
  });

  it('cover every character of the dictionary, its Swedish translation and the demo catalogue', () => {
    const used = characters([dictionaryDefaults, DICTIONARY_SV, generateCatalogue({ seed: DEFAULT_SEED, referenceDate: '2026-11-21' })], new Set());
    expect(used.size).toBeGreaterThan(60);
    expect(missing(used)).toEqual([]);
  });

  it('cover the characters of the components and the style sheets (text, strings, generated content)', () => {
    const sources = [...filesUnder('app', ['.tsx']), ...filesUnder('components', ['.tsx', '.ts'])];
    const sheets = [...filesUnder('app', ['.css']), ...filesUnder('components', ['.css'])];
    expect(sources.length).toBeGreaterThan(50);
    expect(sheets.length).toBeGreaterThan(20);
    const used = characters([...sources.flatMap(sourceStrings), ...sheets.flatMap(generatedContent)], new Set());
    expect(used.has(0x20)).toBe(true);
    expect(missing(used)).toEqual([]);
  });

  it('have a glyph for every character they keep (a missing one sends the browser to the system fonts)', async () => {
    // The soft hyphen is drawn by no browser, and Inter has no glyph for it.
    const invisible = new Set([0xad]);
    for (const job of FONT_JOBS) {
      const face = new hb.Face(new hb.Blob(await decompress(readFileSync(join(root, job.target)))));
      const mapped = new Set(face.collectUnicodes());
      const absent: string[] = [];
      for (const [from, to] of FONT_RANGES) for (let cp = from; cp <= to; cp += 1) if (!mapped.has(cp) && !invisible.has(cp)) absent.push(`U+${cp.toString(16).toUpperCase()}`);
      expect(absent, job.target).toEqual([]);
    }
  });

  it('cover the amounts the shop writes (no-break spaces, the minus sign) and Swedish letters', () => {
    const used = characters([formatMoney(-1234567.5), 'ÅÄÖåäöÉéÜü×–—…“”’«»€'], new Set());
    expect(missing(used)).toEqual([]);
    expect(rangeText()).toContain('\u2212');
  });

  it('keep kerning and the tabular figures the prices and counts ask for (font-variant-numeric: tabular-nums)', async () => {
    const inter = FONT_JOBS.find((job) => job.target.includes('inter'))!;
    const face = new hb.Face(new hb.Blob(await decompress(readFileSync(join(root, inter.target)))));
    expect(face.getTableFeatureTags('GPOS')).toContain('kern');
    expect(face.getTableFeatureTags('GSUB')).toContain('tnum');
    const font = new hb.Font(face);
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
