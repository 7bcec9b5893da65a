import { dictionaryDefaults, type Dictionary } from './dictionary-defaults';

/**
 * Merges the content service's dictionary over the English defaults: a key the content service lacks (or
 * leaves empty) falls back to its English default, so no label is ever blank.
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
