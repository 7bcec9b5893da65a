import type { TextMatch } from './text-match';
import { words } from './text-normalise';

/**
 * Synonyms in a query, as Algolia applies them: a query word that is one of a `synonym` set's words also
 * matches each other word of the set (both ways); a `onewaysynonym`'s `input` word also matches its
 * `synonyms` (one way). The query runs once as typed and once per alternative (at most
 * `MAX_ALTERNATIVES`), and a record matched by several keeps its best relevance.
 */

export interface SynonymSet {
  type: string;
  synonyms?: unknown;
  input?: unknown;
}

const MAX_ALTERNATIVES = 8;

/** Per folded word: the texts it also stands for. */
export function synonymTable(sets: readonly SynonymSet[]): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    const key = words(from).join(' ');
    if (key === '' || key.includes(' ') || words(to).join(' ') === key) return;
    table.set(key, [...(table.get(key) ?? []), to]);
  };
  for (const set of sets) {
    const list = Array.isArray(set.synonyms) ? set.synonyms.filter((word): word is string => typeof word === 'string') : [];
    if (set.type === 'synonym') for (const from of list) for (const to of list) add(from, to);
    if (set.type === 'onewaysynonym' && typeof set.input === 'string') for (const to of list) add(set.input, to);
  }
  return table;
}

/** The query's alternatives: each synonym of each word put in its place (the typed query not included). */
export function queryAlternatives(query: string, table: ReadonlyMap<string, string[]>): string[] {
  if (table.size === 0) return [];
  const queryWords = words(query);
  const alternatives: string[] = [];
  queryWords.forEach((word, position) => {
    for (const replacement of table.get(word) ?? []) {
      if (alternatives.length >= MAX_ALTERNATIVES) return;
      alternatives.push(
        [...queryWords.slice(0, position), replacement, ...queryWords.slice(position + 1)].join(' ') + (/\s$/.test(query) ? ' ' : ''),
      );
    }
  });
  return alternatives;
}

/** The union of matches, each record with its best (lowest) relevance key; the words of all for highlighting. */
export function mergeMatches(matches: readonly TextMatch[]): TextMatch {
  if (matches.length === 1) return matches[0] as TextMatch;
  const best = new Map<number, number>();
  for (const match of matches) {
    match.ids.forEach((id, position) => {
      const relevance = match.relevance[position] as number;
      const known = best.get(id);
      if (known === undefined || relevance < known) best.set(id, relevance);
    });
  }
  const ids = Int32Array.from(best.keys()).sort();
  const relevance = Uint16Array.from(ids, (id) => best.get(id) as number);
  return { words: matches.flatMap((match) => match.words), ids, relevance };
}
