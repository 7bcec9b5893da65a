import { SEARCH_INDEX } from '../../lib/constants';
import { HttpError } from '../shared/http-service';
import { indexSettings } from './index-settings';
import { parseSearchParams } from './search-params';
import { NUMERIC_ATTRIBUTES, type NumericAttribute } from './search-record';
import type { CustomCriterion, IndexDefinition } from './search-indices';

/**
 * `setSettings` as the local engine can follow it: each setting of a body is either applied or refused with
 * a 400 naming it, never stored without effect.
 * - applied: `replicas` (standard replicas over the primary's records), `ranking` (a leading `asc(x)` or
 *   `desc(x)` on a number sorts the index; the relevance criteria are the engine's), `customRanking`
 *   (`asc`/`desc` of numeric attributes; `availabilityRank` follows from `availability` where a record
 *   lacks it), `removeStopWords` (`true` or `['sv']`, `stop-words.ts`), and `primary` as Algolia sends it back;
 * - query defaults: `QUERY_SETTINGS` stand for the search parameters of the same name a request does not
 *   send, checked as those parameters are;
 * - fixed: every other setting of `index-settings.ts` is what the engine does, so it is accepted with that
 *   value (or Algolia's reset, `null`) and refused with another: `Invalid value for setting x: …`;
 * - a name Algolia does not know: `Unknown setting: x`; a setting Algolia knows but the engine does not
 *   implement: 400 naming it (switched off, `null`/`false`/`[]`/`{}`, it is accepted).
 */

const SORT = /^(asc|desc)\(([^()]+)\)$/;
const RELEVANCE_CRITERIA = new Set(['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']);

/** Settings of Algolia's index settings reference that the local engine does not implement. */
const NOT_IMPLEMENTED = new Set([
  'unretrievableAttributes',
  'disableTypoToleranceOnWords',
  'disableTypoToleranceOnAttributes',
  'numericAttributesForFiltering',
  'disablePrefixOnAttributes',
  'allowCompressionOfIntegerArray',
  'userData',
  'camelCaseAttributes',
  'decompoundedAttributes',
  'keepDiacriticsOnCharacters',
  'customNormalization',
  'relevancyStrictness',
  'restrictHighlightAndSnippetArrays',
  'optionalWords',
  'disableExactOnAttributes',
  'alternativesAsExact',
  'advancedSyntaxFeatures',
  'distinct',
  'attributeForDistinct',
  'replaceSynonymsInHighlight',
  'minProximity',
  'responseFields',
  'maxFacetHits',
  'sortFacetValuesBy',
  'renderingContent',
  'enableReRanking',
  'reRankingApplyFilter',
  'decompoundQuery',
  'enablePersonalization',
  'enableRules',
  'advancedSyntax',
  'removeWordsIfNoResults',
  'mode',
  'semanticSearch',
  'separatorsToIndex',
  'searchableAttributesWithoutPriority',
  'attributesToTransliterate',
]);

/** Settings that are also search parameters: the index's defaults for a request. */
export const QUERY_SETTINGS = [
  'hitsPerPage',
  'maxValuesPerFacet',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'highlightPostTag',
  'snippetEllipsisText',
  'typoTolerance',
] as const;

/** Settings that are the engine's own behaviour: accepted when they say what it does. */
const FIXED: Record<string, unknown> = (() => {
  const today = { ...indexSettings(SEARCH_INDEX) };
  delete today.replicas;
  delete today.ranking;
  delete today.customRanking;
  for (const name of QUERY_SETTINGS) delete today[name];
  // The engine folds and stems Swedish words when it indexes them.
  return { ...today, indexLanguages: ['sv'] };
})();

const APPLIED = new Set(['replicas', 'ranking', 'customRanking', 'primary', 'removeStopWords']);

function isSwitchedOff(value: unknown): boolean {
  if (value === null || value === false || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value as object).length === 0;
}

function stringList(name: string, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new HttpError(400, `Invalid value for setting ${name}: expected an array of strings`);
  return value as string[];
}

