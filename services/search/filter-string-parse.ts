import { FilterSyntaxError, parseFilterNumber, type FilterNode, type NumericOperator } from './filter-ast';

/**
 * The `filters` parameter, read with Algolia's documented grammar and no looser: a conjunction (AND) of
 * filters and parenthesised disjunctions (OR), or a single disjunction, e.g.
 * `brand:Nordljus AND (colour:guld OR colour:"vitt guld") AND price >= 500 AND NOT availability:sold_out`.
 * Filters: `attribute:value` (quote values with spaces or keywords), `attribute:min TO max`,
 * `attribute <op> number`, and a bare value, which is a tag filter (`_tags:value`). Keywords are upper case.
 *
 * Refused as Algolia refuses them (guide "Filters and boolean operators"): ANDs inside an OR
 * (`A OR (B AND C)`, and `A AND B OR C`, which mixes both at one level), parentheses around a top-level
 * AND (`(A AND (B OR C))`) and a negated group (`NOT (A OR B)`). Messages follow Algolia's wording
 * (`filters: Unexpected token … expected … at col …`, column = 0-based offset of the token).
 */

type Token =
  | { type: 'open' | 'close'; at: number }
  | { type: 'word'; text: string; quoted: boolean; at: number }
  | { type: 'operator'; text: NumericOperator | ':'; at: number };

const MAX_FILTER_LENGTH = 4_096;
const MAX_DEPTH = 32;
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);
export const AND_INSIDE_OR = 'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'open' : 'close', at: index });
      index += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      let cursor = index + 1;
      while (cursor < text.length && text[cursor] !== char) {
        if (text[cursor] === '\\' && cursor + 1 < text.length) cursor += 1;
        value += text[cursor];
        cursor += 1;
      }
      if (cursor >= text.length) throw new FilterSyntaxError(`filters: Unterminated string at col ${index}`);
      tokens.push({ type: 'word', text: value, quoted: true, at: index });
      index = cursor + 1;
    } else if ('<>=!:'.includes(char)) {
      const two = text.slice(index, index + 2);
      const operator = ['<=', '>=', '!='].includes(two) ? two : char;
      if (operator === '!') throw new FilterSyntaxError(`filters: Unexpected token '!' at col ${index}`);
      tokens.push({ type: 'operator', text: operator as NumericOperator | ':', at: index });
      index += operator.length;
    } else {
      let cursor = index;
      while (cursor < text.length && !/[\s()"'<>=!:]/.test(text[cursor] as string)) cursor += 1;
      tokens.push({ type: 'word', text: text.slice(index, cursor), quoted: false, at: index });
      index = cursor;
    }
  }
  return tokens;
}

function describe(token: Token | undefined): string {
  if (!token) return 'end of filter';
  if (token.type === 'operator') return `'${token.text}'`;
  if (token.type !== 'word') return token.type === 'open' ? "'('" : "')'";
  if (!token.quoted && KEYWORDS.has(token.text)) return token.text;
  return Number.isFinite(Number(token.text)) && token.text.trim() !== '' ? `numeric(${token.text})` : `string(${token.text})`;
}

/** A parsed expression, with whether it stood in parentheses (the grammar rules depend on it). */
type Parsed = { node: FilterNode; grouped: boolean };

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly length: number,
  ) {}

  parse(): Parsed {
    const parsed = this.disjunction(0);
    if (this.position < this.tokens.length) this.unexpected('end of filter');
    return parsed;
  }

  private unexpected(expected: string): never {
    const token = this.peek();
    throw new FilterSyntaxError(`filters: Unexpected token ${describe(token)} expected ${expected} at col ${token?.at ?? this.length}`);
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private isKeyword(token: Token | undefined, keyword: string): boolean {
    return token?.type === 'word' && !token.quoted && token.text === keyword;
  }

  private disjunction(depth: number): Parsed {
    if (depth > MAX_DEPTH) throw new FilterSyntaxError('filters: too deeply nested');
    const children = [this.conjunction(depth)];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.position += 1;
      children.push(this.conjunction(depth));
    }
    if (children.length === 1) return children[0] as Parsed;
    return { node: { kind: 'or', children: children.map((child) => child.node) }, grouped: false };
  }

  private conjunction(depth: number): Parsed {
    const children = [this.factor(depth)];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.position += 1;
      children.push(this.factor(depth));
    }
    if (children.length === 1) return children[0] as Parsed;
    return { node: { kind: 'and', children: children.map((child) => child.node) }, grouped: false };
  }

  private factor(depth: number): Parsed {
    const token = this.peek();
    if (this.isKeyword(token, 'NOT')) {
      this.position += 1;
      // NOT applies to one filter; `NOT (A OR B)` is not in the grammar.
      return { node: { kind: 'not', child: this.condition() }, grouped: false };
    }
    if (token?.type === 'open') {
      this.position += 1;
      const inner = this.disjunction(depth + 1);
      if (this.peek()?.type !== 'close') this.unexpected("')'");
      this.position += 1;
      return { node: inner.node, grouped: true };
    }
    return { node: this.condition(), grouped: false };
  }

  private word(expected: string): Token & { type: 'word' } {
    const token = this.peek();
    if (token?.type !== 'word' || (!token.quoted && KEYWORDS.has(token.text))) this.unexpected(expected);
    this.position += 1;
    return token;
  }

  private condition(): FilterNode {
    const attribute = this.word('a filter');
    const operator = this.peek();
    if (operator?.type !== 'operator') return { kind: 'facet', attribute: '_tags', value: attribute.text };
    this.position += 1;
    if (operator.text !== ':') {
      const value = this.word('a number');
      return { kind: 'numeric', attribute: attribute.text, operator: operator.text, value: this.number(value) };
    }
    const value = this.word(`a value for ${attribute.text}`);
    if (this.isKeyword(this.peek(), 'TO')) {
      this.position += 1;
      const max = this.word('a number');
      return { kind: 'range', attribute: attribute.text, min: this.number(value), max: this.number(max) };
    }
    return { kind: 'facet', attribute: attribute.text, value: value.text };
  }

  private number(token: Token & { type: 'word' }): number {
    try {
      return parseFilterNumber(token.text, token.text);
    } catch {
      throw new FilterSyntaxError(`filters: Unexpected token ${describe(token)} expected numeric at col ${token.at}`);
    }
  }
}

/** A disjunction may hold filters and further disjunctions, never an AND. */
function checkDisjunction(node: FilterNode): void {
  if (node.kind === 'and') throw new FilterSyntaxError(AND_INSIDE_OR);
  if (node.kind === 'or') node.children.forEach(checkDisjunction);
}

/** The whole expression: an AND of filters and disjunctions, or one disjunction; no AND in parentheses. */
function checkShape(parsed: Parsed): void {
  const { node } = parsed;
  if (node.kind === 'and') {
    if (parsed.grouped) throw new FilterSyntaxError(AND_INSIDE_OR);
    for (const child of node.children) {
      if (child.kind === 'and') throw new FilterSyntaxError(AND_INSIDE_OR);
      checkDisjunction(child);
    }
    return;
  }
  checkDisjunction(node);
}

export function parseFiltersString(text: string): FilterNode | null {
  if (text.length > MAX_FILTER_LENGTH) throw new FilterSyntaxError(`filters: longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenise(text);
  if (tokens.length === 0) return null;
  const parsed = new Parser(tokens, text.length).parse();
  checkShape(parsed);
  return parsed.node;
}
