import { HttpError } from '../shared/http-service';

/**
 * Which search parameters the local service knows, and what it does with each. Algolia answers a parameter
 * it does not know with `400 Unknown parameter: name`; so does this service. Of the parameters Algolia
 * knows (its Search API reference; the `SearchParamsObject` of the v5 client), each is one of:
 * - acted on here (`search-params.ts` reads and checks it);
 * - without effect on these indices, on Algolia as here: analytics and A/B-test switches, rules and
 *   synonyms (the indices have none), personalization (not enabled), distinct (no `attributeForDistinct`);
 * - not implemented: a 501 naming it, unless its value is the one that turns the feature off (`false`,
 *   `''`, `[]`, `null`), which is what Algolia does by default too.
 */

/** The request's own fields (which index, which kind of search), not search parameters. */
export const STRUCTURAL = new Set(['indexName', 'type', 'params', 'facet', 'facetQuery', 'maxFacetHits']);

export const WITHOUT_EFFECT = new Set([
  'analytics',
  'analyticsTags',
  'enableABTest',
  'percentileComputation',
  'eventSources',
  'userToken',
  'synonyms',
  'replaceSynonymsInHighlight',
  'enableRules',
  'ruleContexts',
  'enablePersonalization',
  'personalizationImpact',
  'distinct',
  'facetingAfterDistinct',
  'sumOrFiltersScores',
  'enableReRanking',
  'reRankingApplyFilter',
  'renderingContent',
  'attributeCriteriaComputedByMinProximity',
]);

export const NOT_IMPLEMENTED = new Set([
  'similarQuery',
  'optionalFilters',
  'tagFilters',
  'restrictSearchableAttributes',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'naturalLanguages',
  'ranking',
  'relevancyStrictness',
  'restrictHighlightAndSnippetArrays',
  'allowTyposOnNumericTokens',
  'disableTypoToleranceOnAttributes',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'ignorePlurals',
  'removeStopWords',
  'queryLanguages',
  'decompoundQuery',
  'queryType',
  'removeWordsIfNoResults',
  'mode',
  'semanticSearch',
  'advancedSyntax',
  'advancedSyntaxFeatures',
  'optionalWords',
  'disableExactOnAttributes',
  'exactOnSingleWordQuery',
  'alternativesAsExact',
  'minProximity',
  'attributeCriteriaComputedBy',
  'explain',
]);

function isOff(value: unknown): boolean {
  return value === null || value === undefined || value === false || value === '' || (Array.isArray(value) && value.length === 0);
}

const onlySwedish = (value: unknown) => value === 'sv' || (Array.isArray(value) && value.length === 1 && value[0] === 'sv');

/**
 * Parameters whose accepted values are not the "off" ones, because the engine always does what they turn
 * on: Swedish plurals match their stem (`ignorePlurals: ['sv']`, so `false` would be a difference), and
 * the query language is Swedish.
 */
const MATCHING_VALUES: Record<string, (value: unknown) => boolean> = {
  ignorePlurals: (value) => value === true || onlySwedish(value),
  queryLanguages: onlySwedish,
};

/** A 400 for a parameter Algolia does not know, a 501 for one it knows that is not implemented here. */
export function checkParameterNames(raw: Record<string, unknown>, implemented: ReadonlySet<string>): void {
  for (const [key, value] of Object.entries(raw)) {
    if (STRUCTURAL.has(key) || implemented.has(key) || WITHOUT_EFFECT.has(key)) continue;
    if (NOT_IMPLEMENTED.has(key)) {
      const matches = MATCHING_VALUES[key];
      if (matches ? matches(value) : isOff(value)) continue;
      throw new HttpError(501, `The local search service does not implement the search parameter ${key}`);
    }
    throw new HttpError(400, `Unknown parameter: ${key}`);
  }
}