function sortEntry(name: string, entry: string): CustomCriterion {
  const match = SORT.exec(entry);
  if (!match) throw new HttpError(400, `Invalid value for setting ${name}: ${entry} is not asc(attribute) or desc(attribute)`);
  return { direction: match[1] as 'asc' | 'desc', attribute: (match[2] as string).trim() };
}

/** The settings a body sets, checked; a 400 naming the first one the engine cannot follow. */
export function checkSettings(body: Record<string, unknown>): Record<string, unknown> {
  for (const [name, value] of Object.entries(body)) {
    if (APPLIED.has(name)) {
      if (name === 'removeStopWords') {
        const off = value === null || value === false || (Array.isArray(value) && value.length === 0);
        const swedish = value === true || (Array.isArray(value) && value.length === 1 && value[0] === 'sv');
        if (!off && !swedish)
          throw new HttpError(
            400,
            `Invalid value for setting removeStopWords: the local search service removes Swedish ('sv') stop words only`,
          );
        continue;
      }
      if (name === 'primary') {
        if (value !== null && typeof value !== 'string') throw new HttpError(400, `Invalid value for setting primary: expected a string`);
        continue;
      }
      if (value === null) continue;
      const list = stringList(name, value);
      if (name === 'replicas') {
        const virtual = list.find((replica) => replica.startsWith('virtual('));
        if (virtual)
          throw new HttpError(400, `Invalid value for setting replicas: ${virtual}: the local search service has standard replicas only`);
      }
      if (name === 'ranking') {
        list.forEach((entry, position) => {
          if (RELEVANCE_CRITERIA.has(entry)) return;
          const sort = sortEntry(name, entry);
          if (position !== 0)
            throw new HttpError(400, `Invalid value for setting ranking: ${entry}: the local search service sorts by a first entry only`);
          if (!(NUMERIC_ATTRIBUTES as readonly string[]).includes(sort.attribute))
            throw new HttpError(400, `Invalid value for setting ranking: ${entry}: sorting needs one of ${NUMERIC_ATTRIBUTES.join(', ')}`);
        });
      }
      if (name === 'customRanking') list.forEach((entry) => sortEntry(name, entry));
      continue;
    }
    if ((QUERY_SETTINGS as readonly string[]).includes(name)) {
      if (value === null) continue;
      try {
        parseSearchParams({ indexName: 'settings', [name]: value });
      } catch (error) {
        const reason = error instanceof HttpError ? error.message : String(error);
        throw new HttpError(400, `Invalid value for setting ${name}: ${reason}`);
      }
      continue;
    }
    if (Object.hasOwn(FIXED, name)) {
      if (value === null || JSON.stringify(value) === JSON.stringify(FIXED[name])) continue;
      throw new HttpError(400, `Invalid value for setting ${name}: the local search service applies ${JSON.stringify(FIXED[name])} only`);
    }
    if (NOT_IMPLEMENTED.has(name)) {
      if (isSwitchedOff(value)) continue;
      throw new HttpError(400, `Invalid value for setting ${name}: the local search service does not implement it`);
    }
    throw new HttpError(400, `Unknown setting: ${name}`);
  }
  return body;
}

/** The index's sort from its `ranking` (a leading `asc(x)`/`desc(x)`), or none. */
export function sortOf(settings: Record<string, unknown>): IndexDefinition['sort'] {
  const first = Array.isArray(settings.ranking) ? settings.ranking[0] : undefined;
  const match = typeof first === 'string' ? SORT.exec(first) : null;
  if (!match) return null;
  return { direction: match[1] as 'asc' | 'desc', attribute: (match[2] as string).trim() as NumericAttribute };
}

/** The index's custom ranking, or undefined for the engine's default. */
export function customRankingOf(settings: Record<string, unknown>): CustomCriterion[] | undefined {
  if (!Array.isArray(settings.customRanking)) return undefined;
  return (settings.customRanking as string[]).map((entry) => sortEntry('customRanking', entry));
}

/** Whether the index leaves Swedish stop words out of its queries. */
export function removesStopWords(settings: Record<string, unknown>): boolean {
  const value = settings.removeStopWords;
  return value === true || (Array.isArray(value) && value.includes('sv'));
}
