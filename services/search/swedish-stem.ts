/**
 * A light Swedish stemmer for plural and definite forms, used like Algolia's `ignorePlurals`: a word and
 * its inflections share a stem (`ring`, `ringar`, `ringarna` → `ring`; `örhänge`, `örhängen` → `orhang`),
 * and a query word matching a record word by stem counts as an exact match. Works on folded words.
 */

const SUFFIXES = [
  'arnas',
  'ernas',
  'ornas',
  'arna',
  'erna',
  'orna',
  'ande',
  'ende',
  'ens',
  'ets',
  'ar',
  'er',
  'or',
  'en',
  'et',
  'na',
  'a',
  'e',
  's',
];
const MIN_STEM_LENGTH = 4;
const MIN_WORD_LENGTH = 5;

export function swedishStem(word: string): string {
  if (word.length < MIN_WORD_LENGTH || /\d/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= MIN_STEM_LENGTH) return word.slice(0, -suffix.length);
  }
  return word;
}
