import { dictionaryDefaults, type Dictionary, type DictionaryKey } from './dictionary-defaults';
import { fillTemplate } from '../format';

/**
 * Merges the content service's dictionary over the English defaults: a key the content service lacks (or
 * leaves empty) falls back to the spec's default, so no label is ever blank.
 */
export function mergeDictionary(fromContent: Partial<Record<string, string | null>> | null | undefined): Dictionary {
  const merged: Record<string, string> = { ...dictionaryDefaults };
  if (fromContent) {
    for (const key of Object.keys(dictionaryDefaults)) {
      const value = fromContent[key];
      if (typeof value === 'string' && value.trim() !== '') merged[key] = value;
    }
  }
  return merged as Dictionary;
}

/** A dictionary text with its `{placeholders}` filled. */
export function translate<K extends DictionaryKey>(dictionary: Pick<Dictionary, K>, key: K, values?: Record<string, string | number>): string {
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
