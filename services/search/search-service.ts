import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { HttpError } from '../shared/http-service';
import type { Bitset } from './bitset';
import type { FacetStats } from './facet-counts';
import { FacetIndex } from './facet-index';
import { FacetSummaries } from './facet-summary';
import { searchFacetValues, type FacetHit } from './facet-value-search';
import { evaluateFilter } from './filter-evaluate';
import { HighlightMatcher, highlightAttributes, highlightRecord, snippetRecord, type HighlightTags } from './highlight';
import { LruCache } from './lru-cache';
import { projectRecord } from './project-record';
import { withoutStopWords } from './stop-words';
import { mergeMatches, queryAlternatives, synonymTable, type SynonymSet } from './query-synonyms';
import { rankTextHits, rankWithoutText, type RankedHits } from './rank-hits';
import {
  DEFAULT_CUSTOM_RANKING,
  INDEX_DEFINITIONS,
  customOrder,
  rankIndex,
  type CustomCriterion,
  type IndexDefinition,
  type RankedIndex,
} from './search-indices';
import { PAGINATION_LIMITED_TO, type SearchParams } from './search-params';
import type { SearchRecord } from './search-record';
import { TextIndex } from './text-index';
import { TextMatcher, relevanceParts, type TextMatch } from './text-match';

/**
 * The search engine behind the HTTP routes: the records, their text and facet indices, the primary index
 * and its replicas, and the two operations of the API — a query and a search in facet values — answering
 * in Algolia's response shapes.
 */

export interface SearchResponse {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { facetsCount: true; nbHits: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  processingTimingsMS: { total: number };
  renderingContent: Record<string, never>;
  queryID?: string;
  offset?: number;
  length?: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

export interface BrowsePage {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  processingTimeMS: number;
  /** Whether a further page exists (the route then adds a cursor). */
  more: boolean;
}

export interface BuildFigures {
  records: number;
  terms: number;
  buildMs: number;
}

/** `_rankingInfo` (with `getRankingInfo`): the criteria this engine ranked the hit by. */
function rankingInfo(relevance: number | undefined, words: number, userScore: number): Record<string, number> {
  const parts = relevance === undefined ? { typos: 0, attributeScore: 0, exactWords: 0 } : relevanceParts(relevance);
  return {
    nbTypos: parts.typos,
    words,
    nbExactWords: parts.exactWords,
    attribute: parts.attributeScore,
    userScore,
    firstMatchedWord: 0,
    proximityDistance: 0,
    filters: 0,
    geoDistance: 0,
    geoPrecision: 1,
  };
}

/** What makes two requests have the same hits, whatever the index (replica) and page. */
function hitSetKey(params: SearchParams): string {
  return `${params.typoTolerance ? 1 : 0}|${TextMatcher.queryWords(params.query)
    .map((word) => word.word)
    .join(' ')}|${/\s$/.test(params.query) ? 1 : 0}|${JSON.stringify(params.filter)}`;
}

/** Fields `responseFields` cannot remove (Algolia's reference for the parameter). */
const ALWAYS_SENT = ['message', 'warning', 'cursor', 'abTestVariantID'];

/** The answer with only the listed top-level fields (`responseFields`), plus those always sent. */
function keepFields(response: SearchResponse, fields: readonly string[]): SearchResponse {
  const source = response as unknown as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const field of [...fields, ...ALWAYS_SENT]) if (Object.hasOwn(source, field)) kept[field] = source[field];
  return kept as unknown as SearchResponse;
}

const TEXT_CACHE_SIZE = 512;
/** Hits held by the text-match cache in all (6 bytes each: id and relevance key), about 24 MB. */
const TEXT_CACHE_MAX_HITS = 4_000_000;

export class SearchService {
  readonly figures: BuildFigures;
  private readonly facetIndex: FacetIndex;
  private readonly matcher: TextMatcher;
  private readonly indices = new Map<string, RankedIndex>();
  private readonly recordsById = new Map<string, SearchRecord>();
  private readonly facetSummaries: FacetSummaries;
  private readonly synonyms: Map<string, string[]>;
  private readonly textCache = new LruCache<string, TextMatch>(TEXT_CACHE_SIZE, TEXT_CACHE_MAX_HITS, (match) => match.ids.length + 1);

  /** A primary index and its replicas over the same records (by default the demo's three indices). */
  constructor(
    readonly records: readonly SearchRecord[],
    definitions: readonly IndexDefinition[] = INDEX_DEFINITIONS,
    customRanking: readonly CustomCriterion[] = DEFAULT_CUSTOM_RANKING,
    synonyms: readonly SynonymSet[] = [],
    private readonly removeStopWords = false,
  ) {
    this.synonyms = synonymTable(synonyms);
    const started = performance.now();
    const textIndex = TextIndex.build(records);
    this.matcher = new TextMatcher(textIndex, records.length);
    this.facetIndex = new FacetIndex(records);
    this.facetSummaries = new FacetSummaries(this.facetIndex);
    for (const record of records) this.recordsById.set(record.objectID, record);
    const custom = customOrder(records, customRanking);
    for (const definition of definitions) this.indices.set(definition.name, rankIndex(definition, records, custom));
    this.figures = { records: records.length, terms: textIndex.termCount, buildMs: Math.round(performance.now() - started) };
  }

  get indexNames(): string[] {
    return [...this.indices.keys()];
  }

  index(name: string): RankedIndex {
    const index = this.indices.get(name);
    if (!index) throw new HttpError(404, `Index ${name} does not exist`);
    return index;
  }

