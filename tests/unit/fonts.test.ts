import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';
import { FONT_JOBS, isCovered, rangeText, subsetOne } from '@/services/launcher/fonts';
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
