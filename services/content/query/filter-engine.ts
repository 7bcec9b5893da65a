import { setFlagsFromString } from 'node:v8';
import { GraphQLError } from 'graphql';
import { recordFields } from '../schema/emit-schema';
import type { FilterKind } from '../schema/definition-types';
import { modelByApiKey } from '../schema/model-definitions';
import type { AnyVersion, ModelApiKey } from '../store/record-types';
import { fieldReader, type FieldValue } from './field-values';

/**
 * Evaluates DatoCMS filter objects (`{ slug: { eq } }`, `{ parent: { exists: false } }`, `AND`/`OR`
 * lists, …) against records. The argument has already been coerced by the schema, so only the operators
 * of each filter input can appear; a null operand means "not given", as in DatoCMS.
 */

export type FilterInput = Record<string, unknown>;
export type Predicate = (version: AnyVersion) => boolean;

const MAX_PATTERN_LENGTH = 200;

// `matches` patterns come from the request: they run on V8's linear-time engine (the `l` flag), so no
// pattern can backtrack catastrophically. The flag only makes `l` available; other expressions are unchanged.
setFlagsFromString('--enable-experimental-regexp-engine');

interface MatchesInput {
  pattern: string;
  caseSensitive?: boolean | null;
  regexp?: boolean | null;
}

function given(value: unknown): boolean {
  return value !== null && value !== undefined;
}