  private textMatch(typedQuery: string, typoTolerance: boolean): TextMatch {
    const query = this.removeStopWords ? withoutStopWords(typedQuery) : typedQuery;
    const key = `${typoTolerance ? 1 : 0}|${query}`;
    let match = this.textCache.get(key);
    if (!match) {
      const alternatives = queryAlternatives(query, this.synonyms);
      match = this.matcher.match(query, typoTolerance);
      if (alternatives.length > 0)
        match = mergeMatches([match, ...alternatives.map((alternative) => this.matcher.match(alternative, typoTolerance))]);
      this.textCache.set(key, match);
    }
    return match;
  }

  /** Hits of a query on an index, ranked on demand. */
  private rankedHits(params: SearchParams): { hits: RankedHits; match: TextMatch | null } {
    const index = this.index(params.indexName);
    const filter: Bitset | null = params.filter ? evaluateFilter(params.filter, this.facetIndex) : null;
    const hasText = TextMatcher.queryWords(params.query).length > 0;
    if (!hasText) return { hits: rankWithoutText(index, filter), match: null };
    const match = this.textMatch(params.query, params.typoTolerance);
    return { hits: rankTextHits(index, match, filter), match };
  }

  search(params: SearchParams): SearchResponse {
    const started = performance.now();
    const { hits: ranked, match } = this.rankedHits(params);
    const nbHits = ranked.set.length;
    const reachable = Math.min(nbHits, PAGINATION_LIMITED_TO);
    const { hitsPerPage, page } = params;
    let start: number;
    let end: number;
    let nbPages: number;
    if (params.offset !== undefined) {
      start = params.offset;
      end = Math.min(start + (params.length ?? hitsPerPage), reachable);
      nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
    } else {
      nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
      start = page * hitsPerPage;
      end = Math.min(start + hitsPerPage, reachable);
    }
    const pageIds = start < end ? ranked.top(end).subarray(start, end) : new Int32Array(0);
    const hits = this.shapeHits(pageIds, params, match);

    const response: SearchResponse = {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      query: params.query,
      params: params.paramsString,
      index: params.indexName,
      processingTimeMS: 0,
      processingTimingsMS: { total: 0 },
      renderingContent: {},
    };
    if (params.offset !== undefined) {
      response.offset = params.offset;
      response.length = params.length;
    }
    if (params.facets.length > 0) {
      const summary = this.facetSummaries.summarise(
        hitSetKey(params),
        ranked.set,
        params.facets,
        params.maxValuesPerFacet,
        params.sortFacetValuesBy,
      );
      response.facets = summary.facets;
      if (Object.keys(summary.stats).length > 0) response.facets_stats = summary.stats;
    }
    if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
    const elapsed = performance.now() - started;
    response.processingTimeMS = Math.round(elapsed);
    response.processingTimingsMS = { total: Math.round(elapsed * 1000) / 1000 };
    return params.responseFields ? keepFields(response, params.responseFields) : response;
  }

  private shapeHits(ids: Int32Array, params: SearchParams, match: TextMatch | null): Record<string, unknown>[] {
    if (ids.length === 0) return [];
    const matcher = new HighlightMatcher(match?.words ?? []);
    const tags: HighlightTags = { pre: params.highlightPreTag, post: params.highlightPostTag };
    const highlightList = highlightAttributes(params.attributesToHighlight);
    const relevanceById = new Map<number, number>();
    if (params.getRankingInfo && match) match.ids.forEach((id, position) => relevanceById.set(id, match.relevance[position] as number));
    const index = this.index(params.indexName);
    return Array.from(ids, (id) => {
      const record = this.records[id] as SearchRecord;
      const hit = projectRecord(record, params.attributesToRetrieve);
      if (highlightList.length > 0) hit._highlightResult = highlightRecord(record, highlightList, matcher, tags);
      if (params.attributesToSnippet.length > 0)
        hit._snippetResult = snippetRecord(record, params.attributesToSnippet, matcher, tags, params.snippetEllipsisText);
      if (params.getRankingInfo)
        hit._rankingInfo = rankingInfo(
          relevanceById.get(id),
          match?.words.length ?? 0,
          this.records.length - (index.customRank[id] as number),
        );
      return hit;
    });
  }

  /** The record with this objectID in an existing index, or undefined. */
  record(indexName: string, objectID: string): SearchRecord | undefined {
    this.index(indexName);
    return this.recordsById.get(objectID);
  }

  /**
   * One page of `browse`: the matching records in the index's order, without highlighting and without
   * search's 1,000-hit pagination limit (Algolia's browse is for exporting an index).
   */
  browse(params: SearchParams, page: number): BrowsePage {
    const started = performance.now();
    const { hits: ranked } = this.rankedHits(params);
    const nbHits = ranked.set.length;
    const { hitsPerPage } = params;
    const start = page * hitsPerPage;
    const end = Math.min(start + hitsPerPage, nbHits);
    const ids = start < end ? ranked.top(end).subarray(start, end) : new Int32Array(0);
    const hits = Array.from(ids, (id) => projectRecord(this.records[id] as SearchRecord, params.attributesToRetrieve));
    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      query: params.query,
      params: params.paramsString,
      processingTimeMS: Math.round(performance.now() - started),
      more: end < nbHits,
    };
  }

  searchForFacetValues(params: SearchParams, facet: string): FacetSearchResponse {
    const started = performance.now();
    if (!this.facetIndex.isFacet(facet)) {
      throw new HttpError(
        400,
        `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
      );
    }
    const hits = this.rankedHits(params).hits.set;
    const facetHits = searchFacetValues(this.facetIndex, facet, hits, params.facetQuery, params.maxFacetHits, {
      pre: params.highlightPreTag,
      post: params.highlightPostTag,
    });
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
  }
}
