import { describe, expect, it } from 'vitest';
import { mergeDictionary } from '@/lib/content/dictionary';
import { translate } from '@/lib/content/translate';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';

describe('mergeDictionary', () => {
  it('falls back to the English defaults when the content service has nothing', () => {
    expect(mergeDictionary(null)).toEqual(dictionaryDefaults);
  });

  it('takes the Swedish text from the content service and ignores empty values and unknown keys', () => {
    const merged = mergeDictionary({ addToBasket: 'Lägg i varukorgen', search: '  ', unknownKey: 'x' });
    expect(merged.addToBasket).toBe('Lägg i varukorgen');
    expect(merged.search).toBe(dictionaryDefaults.search);
    expect(merged).not.toHaveProperty('unknownKey');
  });

  it('keeps the English defaults of the listing', () => {
    expect(dictionaryDefaults.searchPlaceholder).toBe('Search here…');
    expect(dictionaryDefaults.searchSubmitTitle).toBe('Search');
    expect(dictionaryDefaults.searchResetTitle).toBe('Clear');
    expect(dictionaryDefaults.clearRefinements).toBe('Clear refinements');
    expect(translate(mergeDictionary(null), 'resultsFound', { count: 42, ms: 3 })).toBe('42 results found in 3ms');
  });
});
