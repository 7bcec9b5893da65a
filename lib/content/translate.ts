import type { Dictionary, DictionaryKey } from './dictionary-defaults';
import { fillTemplate } from '../format';

/*
 * Reading the dictionary, for server and client components alike. Apart from `lib/content/dictionary.ts`
 * (which merges the content service's dictionary over the English defaults on the server) so that a client
 * component that translates does not bring the table of defaults into the browser's scripts.
 */

/** A dictionary text with its `{placeholders}` filled. */
export function translate<K extends DictionaryKey>(
  dictionary: Pick<Dictionary, K>,
  key: K,
  values?: Record<string, string | number>,
): string {
  const text = dictionary[key];
  return values ? fillTemplate(text, values) : text;
}

/**
 * The texts a feature's client components need, and no more: what crosses into the browser (the RSC
 * payload) is this subset, not the whole dictionary.
 */
export function pickTexts<K extends DictionaryKey>(dictionary: Dictionary, keys: readonly K[]): Pick<Dictionary, K> {
  return Object.fromEntries(keys.map((key) => [key, dictionary[key]])) as Pick<Dictionary, K>;
}
