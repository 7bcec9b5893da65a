/**
 * Grouping names under the Swedish alphabet, A–Z then Å, Ä, Ö (the brands overview). Letters with
 * diacritics that Swedish does not treat as letters of their own file under their base letter (É → E);
 * Æ and Ø are filed as Ä and Ö, and Ü as Y, as Swedish dictionaries do. Anything else goes under '#'.
 */
import { SITE_LANGUAGE } from '@/lib/constants';
import { lazily } from '@/lib/format';

export const SWEDISH_ALPHABET: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ'];
export const OTHER_GROUP = '#';

const SWEDISH_EXTRA: Record<string, string> = { Å: 'Å', Ä: 'Ä', Ö: 'Ö', Æ: 'Ä', Ø: 'Ö', Ü: 'Y' };

const collator = lazily(() => new Intl.Collator(SITE_LANGUAGE, { sensitivity: 'base', numeric: true }));

/** The group letter of a name: its first letter in the Swedish alphabet, or '#'. */
export function groupLetter(name: string): string {
  const first = [...name.trim()][0]?.toLocaleUpperCase(SITE_LANGUAGE) ?? '';
  const swedish = SWEDISH_EXTRA[first];
  if (swedish) return swedish;
  const base = first.normalize('NFD').replace(/\p{Mn}/gu, '');
  return /^[A-Z]$/.test(base) ? base : OTHER_GROUP;
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** Items grouped by letter in Swedish alphabetical order ('#' last), each group sorted the Swedish way. */
export function groupByLetter<T>(items: readonly T[], nameOf: (item: T) => string): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = groupLetter(nameOf(item));
    const group = groups.get(letter) ?? [];
    group.push(item);
    groups.set(letter, group);
  }
  const order = [...SWEDISH_ALPHABET, OTHER_GROUP];
  return order
    .filter((letter) => groups.has(letter))
    .map((letter) => ({ letter, items: [...(groups.get(letter) ?? [])].sort((a, b) => collator().compare(nameOf(a), nameOf(b))) }));
}
