/**
 * The one shape every filter parameter (`facetFilters`, `numericFilters`, `filters`) parses into, so the
 * evaluation is one piece of code.
 */

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { kind: 'range'; attribute: string; min: number; max: number };

export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
}

export function and(children: FilterNode[]): FilterNode | null {
  if (children.length === 0) return null;
  return children.length === 1 ? (children[0] as FilterNode) : { kind: 'and', children };
}

export function or(children: FilterNode[]): FilterNode | null {
  if (children.length === 0) return null;
  return children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children };
}

/** A finite number from filter text, or a syntax error naming the filter. */
export function parseFilterNumber(text: string, filter: string): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) throw new FilterSyntaxError(`Invalid numeric value "${trimmed}" in filter "${filter}"`);
  return value;
}