function isPresent(value: FieldValue): boolean {
  if (value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function asTime(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/**
 * Lower-cases a regular expression's literals but not its escapes (`\D`, `\S`, `\p{Lu}`, `\u{…}`), for
 * case-insensitive matching against a lower-cased value: the linear engine has no `i` flag.
 */
function lowerCasePattern(pattern: string): string {
  let out = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern.charAt(index);
    if (char !== '\\') {
      out += char.toLocaleLowerCase('sv-SE');
      continue;
    }
    const next = pattern.charAt(index + 1);
    out += char + next;
    index += 1;
    if ('pPux'.includes(next) && pattern.charAt(index + 1) === '{') {
      const end = pattern.indexOf('}', index);
      if (end === -1) continue;
      out += pattern.slice(index + 1, end + 1);
      index = end;
    }
  }
  return out;
}

function compilePattern(source: string): RegExp {
  try {
    return new RegExp(source, 'l');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new GraphQLError(
      `The matches pattern cannot be used locally (${reason.slice(0, 160)}): the local content service runs regular expressions in linear time, without back-references or look-arounds`,
      { extensions: { code: 'INVALID_MATCHES_PATTERN' } },
    );
  }
}

/** `matches`: a regular expression by default (`regexp: true`, as on DatoCMS) or a plain substring. */
function matcher(input: MatchesInput): (value: FieldValue) => boolean {
  if (input.pattern.length > MAX_PATTERN_LENGTH)
    throw new GraphQLError(`The matches pattern is longer than ${MAX_PATTERN_LENGTH} characters`);
  const caseSensitive = input.caseSensitive === true;
  const fold = (text: string) => (caseSensitive ? text : text.toLocaleLowerCase('sv-SE'));
  if (input.regexp === false) {
    const pattern = fold(input.pattern);
    return (value) => typeof value === 'string' && fold(value).includes(pattern);
  }
  const expression = compilePattern(caseSensitive ? input.pattern : lowerCasePattern(input.pattern));
  return (value) => typeof value === 'string' && expression.test(fold(value));
}

function compare(kind: FilterKind, value: FieldValue, operand: unknown): number {
  if (kind === 'date' || kind === 'createdAt' || kind === 'updatedAt' || kind === 'publishedAt') return asTime(value) - asTime(operand);
  return Number(value) - Number(operand);
}

/** One operator of one field filter, as a predicate over the field's value. */
function operatorTest(kind: FilterKind, operator: string, operand: unknown): (value: FieldValue) => boolean {
  const list = Array.isArray(operand) ? operand.map((item) => (item === null ? null : String(item))) : [];
  const isTime = kind === 'date' || kind === 'createdAt' || kind === 'updatedAt' || kind === 'publishedAt';
  const equal = (value: FieldValue) =>
    isTime
      ? value !== null && asTime(value) === asTime(operand)
      : value === operand || (value !== null && typeof value !== 'object' && String(value) === String(operand));
  switch (operator) {
    case 'eq':
      if (kind === 'links') {
        const wanted = new Set(list);
        return (value) => Array.isArray(value) && value.length === wanted.size && value.every((id) => wanted.has(id));
      }
      return equal;
    case 'neq':
      return (value) => !equal(value);
    case 'in':
      return (value) => value !== null && !Array.isArray(value) && list.includes(String(value));
    case 'notIn':
      if (kind === 'links' || kind === 'locales') return (value) => !Array.isArray(value) || value.every((id) => !list.includes(id));
      return (value) => value === null || Array.isArray(value) || !list.includes(String(value));
    case 'anyIn':
      return (value) => Array.isArray(value) && value.some((id) => list.includes(id));
    case 'allIn':
      return (value) => Array.isArray(value) && list.every((id) => id !== null && value.includes(id));
    case 'exists':
      return (value) => (kind === 'links' ? isPresent(value) : value !== null) === operand;
    case 'isPresent':
      return (value) => isPresent(value) === operand;
    case 'isBlank':
      return (value) => !isPresent(value) === operand;
    case 'gt':
      return (value) => value !== null && compare(kind, value, operand) > 0;
    case 'gte':
      return (value) => value !== null && compare(kind, value, operand) >= 0;
    case 'lt':
      return (value) => value !== null && compare(kind, value, operand) < 0;
    case 'lte':
      return (value) => value !== null && compare(kind, value, operand) <= 0;
    case 'matches':
      return matcher(operand as MatchesInput);
    case 'notMatches': {
      const matches = matcher(operand as MatchesInput);
      return (value) => !matches(value);
    }
    default:
      throw new GraphQLError(`Unsupported filter operator "${operator}"`);
  }
}

function filterKindOf(model: ModelApiKey, field: string): FilterKind | undefined {
  const definition = modelByApiKey(model);
  return definition ? recordFields(definition).find((candidate) => candidate.name === field)?.filter : undefined;
}

/** Compiles a filter into a predicate (once per query, then run over the candidate records). */
export function compileFilter(model: ModelApiKey, filter: FilterInput | null | undefined): Predicate {
  if (!filter) return () => true;
  const tests: Predicate[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (!given(condition)) continue;
    if (field === 'AND' || field === 'OR') {
      const parts = (condition as (FilterInput | null)[]).filter(given).map((part) => compileFilter(model, part));
      tests.push(field === 'AND' ? (v) => parts.every((test) => test(v)) : (v) => parts.length === 0 || parts.some((test) => test(v)));
      continue;
    }
    const kind = filterKindOf(model, field);
    const read = fieldReader(model, field);
    if (!kind || !read) throw new GraphQLError(`Field "${field}" cannot be filtered on`);
    for (const [operator, operand] of Object.entries(condition as Record<string, unknown>)) {
      if (!given(operand)) continue;
      const test = operatorTest(kind, operator, operand);
      tests.push((version) => test(read(version)));
    }
  }
  return (version) => tests.every((test) => test(version));
}

/** Exact `id`/`slug` lookups in a filter, used to read a few records by index instead of scanning all. */
export function indexableLookup(filter: FilterInput | null | undefined): { ids?: string[]; slugs?: string[] } {
  if (!filter) return {};
  const id = filter.id as { eq?: unknown; in?: unknown } | null | undefined;
  const slug = filter.slug as { eq?: unknown; in?: unknown } | null | undefined;
  if (id && typeof id.eq === 'string') return { ids: [id.eq] };
  if (id && Array.isArray(id.in)) return { ids: id.in.filter((item): item is string => typeof item === 'string') };
  if (slug && typeof slug.eq === 'string') return { slugs: [slug.eq] };
  if (slug && Array.isArray(slug.in)) return { slugs: slug.in.filter((item): item is string => typeof item === 'string') };
  return {};
}
