/**
 * How text becomes searchable words: lower case in Swedish, split on anything that is not a letter or a
 * digit, and folded so that å/ä/ö (and other accents) also match their plain letters. The index holds the
 * folded form only; a word typed with or without accents therefore finds the same records.
 */

const WORD_PATTERN = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;
const SPECIAL_FOLDS: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };
const SPECIAL_FOLD_PATTERN = /[æøßœłđðþ]/g;

const FOLD_CACHE_LIMIT = 50_000;
const foldCache = new Map<string, string>();

/** Lower case and fold one word (or any text) to plain letters: `Örhänge` → `orhange`. */
export function foldText(text: string): string {
  const cached = foldCache.get(text);
  if (cached !== undefined) return cached;
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_FOLD_PATTERN, (letter) => SPECIAL_FOLDS[letter] ?? letter);
  if (text.length <= 64) {
    if (foldCache.size >= FOLD_CACHE_LIMIT) foldCache.clear();
    foldCache.set(text, folded);
  }
  return folded;
}

/** A word of a text with where it sits, for highlighting. */
export interface TextToken {
  /** The folded word. */
  word: string;
  start: number;
  end: number;
}

/** Splits a text into words with their offsets in the original text. */
export function tokenise(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    const start = match.index;
    tokens.push({ word: foldText(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}

/** The folded words of a text, in order (duplicates kept). */
export function words(text: string): string[] {
  const found = text.match(WORD_PATTERN);
  return found ? found.map(foldText) : [];
}

/**
 * How many characters of `original` make up the first `foldedLength` characters of its folded form.
 * Folding can change lengths (`æ` → `ae`, a decomposed `å`), so prefix highlights map back through this.
 */
export function originalLengthForFoldedPrefix(original: string, foldedLength: number): number {
  let folded = 0;
  let index = 0;
  for (const char of original) {
    if (folded >= foldedLength) break;
    folded += foldText(char).length;
    index += char.length;
  }
  return index;
}
