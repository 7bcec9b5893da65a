import { SEARCHABLE_ATTRIBUTES, attributeTexts, type SearchRecord, type SearchableAttribute } from './search-record';
import type { QueryWord } from './text-match';
import { LruCache } from './lru-cache';
import { originalLengthForFoldedPrefix, tokenise, type TextToken } from './text-normalise';

/**
 * `_highlightResult` and `_snippetResult` as Algolia shapes them: the attribute's text, HTML-escaped, with
 * the words the query matched wrapped in the pre/post tags (only the typed part of a prefix match), the
 * query words found (`matchedWords`), `matchLevel` none/partial/full and `fullyHighlighted`.
 */

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

interface TermHit {
  wordIndex: number;
  /** Folded characters to highlight; the whole word when undefined. */
  prefixLength: number | undefined;
}

const SEARCHABLE = new Set<string>(SEARCHABLE_ATTRIBUTES.map((entry) => entry.attribute));
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const NEEDS_ESCAPE = /[&<>"']/;

export function escapeHtml(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char) : text;
}

/** Record texts are few and repeat from query to query: their words are kept rather than split again. */
const TOKEN_CACHE_TEXTS = 20_000;
const tokenCache = new LruCache<string, TextToken[]>(TOKEN_CACHE_TEXTS);
function cachedTokens(text: string): TextToken[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    tokens = tokenise(text);
    tokenCache.set(text, tokens);
  }
  return tokens;
}

/** Which vocabulary terms a query reached, to mark them in texts. Built once per query. */
export class HighlightMatcher {
  private readonly terms = new Map<string, TermHit>();
  readonly words: QueryWord[];

  constructor(words: QueryWord[]) {
    this.words = words;
    words.forEach((queryWord, wordIndex) => {
      for (const expansion of queryWord.expansions) {
        if (this.terms.has(expansion.term)) continue;
        const prefixLength = expansion.kind === 'prefix' ? queryWord.word.length : undefined;
        this.terms.set(expansion.term, { wordIndex, prefixLength });
      }
    });
  }

  highlight(text: string, tags: HighlightTags): HighlightResult {
    if (this.words.length === 0) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
    const tokens = cachedTokens(text);
    const matched = new Set<number>();
    let value = '';
    let cursor = 0;
    let fullyHighlighted = tokens.length > 0;
    for (const token of tokens) {
      const hit = this.terms.get(token.word);
      if (!hit) {
        fullyHighlighted = false;
        continue;
      }
      matched.add(hit.wordIndex);
      const original = text.slice(token.start, token.end);
      const length = hit.prefixLength === undefined ? original.length : originalLengthForFoldedPrefix(original, hit.prefixLength);
      if (length < original.length) fullyHighlighted = false;
      value += escapeHtml(text.slice(cursor, token.start));
      value += tags.pre + escapeHtml(original.slice(0, length)) + tags.post;
      cursor = token.start + length;
    }
    value += escapeHtml(text.slice(cursor));
    const matchedWords = [...matched].sort((a, b) => a - b).map((index) => (this.words[index] as QueryWord).typed);
    const distinctWords = new Set(this.words.map((word) => word.word)).size;
    const matchedDistinct = new Set([...matched].map((index) => (this.words[index] as QueryWord).word)).size;
    const matchLevel = matched.size === 0 ? 'none' : matchedDistinct >= distinctWords ? 'full' : 'partial';
    if (matched.size === 0) return { value, matchLevel, matchedWords };
    return { value, matchLevel, matchedWords, fullyHighlighted };
  }

  /** A window of `wordCount` words around the first match, with the ellipsis where text was cut. */
  snippet(text: string, wordCount: number, tags: HighlightTags, ellipsis: string): HighlightResult {
    const tokens = cachedTokens(text);
    if (tokens.length <= wordCount) {
      const { value, matchLevel, matchedWords } = this.highlight(text, tags);
      return { value, matchLevel, matchedWords };
    }
    const firstHit = Math.max(
      0,
      tokens.findIndex((token) => this.terms.has(token.word)),
    );
    const startToken = Math.max(0, Math.min(firstHit - Math.floor(wordCount / 4), tokens.length - wordCount));
    const endToken = startToken + wordCount - 1;
    const start = startToken === 0 ? 0 : (tokens[startToken] as { start: number }).start;
    const end = endToken >= tokens.length - 1 ? text.length : (tokens[endToken] as { end: number }).end;
    const { value, matchLevel, matchedWords } = this.highlight(text.slice(start, end), tags);
    const escapedEllipsis = escapeHtml(ellipsis);
    return {
      value: (start > 0 ? escapedEllipsis : '') + value + (end < text.length ? escapedEllipsis : ''),
      matchLevel,
      matchedWords,
    };
  }
}

/** The attributes to highlight: the requested ones that hold text, or every searchable attribute. */
export function highlightAttributes(requested: string[] | null): SearchableAttribute[] {
  if (requested === null || requested.includes('*')) return SEARCHABLE_ATTRIBUTES.map((entry) => entry.attribute);
  return requested.filter((attribute): attribute is SearchableAttribute => SEARCHABLE.has(attribute));
}

function forAttribute(
  record: SearchRecord,
  attribute: SearchableAttribute,
  produce: (text: string) => HighlightResult,
): HighlightResult | HighlightResult[] | undefined {
  const value = record[attribute];
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(produce);
  return produce(attributeTexts(record, attribute)[0] ?? '');
}

export function highlightRecord(
  record: SearchRecord,
  attributes: SearchableAttribute[],
  matcher: HighlightMatcher,
  tags: HighlightTags,
): Record<string, HighlightResult | HighlightResult[]> {
  const result: Record<string, HighlightResult | HighlightResult[]> = {};
  for (const attribute of attributes) {
    const entry = forAttribute(record, attribute, (text) => matcher.highlight(text, tags));
    if (entry !== undefined) result[attribute] = entry;
  }
  return result;
}

export function snippetRecord(
  record: SearchRecord,
  specs: { attribute: string; words: number }[],
  matcher: HighlightMatcher,
  tags: HighlightTags,
  ellipsis: string,
): Record<string, HighlightResult | HighlightResult[]> {
  const result: Record<string, HighlightResult | HighlightResult[]> = {};
  for (const spec of specs) {
    const attributes = spec.attribute === '*' ? highlightAttributes(null) : highlightAttributes([spec.attribute]);
    for (const attribute of attributes) {
      const entry = forAttribute(record, attribute, (text) => matcher.snippet(text, spec.words, tags, ellipsis));
      if (entry !== undefined) result[attribute] = entry;
    }
  }
  return result;
}
