import { describe, expect, it } from 'vitest';
import { HighlightMatcher, escapeHtml } from '../../services/search/highlight';
import { availabilityRank, type SearchRecord } from '../../services/search/search-record';
import { swedishStem } from '../../services/search/swedish-stem';
import { TextIndex, allowedTypos } from '../../services/search/text-index';
import { TextMatcher } from '../../services/search/text-match';
import { foldText, originalLengthForFoldedPrefix, tokenise } from '../../services/search/text-normalise';

/** Words, accents, plurals, typos, prefixes, ranking and highlighting of the text index. */

function record(objectID: string, name: string, overrides: Partial<SearchRecord> = {}): SearchRecord {
  const built: Omit<SearchRecord, 'availabilityRank'> & Partial<SearchRecord> = {
    objectID,
    familyId: objectID,
    variantId: objectID,
    variantIds: [objectID],
    variants: [{ variantId: objectID, sizes: [], material: [] }],
    name,
    brand: 'Glansverk',
    productType: 'Smycken',
    productTypeAlias: 'smycke',
    productSubtype: null,
    colour: [],
    material: [],
    sizes: [],
    price: 100,
    originalPrice: 100,
    percentDiscount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    createdAtTimestamp: 1_735_689_600,
    image: null,
    url: '/x/y/?variantId=1',
    categoryIds: [],
    categorySlugs: [],
    availability: 'in_stock',
    allowOrdering: true,
    description: '',
    ...overrides,
  };
  return { ...built, availabilityRank: built.availabilityRank ?? availabilityRank(built.availability) };
}

describe('text normalisation', () => {
  it('folds Swedish letters and other accents', () => {
    expect(foldText('Örhänge')).toBe('orhange');
    expect(foldText('Åbo Café Ærø')).toBe('abo cafe aero');
  });

  it('splits words and keeps their offsets in the original text', () => {
    expect(tokenise('Ring, 17 mm – Guld!')).toEqual([
      { word: 'ring', start: 0, end: 4 },
      { word: '17', start: 6, end: 8 },
      { word: 'mm', start: 9, end: 11 },
      { word: 'guld', start: 14, end: 18 },
    ]);
  });

  it('maps a folded prefix back to the original characters', () => {
    expect(originalLengthForFoldedPrefix('Ærø', 2)).toBe(1);
    expect(originalLengthForFoldedPrefix('Örhänge', 3)).toBe(3);
  });

  it('stems Swedish plurals and definite forms to one stem', () => {
    expect(swedishStem('ringar')).toBe(swedishStem('ring'));
    expect(swedishStem('ringarna')).toBe(swedishStem('ring'));
    expect(swedishStem('orhangen')).toBe(swedishStem('orhange'));
    expect(swedishStem('klockor')).toBe(swedishStem('klocka'));
    expect(swedishStem('17')).toBe('17');
  });

  it('allows no typo under 4 letters, one from 4 and two from 8, none in numbers', () => {
    expect([allowedTypos('guld'), allowedTypos('gul'), allowedTypos('halsband'), allowedTypos('1700')]).toEqual([1, 0, 2, 0]);
  });
});

describe('text matching', () => {
  const records = [
    record('exact', 'Ring Stella'),
    record('prefix', 'Ringlet Luna'),
    record('typo', 'Rang Sol'),
    record('accent', 'Örhänge Droppe'),
    record('plural', 'Klassiska ringar'),
    record('brand', 'Halsband', { brand: 'Stella', description: 'ring' }),
    record('described', 'Armband', { description: 'Passar till en ring stella' }),
  ];
  const index = TextIndex.build(records);
  const matcher = new TextMatcher(index, records.length);
  const found = (query: string) => {
    const match = matcher.match(query);
    const order = Array.from(match.ids.keys()).sort(
      (a, b) => (match.relevance[a] as number) - (match.relevance[b] as number) || (match.ids[a] as number) - (match.ids[b] as number),
    );
    return order.map((position) => (records[match.ids[position] as number] as SearchRecord).objectID);
  };

  it('ranks exact before prefix before typo', () => {
    const ranked = found('ring');
    expect(ranked.indexOf('exact')).toBeLessThan(ranked.indexOf('prefix'));
    expect(ranked.indexOf('prefix')).toBeLessThan(ranked.indexOf('typo'));
  });

  it('only takes the last word as a prefix, and not after a trailing space', () => {
    expect(found('ring')).toContain('prefix');
    expect(found('ring ')).not.toContain('prefix');
    expect(found('rin stella')).not.toContain('prefix');
  });

  it('finds words typed without å, ä or ö and words typed with them', () => {
    expect(found('orhange')).toEqual(['accent']);
    expect(found('Örhänge')).toEqual(['accent']);
  });

  it('finds plurals from the singular and back', () => {
    expect(found('ringar ')).toEqual(expect.arrayContaining(['exact', 'plural']));
    expect(found('ring ')).toEqual(expect.arrayContaining(['exact', 'plural']));
  });

  it('counts two swapped letters as one typo', () => {
    expect(found('stlela')).toEqual(expect.arrayContaining(['exact', 'brand']));
    expect(found('rnig ')).toEqual(expect.arrayContaining(['exact']));
  });

  it('needs every word and ranks name and brand above the description', () => {
    const ranked = found('ring stella');
    expect(ranked).toEqual(['exact', 'brand', 'described']);
  });
});

describe('highlighting', () => {
  const records = [record('1', 'Örhänge <Stella> & Ring')];
  const index = TextIndex.build(records);
  const matcher = new TextMatcher(index, records.length);
  const tags = { pre: '<em>', post: '</em>' };

  it('wraps matched words, escapes HTML and reports full matches', () => {
    const result = new HighlightMatcher(matcher.match('orhange stella').words).highlight('Örhänge <Stella> & Ring', tags);
    expect(result).toEqual({
      value: '<em>Örhänge</em> &lt;<em>Stella</em>&gt; &amp; Ring',
      matchLevel: 'full',
      matchedWords: ['orhange', 'stella'],
      fullyHighlighted: false,
    });
  });

  it('highlights only the typed part of a prefix match', () => {
    const result = new HighlightMatcher(matcher.match('örh').words).highlight('Örhänge', {
      pre: '__ais-highlight__',
      post: '__/ais-highlight__',
    });
    expect(result.value).toBe('__ais-highlight__Örh__/ais-highlight__änge');
    expect(result.matchLevel).toBe('full');
    expect(result.fullyHighlighted).toBe(false);
  });

  it('reports partial and none match levels', () => {
    const highlighter = new HighlightMatcher(matcher.match('ring stella').words);
    expect(highlighter.highlight('Ring', tags)).toMatchObject({ matchLevel: 'partial', matchedWords: ['ring'], fullyHighlighted: true });
    expect(highlighter.highlight('Guld', tags)).toEqual({ value: 'Guld', matchLevel: 'none', matchedWords: [] });
  });

  it('cuts a snippet around the first match', () => {
    const text = 'Ett två tre fyra fem sex sju åtta nio tio elva tolv ring tretton fjorton femton sexton';
    const result = new HighlightMatcher(matcher.match('ring').words).snippet(text, 5, tags, '…');
    expect(result.value).toBe('…tolv <em>ring</em> tretton fjorton femton…');
  });

  it('escapes the characters HTML cares about', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
