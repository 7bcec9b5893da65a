import { MASK_WEIGHTS, type Expansion, type TextIndex } from './text-index';
import { tokenise } from './text-normalise';

/**
 * Matching a query's words against the text index, Algolia style: every word must match (AND), the last
 * word also as a prefix, and each record gets the relevance criteria Algolia ranks by: fewest typos, then
 * the best attributes, then most exact words (a prefix or a typo is not exact).
 */

export interface QueryWord {
  /** Folded word. */
  word: string;
  /** The word as typed, lower case (what `matchedWords` reports). */
  typed: string;
  expansions: Expansion[];
}

const MAX_QUERY_WORDS = 10;

export interface TextMatch {
  words: QueryWord[];
  /** Matching record ids, ascending. */
  ids: Int32Array;
  /** Per hit (same order as `ids`): a 16-bit key, lower is more relevant. */
  relevance: Uint16Array;
}

/** Bits of the relevance key: typos (4 bits), then attribute score (8 bits), then exact words (4 bits). */
export function relevanceKey(typos: number, attributeScore: number, exactWords: number): number {
  return (Math.min(typos, 15) << 12) | ((255 - Math.min(attributeScore, 255)) << 4) | (15 - Math.min(exactWords, 15));
}

export function relevanceParts(key: number): { typos: number; attributeScore: number; exactWords: number } {
  return { typos: key >> 12, attributeScore: 255 - ((key >> 4) & 0xff), exactWords: 15 - (key & 0xf) };
}

/** Working arrays sized to the index, reused by every query (one query runs at a time). */
class Scratch {
  stamp: Int32Array;
  matched: Uint8Array;
  typos: Uint8Array;
  attribute: Uint16Array;
  exact: Uint8Array;
  bufferA: Int32Array;
  bufferB: Int32Array;
  current = 0;

  constructor(size: number) {
    this.stamp = new Int32Array(size);
    this.matched = new Uint8Array(size);
    this.typos = new Uint8Array(size);
    this.attribute = new Uint16Array(size);
    this.exact = new Uint8Array(size);
    this.bufferA = new Int32Array(size);
    this.bufferB = new Int32Array(size);
  }

  /** A fresh stamp for a query; wraps by clearing. */
  next(): number {
    if (this.current >= 0x7ffffff0) {
      this.stamp.fill(0);
      this.current = 0;
    }
    this.current += 1;
    return this.current;
  }
}

export class TextMatcher {
  private readonly scratch: Scratch;

  constructor(
    private readonly index: TextIndex,
    recordCount: number,
  ) {
    this.scratch = new Scratch(recordCount);
  }

  /** The words of a query, at most `maxWords` (Algolia ignores words past its own limit too). */
  static queryWords(query: string, maxWords = MAX_QUERY_WORDS): { word: string; typed: string }[] {
    return tokenise(query)
      .slice(0, maxWords)
      .map((token) => ({ word: token.word, typed: query.slice(token.start, token.end).toLocaleLowerCase('sv-SE') }));
  }

  match(query: string, typoTolerance = true): TextMatch {
    const found = TextMatcher.queryWords(query);
    const endsWithSpace = /\s$/.test(query);
    const queryWords: QueryWord[] = found.map(({ word, typed }, index) => ({
      word,
      typed,
      expansions: this.index.expand(word, index === found.length - 1 && !endsWithSpace, typoTolerance),
    }));
    if (queryWords.length === 0) return { words: [], ids: new Int32Array(0), relevance: new Uint16Array(0) };

    const s = this.scratch;
    const stamp = s.next();
    let touched = s.bufferA;
    let touchedCount = 0;
    queryWords.forEach((queryWord, wordIndex) => {
      const next = touched === s.bufferA ? s.bufferB : s.bufferA;
      let nextCount = 0;
      for (const expansion of queryWord.expansions) {
        const { ids, masks } = this.index.posting(expansion.posting);
        const isExact = expansion.kind === 'exact' || expansion.kind === 'plural' ? 1 : 0;
        const typos = expansion.typos;
        for (let i = 0; i < ids.length; i += 1) {
          const id = ids[i] as number;
          if (wordIndex === 0) {
            if (s.stamp[id] === stamp) continue;
            s.stamp[id] = stamp;
            s.matched[id] = 1;
            s.typos[id] = typos;
            s.attribute[id] = MASK_WEIGHTS[masks[i] as number] as number;
            s.exact[id] = isExact;
            next[nextCount++] = id;
          } else if (s.stamp[id] === stamp && s.matched[id] === wordIndex) {
            s.matched[id] = wordIndex + 1;
            s.typos[id] = (s.typos[id] as number) + typos;
            s.attribute[id] = (s.attribute[id] as number) + (MASK_WEIGHTS[masks[i] as number] as number);
            s.exact[id] = (s.exact[id] as number) + isExact;
            next[nextCount++] = id;
          }
        }
      }
      touched = next;
      touchedCount = nextCount;
    });

    const ids = touched.slice(0, touchedCount).sort();
    const relevance = new Uint16Array(ids.length);
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i] as number;
      relevance[i] = relevanceKey(s.typos[id] as number, s.attribute[id] as number, s.exact[id] as number);
    }
    return { words: queryWords, ids, relevance };
  }
}
