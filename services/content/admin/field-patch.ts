import { validate as validateDast } from 'datocms-structured-text-utils';
import { STRUCTURED_TEXT_BLOCKS, STRUCTURED_TEXT_LINKS } from '../schema/model-definitions';

/**
 * Applying an editor's partial change to a record's fields (the admin API's `POST …/draft`).
 *
 * The record itself is the schema: a field may be changed when the record has it, to a value of the same
 * kind as the one it holds (a string stays a string, a list a list, …). `id` cannot be changed. Nested
 * objects (e.g. `seo`) may be given in part: the given keys replace those of the current value, the rest
 * stay. Structured text (`{ value: { schema: 'dast', document }, blocks, links }`) and lists are replaced
 * whole, and structured text must be a valid DatoCMS dast document. Anything else is a FieldPatchError,
 * which the admin API answers with 400.
 */

export class FieldPatchError extends Error {
  override name = 'FieldPatchError';
}

const READ_ONLY = new Set(['id']);
const MAX_STRING_LENGTH = 100_000;
const SLUG = /^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd}_-]{0,199}$/u;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'object' : typeof value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isStructuredTextValue(value: unknown): boolean {
  return isPlainObject(value) && isPlainObject(value.value) && value.value.schema === 'dast';
}

function checkStructuredText(path: string, next: unknown): Json {
  if (!isPlainObject(next) || !isPlainObject(next.value) || next.value.schema !== 'dast') {
    throw new FieldPatchError(`"${path}" must be structured text: { "value": { "schema": "dast", "document": { "type": "root", … } }, "blocks": [], "links": [] }`);
  }
  const extra = Object.keys(next).filter((key) => !['value', 'blocks', 'links'].includes(key));
  if (extra.length > 0) throw new FieldPatchError(`"${path}" has unknown keys: ${extra.join(', ')}`);
  const result = validateDast(next.value as Parameters<typeof validateDast>[0]);
  if (!result.valid) throw new FieldPatchError(`"${path}" is not a valid dast document: ${(result.message ?? '').split('\n')[0]}`);
  const blocks = next.blocks ?? [];
  const links = next.links ?? [];
  if (!Array.isArray(blocks) || !Array.isArray(links)) throw new FieldPatchError(`"${path}.blocks" and "${path}.links" must be lists`);
  for (const [name, list, allowed] of [
    ['blocks', blocks, STRUCTURED_TEXT_BLOCKS],
    ['links', links, STRUCTURED_TEXT_LINKS],
  ] as const) {
    for (const item of list as unknown[]) {
      if (!isPlainObject(item) || typeof item.id !== 'string' || item.id === '' || typeof item.__typename !== 'string') {
        throw new FieldPatchError(`Every entry of "${path}.${name}" needs a string "id" and "__typename"`);
      }
      if (!allowed.includes(item.__typename)) {
        throw new FieldPatchError(`"${path}.${name}" cannot hold a ${item.__typename.slice(0, 60)}; allowed: ${allowed.join(', ')}`);
      }
    }
  }
  return { value: next.value as Json, blocks: blocks as Json[], links: links as Json[] };
}

function checkValue(path: string, current: unknown, next: unknown): Json {
  if (isStructuredTextValue(current)) return checkStructuredText(path, next);
  const want = kindOf(current);
  const got = kindOf(next);
  switch (want) {
    case 'null':
      // An empty field (e.g. no hero image) may be set to a string (an id, a date) or stay empty.
      if (got !== 'null' && got !== 'string') throw new FieldPatchError(`"${path}" must be a string or null, not a ${got}`);
      return checkString(path, next);
    case 'string':
      if (got !== 'string') throw new FieldPatchError(`"${path}" must be a string, not a ${got}`);
      return checkString(path, next);
    case 'number':
      if (got !== 'number' || !Number.isFinite(next)) throw new FieldPatchError(`"${path}" must be a finite number`);
      return next as number;
    case 'boolean':
      if (got !== 'boolean') throw new FieldPatchError(`"${path}" must be true or false, not a ${got}`);
      return next as boolean;
    case 'list': {
      if (got !== 'list') throw new FieldPatchError(`"${path}" must be a list, not a ${got}`);
      const sample = (current as unknown[])[0];
      return (next as unknown[]).map((item, index) => (sample === undefined ? toJson(`${path}[${index}]`, item) : checkValue(`${path}[${index}]`, sample, item)));
    }
    case 'object': {
      if (got === 'null' || got !== 'object') throw new FieldPatchError(`"${path}" must be an object, not a ${got}`);
      const base = current as Record<string, unknown>;
      const merged: Record<string, Json> = { ...(base as Record<string, Json>) };
      for (const [key, value] of Object.entries(next as Record<string, unknown>)) {
        if (!Object.hasOwn(base, key)) throw new FieldPatchError(`"${path}" has no field "${key.slice(0, 60)}"; known: ${Object.keys(base).join(', ')}`);
        merged[key] = checkValue(`${path}.${key}`, base[key], value);
      }
      return merged;
    }
    default:
      throw new FieldPatchError(`"${path}" cannot be changed through the admin API`);
  }
}

function checkString(path: string, next: unknown): Json {
  if (typeof next === 'string' && next.length > MAX_STRING_LENGTH) throw new FieldPatchError(`"${path}" is longer than ${MAX_STRING_LENGTH} characters`);
  return next as string | null;
}

/** A value with no current sample to compare with (an empty list's entries): any JSON. */
function toJson(path: string, value: unknown): Json {
  if (value === undefined) throw new FieldPatchError(`"${path}" has no value`);
  return value as Json;
}

/**
 * The fields after applying `patch` (a JSON object of field → value) to `current`. Throws a
 * FieldPatchError naming the first bad field.
 */
export function applyFieldPatch<F extends object>(current: F, patch: unknown): F {
  if (!isPlainObject(patch)) throw new FieldPatchError('"fields" must be an object of field names and values');
  const entries = Object.entries(patch);
  if (entries.length === 0) throw new FieldPatchError('"fields" is empty: name at least one field to change');
  const base = current as Record<string, unknown>;
  const next: Record<string, unknown> = { ...base };
  for (const [name, value] of entries) {
    if (READ_ONLY.has(name)) throw new FieldPatchError(`"${name}" cannot be changed`);
    if (!Object.hasOwn(base, name)) {
      throw new FieldPatchError(`Unknown field "${name.slice(0, 60)}"; this record has: ${Object.keys(base).filter((key) => !READ_ONLY.has(key)).join(', ')}`);
    }
    next[name] = checkValue(name, base[name], value);
  }
  if ('slug' in patch && typeof next.slug === 'string' && next.slug !== base.slug && !SLUG.test(next.slug)) {
    throw new FieldPatchError('"slug" must be lower-case letters, digits, "-" or "_", starting with a letter or digit (at most 200 characters)');
  }
  return next as F;
}
