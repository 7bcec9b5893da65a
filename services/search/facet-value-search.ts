import { escapeHtml, type HighlightTags } from './highlight';
import type { FacetIndex } from './facet-index';
import { countFacet } from './facet-counts';
import { tokenise, words, originalLengthForFoldedPrefix } from './text-normalise';

/**
 * Search in a facet's values (`searchForFacetValues`): the values of the facet among the query's hits
 * whose words begin with every word of the facet query (accents folded), most frequent first, with the
 * typed part highlighted.
 */

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

function highlightValue(value: string, queryWords: string[], tags: HighlightTags): string | null {
  const tokens = tokenise(value);
  const found = new Set<string>();
  let out = '';
  let cursor = 0;
  for (const token of tokens) {
    const word = queryWords.find((candidate) => token.word.startsWith(candidate));
    if (!word) continue;
    found.add(word);
    const original = value.slice(token.start, token.end);
    const length = originalLengthForFoldedPrefix(original, word.length);
    out += escapeHtml(value.slice(cursor, token.start)) + tags.pre + escapeHtml(original.slice(0, length)) + tags.post;
    cursor = token.start + length;
  }
  if (found.size < new Set(queryWords).size) return null;
  return out + escapeHtml(value.slice(cursor));
}

export function searchFacetValues(
  index: FacetIndex,
  facet: string,
  hits: Int32Array,
  facetQuery: string,
  maxFacetHits: number,
  tags: HighlightTags,
): FacetHit[] {
  const counts = countFacet(index, facet, hits, Number.MAX_SAFE_INTEGER, 'count');
  const queryWords = words(facetQuery);
  const result: FacetHit[] = [];
  for (const [value, count] of counts) {
    const highlighted = queryWords.length === 0 ? escapeHtml(value) : highlightValue(value, queryWords, tags);
    if (highlighted === null) continue;
    result.push({ value, highlighted, count });
    if (result.length >= maxFacetHits) break;
  }
  return result;
}
