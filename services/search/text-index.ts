import SearchableMap from 'minisearch/SearchableMap';
import { SEARCHABLE_ATTRIBUTES, attributeTexts, type SearchRecord } from './search-record';
import { swedishStem } from './swedish-stem';
import { words } from './text-normalise';

/**
 * The full-text index: MiniSearch's radix tree (`minisearch/SearchableMap`) holds the vocabulary and finds
 * a typed word's exact, prefix and typo-tolerant terms; each term points at a posting list of record ids
 * with a bit mask of the searchable attributes the term occurs in. Ranking, filters and facets are ours.
 */

export type MatchKind = 'exact' | 'plural' | 'prefix' | 'typo';

/** A vocabulary term that a query word reaches, and how. */
export interface Expansion {
  term: string;
  kind: MatchKind;
  typos: number;
  posting: number;
}

export interface Posting {
  /** Record ids, ascending. */
  ids: Int32Array;
  /** Per id: bit `a` set when the term occurs in searchable attribute `a` (8 attributes at most). */
  masks: Uint8Array;
}

/** Typos a word of this length may carry: none under 4 letters, 1 from 4, 2 from 8; never in numbers. */
export function allowedTypos(word: string): number {
  if (/\d/.test(word)) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Per attribute mask: the best weight among its attributes (a table, as it runs once per posting). */
export const MASK_WEIGHTS: Uint8Array = (() => {
  const table = new Uint8Array(1 << SEARCHABLE_ATTRIBUTES.length);
  table.forEach((_, mask) => {
    SEARCHABLE_ATTRIBUTES.forEach((entry, index) => {
      if (mask & (1 << index)) table[mask] = Math.max(table[mask] as number, entry.weight);
    });
  });
  return table;
})();

const KIND_ORDER: Record<MatchKind, number> = { exact: 0, plural: 1, prefix: 2, typo: 3 };

export class TextIndex {
  private readonly dictionary: SearchableMap<number>;
  private readonly postings: Posting[];
  private readonly stems = new Map<string, number[]>();
  private readonly termNames: string[];

  private constructor(dictionary: SearchableMap<number>, postings: Posting[], termNames: string[]) {
    this.dictionary = dictionary;
    this.postings = postings;
    this.termNames = termNames;
    termNames.forEach((term, index) => {
      const stem = swedishStem(term);
      const list = this.stems.get(stem);
      if (list) list.push(index);
      else this.stems.set(stem, [index]);
    });
  }

  static build(records: readonly SearchRecord[]): TextIndex {
    const building = new Map<string, { ids: number[]; masks: number[] }>();
    records.forEach((record, id) => {
      SEARCHABLE_ATTRIBUTES.forEach(({ attribute }, attributeIndex) => {
        const bit = 1 << attributeIndex;
        for (const text of attributeTexts(record, attribute)) {
          for (const word of words(text)) {
            let entry = building.get(word);
            if (!entry) {
              entry = { ids: [], masks: [] };
              building.set(word, entry);
            }
            const last = entry.ids.length - 1;
            if (last >= 0 && entry.ids[last] === id) entry.masks[last] = (entry.masks[last] as number) | bit;
            else {
              entry.ids.push(id);
              entry.masks.push(bit);
            }
          }
        }
      });
    });
    const postings: Posting[] = [];
    const termNames: string[] = [];
    const dictionary = new SearchableMap<number>();
    for (const [term, entry] of building) {
      dictionary.set(term, postings.length);
      termNames.push(term);
      postings.push({ ids: Int32Array.from(entry.ids), masks: Uint8Array.from(entry.masks) });
    }
    return new TextIndex(dictionary, postings, termNames);
  }

  get termCount(): number {
    return this.postings.length;
  }

  posting(index: number): Posting {
    return this.postings[index] as Posting;
  }

  /**
   * The terms a folded query word reaches, best first: the word itself, its plural/singular forms, words it
   * begins (only for the word being typed, `asPrefix`), then words within the allowed typos.
   */
  expand(word: string, asPrefix: boolean, typoTolerance = true): Expansion[] {
    const found = new Map<string, Expansion>();
    const add = (term: string, kind: MatchKind, typos: number, posting: number) => {
      const known = found.get(term);
      if (!known || KIND_ORDER[kind] < KIND_ORDER[known.kind] || (kind === known.kind && typos < known.typos)) {
        found.set(term, { term, kind, typos, posting });
      }
    };
    const exact = this.dictionary.get(word);
    if (exact !== undefined) add(word, 'exact', 0, exact);
    for (const posting of this.stems.get(swedishStem(word)) ?? []) add(this.termNames[posting] as string, 'plural', 0, posting);
    if (asPrefix) {
      for (const [term, posting] of this.dictionary.atPrefix(word)) add(term, 'prefix', 0, posting);
    }
    const maxTypos = typoTolerance ? allowedTypos(word) : 0;
    if (maxTypos > 0) {
      for (const [term, [posting, distance]] of this.dictionary.fuzzyGet(word, maxTypos)) {
        if (distance > 0) add(term, 'typo', distance, posting);
      }
      // Two swapped neighbours are one typo (as in Algolia), where plain edit distance counts two.
      for (let i = 0; i + 1 < word.length; i += 1) {
        if (word[i] === word[i + 1]) continue;
        const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
        const posting = this.dictionary.get(swapped);
        if (posting !== undefined) add(swapped, 'typo', 1, posting);
      }
    }
    return [...found.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.typos - b.typos);
  }
}
