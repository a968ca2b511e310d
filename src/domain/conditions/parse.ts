/**
 * Recursive-descent parser for the condition language (SPEC §4):
 *
 *   or         := and ('OR' and)*
 *   and        := not ('AND' not)*
 *   not        := 'NOT' not | primary
 *   primary    := '(' or ')' | comparison
 *   comparison := IDENT op literal | IDENT ['NOT'] 'IN' '[' literal (',' literal)* ']'
 *   literal    := NUMBER | STRING
 *
 * AND binds tighter than OR. No eval, no Function: the tree is interpreted.
 */
import type { ComparisonOperator, Condition, Literal } from './ast.ts';
import { ConditionSyntaxError, tokenize, type Token, type TokenType } from './tokenize.ts';

const MAX_DEPTH = 64;

class Parser {
  private index = 0;
  private depth = 0;
  private readonly tokens: Token[];
  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'end') this.index++;
    return token;
  }

  private expect(type: TokenType, description: string): Token {
    const token = this.peek();
    if (token.type !== type) throw new ConditionSyntaxError(`Se esperaba ${description}`, token.pos);
    return this.next();
  }

  parseCondition(): Condition {
    const condition = this.parseOr();
    const rest = this.peek();
    if (rest.type !== 'end') throw new ConditionSyntaxError(`Texto inesperado '${rest.text}'`, rest.pos);
    return condition;
  }

  private parseOr(): Condition {
    let left = this.parseAnd();
    while (this.peek().type === 'or') {
      this.next();
      left = { type: 'or', left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): Condition {
    let left = this.parseNot();
    while (this.peek().type === 'and') {
      this.next();
      left = { type: 'and', left, right: this.parseNot() };
    }
    return left;
  }

  private parseNot(): Condition {
    if (this.peek().type === 'not') {
      const token = this.next();
      return { type: 'not', operand: this.nested(token, () => this.parseNot()) };
    }
    return this.parsePrimary();
  }

  private nested<T>(token: Token, parse: () => T): T {
    if (++this.depth > MAX_DEPTH) throw new ConditionSyntaxError('Condición demasiado anidada', token.pos);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private parsePrimary(): Condition {
    const token = this.peek();
    if (token.type === 'lparen') {
      this.next();
      const inner = this.nested(token, () => this.parseOr());
      this.expect('rparen', "')'");
      return inner;
    }
    if (token.type === 'identifier') return this.parseComparison();
    throw new ConditionSyntaxError(
      token.type === 'end' ? 'La condición termina antes de tiempo' : `Se esperaba un identificador y hay '${token.text}'`,
      token.pos,
    );
  }

  private parseComparison(): Condition {
    const idToken = this.next();
    const id = idToken.text;
    const token = this.peek();
    if (token.type === 'operator') {
      this.next();
      return { type: 'compare', id, op: token.text as ComparisonOperator, value: this.parseLiteral(), pos: idToken.pos };
    }
    let negated = false;
    if (token.type === 'not') {
      this.next();
      negated = true;
    }
    if (this.peek().type === 'in') {
      this.next();
      this.expect('lbracket', "'['");
      const values = [this.parseLiteral()];
      while (this.peek().type === 'comma') {
        this.next();
        values.push(this.parseLiteral());
      }
      this.expect('rbracket', "']'");
      return { type: 'in', id, negated, values, pos: idToken.pos };
    }
    throw new ConditionSyntaxError(`Se esperaba un operador después de '${id}'`, this.peek().pos);
  }

  private parseLiteral(): Literal {
    const token = this.peek();
    if (token.type === 'number') {
      this.next();
      return { kind: 'number', value: token.value as number };
    }
    if (token.type === 'string') {
      this.next();
      return { kind: 'string', value: token.value as string };
    }
    throw new ConditionSyntaxError('Se esperaba un número o un texto entre comillas', token.pos);
  }
}

export function parseCondition(source: string): Condition {
  return new Parser(tokenize(source)).parseCondition();
}

const cache = new Map<string, Condition>();

/** Parses once per distinct text; the catalogue reuses the same conditions on every answer. */
export function parseConditionCached(source: string): Condition {
  let condition = cache.get(source);
  if (!condition) {
    condition = parseCondition(source);
    cache.set(source, condition);
  }
  return condition;
}
