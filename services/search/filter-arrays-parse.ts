import { FilterSyntaxError, and, or, parseFilterNumber, type FilterNode, type NumericOperator } from './filter-ast';

/**
 * `facetFilters` and `numericFilters` as Algolia takes them: an array whose items are ANDed, an item being
 * a filter or an array of filters that are ORed (one level deep). A plain string is the legacy form
 * `a:b,(c:d,c:e)`: comma means AND, a parenthesised group means OR.
 *
 * Facet filter: `attribute:value`, split at the first colon so values may hold spaces and colons;
 * `attribute:-value` negates, `attribute:\-value` is a value that starts with a dash.
 * Numeric filter: `attribute<op>number` with op one of < <= = != >= >, or `attribute:min TO max`.
 */

export type FilterListInput = string | ReadonlyArray<string | readonly string[]>;

/** Splits the legacy string form into the array form. */
function legacyList(text: string): (string | string[])[] {
  const items: (string | string[])[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === ',' || char === ' ') {
      index += 1;
      continue;
    }
    if (char === '(') {
      const close = text.indexOf(')', index);
      if (close < 0) throw new FilterSyntaxError(`Unbalanced parenthesis in "${text}"`);
      items.push(
        text
          .slice(index + 1, close)
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      );
      index = close + 1;
      continue;
    }
    const comma = text.indexOf(',', index);
    const end = comma < 0 ? text.length : comma;
    items.push(text.slice(index, end).trim());
    index = end;
  }
  return items;
}

function normaliseList(input: FilterListInput, parameter: string): (string | readonly string[])[] {
  if (typeof input === 'string') return legacyList(input);
  return input.map((item) => {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) return item;
    throw new FilterSyntaxError(`${parameter} accepts strings and arrays of strings, nested one level at most`);
  });
}

export function parseFacetFilter(text: string): FilterNode {
  const colon = text.indexOf(':');
  if (colon <= 0) throw new FilterSyntaxError(`Invalid facet filter "${text}": expected attribute:value`);
  const attribute = text.slice(0, colon).trim();
  let value = text.slice(colon + 1);
  let negated = false;
  if (attribute.startsWith('-')) throw new FilterSyntaxError(`Invalid facet filter "${text}": negate with attribute:-value`);
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  if (attribute === '') throw new FilterSyntaxError(`Invalid facet filter "${text}": the attribute is empty`);
  const node: FilterNode = { kind: 'facet', attribute, value };
  return negated ? { kind: 'not', child: node } : node;
}

const NUMERIC_PATTERN = /^\s*([^\s<>=!:]+)\s*(<=|>=|!=|<|>|=|:)\s*(.*?)\s*$/s;

export function parseNumericFilter(text: string): FilterNode {
  const match = NUMERIC_PATTERN.exec(text);
  if (!match) throw new FilterSyntaxError(`Invalid numeric filter "${text}"`);
  const [, attribute = '', operator = '', rest = ''] = match;
  if (operator === ':') {
    const range = /^(\S+)\s+TO\s+(\S+)$/.exec(rest);
    if (!range) throw new FilterSyntaxError(`Invalid numeric range "${text}": expected attribute:min TO max`);
    return { kind: 'range', attribute, min: parseFilterNumber(range[1] ?? '', text), max: parseFilterNumber(range[2] ?? '', text) };
  }
  return { kind: 'numeric', attribute, operator: operator as NumericOperator, value: parseFilterNumber(rest, text) };
}

function parseList(input: FilterListInput, parameter: string, parseOne: (text: string) => FilterNode): FilterNode | null {
  const groups = normaliseList(input, parameter).map((item) => (typeof item === 'string' ? parseOne(item) : or(item.map(parseOne))));
  return and(groups.filter((node): node is FilterNode => node !== null));
}

export function parseFacetFilters(input: FilterListInput): FilterNode | null {
  return parseList(input, 'facetFilters', parseFacetFilter);
}

export function parseNumericFilters(input: FilterListInput): FilterNode | null {
  return parseList(input, 'numericFilters', parseNumericFilter);
}
