import { INDEX_DEFINITIONS } from './search-indices';
import { PAGINATION_LIMITED_TO } from './search-params';
import { FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTE_SETTING } from './search-record';

/**
 * `GET /1/indexes/{index}/settings`: the settings an Algolia index would need to answer as this one does,
 * in the shape of Algolia's answer (only settings that are not null). The ranking criteria name what the
 * engine compares (`search-indices.ts`, `rank-hits.ts`); the attribute criterion sums each query word's best
 * attribute level (`attributeCriteriaComputedBy: sum`, levels in `search-record.ts`), and the exact criterion
 * counts the words matched whole, in a one-word query too (`exactOnSingleWordQuery: word`). The custom
 * ranking puts orderable products before preorders and sold-out ones (a rank the engine derives from
 * `availability`; an Algolia index would need it stored as `availabilityRank`), then the newest first.
 */

const RELEVANCE = ['typo', 'attribute', 'exact', 'custom'];

export function indexSettings(indexName: string): Record<string, unknown> | undefined {
  const definition = INDEX_DEFINITIONS.find((candidate) => candidate.name === indexName);
  if (!definition) return undefined;
  const primary = INDEX_DEFINITIONS[0]?.name;
  const sort = definition.sort ? [`${definition.sort.direction}(${definition.sort.attribute})`] : [];
  const settings: Record<string, unknown> = {
    searchableAttributes: SEARCHABLE_ATTRIBUTE_SETTING,
    attributesForFaceting: FACET_ATTRIBUTES.map((attribute) => `searchable(${attribute})`),
    ranking: [...sort, ...RELEVANCE],
    attributeCriteriaComputedBy: 'sum',
    exactOnSingleWordQuery: 'word',
    customRanking: ['asc(availabilityRank)', 'desc(createdAtTimestamp)'],
    hitsPerPage: 20,
    maxValuesPerFacet: 100,
    paginationLimitedTo: PAGINATION_LIMITED_TO,
    typoTolerance: true,
    minWordSizefor1Typo: 4,
    minWordSizefor2Typos: 8,
    allowTyposOnNumericTokens: false,
    ignorePlurals: ['sv'],
    queryLanguages: ['sv'],
    queryType: 'prefixLast',
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    snippetEllipsisText: '…',
  };
  if (definition.name === primary) settings.replicas = INDEX_DEFINITIONS.slice(1).map((replica) => replica.name);
  else settings.primary = primary;
  return settings;
}
