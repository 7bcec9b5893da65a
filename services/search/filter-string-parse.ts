import { FilterSyntaxError, parseFilterNumber, type FilterNode, type NumericOperator } from './filter-ast';

/**
 * The `filters` parameter: a boolean expression over conditions, e.g.
 * `brand:Nordljus AND (colour:guld OR colour:"vitt guld") AND price >= 500 AND NOT availability:sold_out`.
 * Conditions: `attribute:value` (quote values with spaces), `attribute:min TO max`, `attribute <op> number`.
 * AND binds tighter than OR; NOT and parentheses as usual. Keywords are upper case, as in Algolia.
 * Anything else is a FilterSyntaxError (the API answers it with a 400).
 */

type Token =
  { type: 'open' | 'close' } | { type: 'word'; text: string; quoted: boolean } | { type: 'operator'; text: NumericOperator | ':' };

const MAX_FILTER_LENGTH = 4_096;
const MAX_DEPTH = 32;

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'open' : 'close' });
      index += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      let cursor = index + 1;
      while (cursor < text.length && text[cursor] !== char) {
        if (text[cursor] === '\\' && cursor + 1 < text.length) cursor += 1;
        value += text[cursor];
        cursor += 1;
      }
      if (cursor >= text.length) throw new FilterSyntaxError(`Unterminated quoted string in filters "${text}"`);
      tokens.push({ type: 'word', text: value, quoted: true });
      index = cursor + 1;
    } else if ('<>=!:'.includes(char)) {
      const two = text.slice(index, index + 2);
      const operator = ['<=', '>=', '!='].includes(two) ? two : char;
      if (operator === '!') throw new FilterSyntaxError(`Unexpected "!" in filters "${text}"`);
      tokens.push({ type: 'operator', text: operator as NumericOperator | ':' });
      index += operator.length;
    } else {
      let cursor = index;
      while (cursor < text.length && !/[\s()"'<>=!:]/.test(text[cursor] as string)) cursor += 1;
      tokens.push({ type: 'word', text: text.slice(index, cursor), quoted: false });
      index = cursor;
    }
  }
  return tokens;
}

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  parse(): FilterNode {
    const node = this.expression(0);
    if (this.position < this.tokens.length) this.fail('unexpected text after the end of the expression');
    return node;
  }

  private fail(reason: string): never {
    throw new FilterSyntaxError(`Invalid filters "${this.source}": ${reason}`);
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private isKeyword(token: Token | undefined, keyword: string): boolean {
    return token?.type === 'word' && !token.quoted && token.text === keyword;
  }

  private expression(depth: number): FilterNode {
    if (depth > MAX_DEPTH) this.fail('too deeply nested');
    const children = [this.conjunction(depth)];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.position += 1;
      children.push(this.conjunction(depth));
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children };
  }

  private conjunction(depth: number): FilterNode {
    const children = [this.factor(depth)];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.position += 1;
      children.push(this.factor(depth));
    }
    return children.length === 1 ? (children[0] as FilterNode) : { kind: 'and', children };
  }

  private factor(depth: number): FilterNode {
    const token = this.peek();
    if (!token) this.fail('the expression ends too early');
    if (this.isKeyword(token, 'NOT')) {
      this.position += 1;
      return { kind: 'not', child: this.factor(depth + 1) };
    }
    if (token.type === 'open') {
      this.position += 1;
      const inner = this.expression(depth + 1);
      if (this.peek()?.type !== 'close') this.fail('a parenthesis is not closed');
      this.position += 1;
      return inner;
    }
    return this.condition();
  }

  private word(what: string): string {
    const token = this.peek();
    if (token?.type !== 'word') this.fail(`expected ${what}`);
    this.position += 1;
    return token.text;
  }

  private condition(): FilterNode {
    const attribute = this.word('an attribute');
    const operator = this.peek();
    if (operator?.type !== 'operator') this.fail(`expected an operator after "${attribute}"`);
    this.position += 1;
    if (operator.text !== ':') {
      return { kind: 'numeric', attribute, operator: operator.text, value: parseFilterNumber(this.word('a number'), this.source) };
    }
    const value = this.word(`a value for "${attribute}"`);
    if (this.isKeyword(this.peek(), 'TO')) {
      this.position += 1;
      const max = this.word(`the upper bound of "${attribute}"`);
      return { kind: 'range', attribute, min: parseFilterNumber(value, this.source), max: parseFilterNumber(max, this.source) };
    }
    return { kind: 'facet', attribute, value };
  }
}

export function parseFiltersString(text: string): FilterNode | null {
  if (text.length > MAX_FILTER_LENGTH) throw new FilterSyntaxError(`filters is longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenise(text);
  if (tokens.length === 0) return null;
  return new Parser(tokens, text).parse();
}
