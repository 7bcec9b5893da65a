import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import { HIGHLIGHT_ATTRIBUTES } from '../../lib/search/listing-setup';
import { PAGINATION_LIMITED_TO } from './search-params';
import { FACET_ATTRIBUTES, SEARCHABLE_ATTRIBUTE_SETTING, type NumericAttribute } from './search-record';

/**
 * The search index as code: the one source of the primary's settings, its standard sort replicas (lowest price, newest)
 * and the synonyms we own. Provisioning (`provision.ts`) applies it to an Algolia application, a reindex
 * (`reindex.ts`) to its temporary copy, and the local search service's start-up seeding to itself; the
 * local service's `setSettings` accepts every setting named here (`settings-check.ts`).
 *
 * - Relevance: the attribute criterion sums each query word's best attribute level
 *   (`attributeCriteriaComputedBy: sum`, levels in `search-record.ts`, material and colour first so a word
 *   naming a metal ranks that metal ahead of the same letters inside a name); the exact criterion counts the
 *   words matched whole, in a one-word query too (`exactOnSingleWordQuery: word`).
 * - Custom ranking: orderable products before preorders before sold-out ones (`availabilityRank`, which the
 *   record builder puts on every record), then the newest first.
 * - Swedish: queries and records are Swedish (`queryLanguages`, `indexLanguages`), plural forms match
 *   (`ignorePlurals`), and Swedish stop words ("med", "och", "för") are left out of a query.
 * - Retrieve and highlight: a hit carries the whole record unless the request names attributes (the
 *   storefront names its card's, `lib/search/listing-setup.ts`); the card's name and brand are highlighted.
 * - Typos: product and brand names are short and made up ("Solfjäder", "Ljus"): one typo from 4 letters,
 *   two from 8, none in numbers (sizes, "925").
 */

/** The prefix of the synonym ids we own: provisioning touches no other synonym of the index. */
export const SYNONYM_PREFIX = 'glans-';

export interface Synonym {
  objectID: string;
  type: 'synonym' | 'onewaysynonym';
  synonyms: string[];
  input?: string;
}

export interface ReplicaDefinition {
  name: string;
  /** The replica's order: every hit sorted by this first (a standard replica), then relevance. */
  sort: { attribute: NumericAttribute; direction: 'asc' | 'desc' };
}

export interface SearchIndexDefinition {
  name: string;
  /** The primary's settings, replicas not included (they follow from `replicas`). */
  settings: Record<string, unknown>;
  replicas: ReplicaDefinition[];
  synonyms: Synonym[];
}

const RELEVANCE = ['typo', 'attribute', 'exact', 'custom'];

const SETTINGS: Record<string, unknown> = {
  searchableAttributes: SEARCHABLE_ATTRIBUTE_SETTING,
  attributesForFaceting: FACET_ATTRIBUTES.map((attribute) => `searchable(${attribute})`),
  ranking: RELEVANCE,
  attributeCriteriaComputedBy: 'sum',
  exactOnSingleWordQuery: 'word',
  customRanking: ['asc(availabilityRank)', 'desc(createdAtTimestamp)'],
  attributesToRetrieve: ['*'],
  attributesToHighlight: [...HIGHLIGHT_ATTRIBUTES],
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  paginationLimitedTo: PAGINATION_LIMITED_TO,
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: ['sv'],
  queryLanguages: ['sv'],
  indexLanguages: ['sv'],
  removeStopWords: ['sv'],
  queryType: 'prefixLast',
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
};

/** Swedish jewellery words a shopper types for the same thing, both ways. */
const SYNONYMS: Synonym[] = [
  { objectID: `${SYNONYM_PREFIX}orhange`, type: 'synonym', synonyms: ['örhänge', 'örhängen'] },
  { objectID: `${SYNONYM_PREFIX}halsband`, type: 'synonym', synonyms: ['halsband', 'halskedja'] },
  { objectID: `${SYNONYM_PREFIX}armband`, type: 'synonym', synonyms: ['armband', 'armring'] },
  { objectID: `${SYNONYM_PREFIX}sterlingsilver`, type: 'synonym', synonyms: ['sterlingsilver', 'silver 925'] },
  { objectID: `${SYNONYM_PREFIX}hange`, type: 'synonym', synonyms: ['hänge', 'berlock'] },
  { objectID: `${SYNONYM_PREFIX}forlovningsring`, type: 'synonym', synonyms: ['förlovningsring', 'förlovningsringar'] },
];

export const SEARCH_INDEX_DEFINITION: SearchIndexDefinition = {
  name: SEARCH_INDEX,
  settings: SETTINGS,
  replicas: [
    { name: SEARCH_REPLICA_LOWEST_PRICE, sort: { attribute: 'price', direction: 'asc' } },
    { name: SEARCH_REPLICA_NEWEST, sort: { attribute: 'createdAtTimestamp', direction: 'desc' } },
  ],
  synonyms: SYNONYMS,
};

/** The settings of the primary named `name` (a reindex's temporary copy has its own name, no replicas). */
export function primarySettings(definition = SEARCH_INDEX_DEFINITION, withReplicas = true): Record<string, unknown> {
  return withReplicas
    ? { ...definition.settings, replicas: definition.replicas.map((replica) => replica.name) }
    : { ...definition.settings };
}

/** A replica's settings: the primary's, with its sort leading `ranking`. */
export function replicaSettings(replica: ReplicaDefinition, definition = SEARCH_INDEX_DEFINITION): Record<string, unknown> {
  const ranking = Array.isArray(definition.settings.ranking) ? (definition.settings.ranking as string[]) : RELEVANCE;
  return { ...definition.settings, ranking: [`${replica.sort.direction}(${replica.sort.attribute})`, ...ranking] };
}

/** Every index of the definition with its settings: the primary first, then the replicas. */
export function definedIndices(definition = SEARCH_INDEX_DEFINITION): { name: string; settings: Record<string, unknown> }[] {
  return [
    { name: definition.name, settings: primarySettings(definition) },
    ...definition.replicas.map((replica) => ({
      name: replica.name,
      settings: { ...replicaSettings(replica, definition), primary: definition.name },
    })),
  ];
}
