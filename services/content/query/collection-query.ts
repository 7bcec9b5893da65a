import { GraphQLError } from 'graphql';
import type { ContentStore } from '../store/content-store';
import { compareIds, defaultOrder } from '../store/content-store';
import type { AnyVersion, ModelApiKey, ReadMode } from '../store/record-types';
import { fieldReader, type FieldValue } from './field-values';
import { compileFilter, indexableLookup, type FilterInput } from './filter-engine';

/**
 * The collection queries of the Content Delivery API over the store: filter, `orderBy`, `first`/`skip`.
 * `first` defaults to 20 and may not exceed 500, as on DatoCMS.
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

export interface CollectionArgs {
  filter?: FilterInput | null;
  orderBy?: (string | null)[] | null;
  first?: number | null;
  skip?: number | null;
}

const collator = new Intl.Collator('sv-SE');

function compareValues(a: FieldValue, b: FieldValue, field: string): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (field === 'id') return compareIds(String(a), String(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  if (field.startsWith('_') || field === 'publishDate') return String(a) < String(b) ? -1 : 1;
  return collator.compare(String(a), String(b));
}

/** A comparator for an `orderBy` list such as `["publishDate_DESC", "_createdAt_ASC"]`. */
export function compileOrder(
  model: ModelApiKey,
  orderBy: CollectionArgs['orderBy'],
): ((a: AnyVersion, b: AnyVersion) => number) | undefined {
  const keys = (orderBy ?? []).filter((value): value is string => typeof value === 'string');
  if (keys.length === 0) return undefined;
  const parts = keys.map((key) => {
    const match = /^(.+)_(ASC|DESC)$/.exec(key);
    const field = match?.[1] ?? '';
    const read = fieldReader(model, field);
    if (!match || !read) throw new GraphQLError(`Cannot order by "${key}"`);
    const direction = match[2] === 'DESC' ? -1 : 1;
    return { field, read, direction };
  });
  return (a, b) => {
    for (const part of parts) {
      const va = part.read(a);
      const vb = part.read(b);
      // Nulls sort last in both directions.
      if (va === null || vb === null) {
        const result = compareValues(va, vb, part.field);
        if (result !== 0) return result;
        continue;
      }
      const result = compareValues(va, vb, part.field) * part.direction;
      if (result !== 0) return result;
    }
    return 0;
  };
}

function checkPaging(args: CollectionArgs): { first: number; skip: number } {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  const skip = args.skip ?? 0;
  if (first > MAX_PAGE_SIZE)
    throw new GraphQLError(`Invalid value for argument "first": ${first} is above the maximum of ${MAX_PAGE_SIZE}`, {
      extensions: { code: 'INVALID_FIRST' },
    });
  if (first < 0)
    throw new GraphQLError(`Invalid value for argument "first": it cannot be negative`, { extensions: { code: 'INVALID_FIRST' } });
  if (skip < 0)
    throw new GraphQLError(`Invalid value for argument "skip": it cannot be negative`, { extensions: { code: 'INVALID_SKIP' } });
  return { first, skip };
}

/** The records matching a filter, in order (default order when no `orderBy`), before paging. */
export function matchingRecords(store: ContentStore, model: ModelApiKey, mode: ReadMode, args: CollectionArgs): AnyVersion[] {
  const predicate = compileFilter(model, args.filter);
  const lookup = indexableLookup(args.filter);
  let candidates: readonly AnyVersion[];
  if (lookup.ids) {
    const seen = new Set<string>();
    candidates = lookup.ids.flatMap((id) => {
      const version = seen.has(id) ? undefined : store.versionOf(model, id, mode);
      seen.add(id);
      return version ? [version as AnyVersion] : [];
    });
  } else if (lookup.slugs) {
    const seen = new Set<string>();
    candidates = lookup.slugs.flatMap((slug) => {
      const versions = seen.has(slug) ? [] : store.allBySlug(model, slug, mode);
      seen.add(slug);
      return versions as readonly AnyVersion[];
    });
  } else {
    candidates = store.list(model, mode) as readonly AnyVersion[];
  }
  const matched = candidates.filter(predicate);
  const order = compileOrder(model, args.orderBy);
  if (order) matched.sort(order);
  else if (lookup.ids || lookup.slugs) matched.sort(defaultOrder(model));
  return matched;
}

/** `allXxxs(filter, orderBy, first, skip)`. */
export function queryCollection(store: ContentStore, model: ModelApiKey, mode: ReadMode, args: CollectionArgs): AnyVersion[] {
  const { first, skip } = checkPaging(args);
  if (first === 0) return [];
  return matchingRecords(store, model, mode, args).slice(skip, skip + first);
}

/** `xxx(filter, orderBy)`: the first match. */
export function queryOne(store: ContentStore, model: ModelApiKey, mode: ReadMode, args: CollectionArgs): AnyVersion | undefined {
  return matchingRecords(store, model, mode, args)[0];
}

/** `_allXxxsMeta(filter) { count }`. */
export function countCollection(store: ContentStore, model: ModelApiKey, mode: ReadMode, args: CollectionArgs): number {
  return matchingRecords(store, model, mode, { filter: args.filter }).length;
}
