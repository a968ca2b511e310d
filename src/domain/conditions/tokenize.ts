/** Tokenizer of the condition language. Positions are 0-based character offsets. */

export type TokenType =
  | 'identifier'
  | 'number'
  | 'string'
  | 'operator'
  | 'and'
  | 'or'
  | 'not'
  | 'in'
  | 'lparen'
  | 'rparen'
  | 'lbracket'
  | 'rbracket'
  | 'comma'
  | 'end';

export interface Token {
  readonly type: TokenType;
  readonly text: string;
  readonly pos: number;
  /** Decoded value for strings and numbers. */
  readonly value?: string | number;
}

export class ConditionSyntaxError extends Error {
  readonly position: number;
  constructor(message: string, position: number) {
    super(`${message} (posición ${position})`);
    this.name = 'ConditionSyntaxError';
    this.position = position;
  }
}

const KEYWORDS: Readonly<Record<string, TokenType>> = { AND: 'and', OR: 'or', NOT: 'not', IN: 'in' };
const PUNCTUATION: Readonly<Record<string, TokenType>> = {
  '(': 'lparen',
  ')': 'rparen',
  '[': 'lbracket',
  ']': 'rbracket',
  ',': 'comma',
};

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isIdentifierStart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z_]/.test(c);
const isIdentifierPart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_]/.test(c);

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    const punctuation = PUNCTUATION[c];
    if (punctuation) {
      tokens.push({ type: punctuation, text: c, pos: start });
      i++;
      continue;
    }
    if (c === '=' ) {
      tokens.push({ type: 'operator', text: '=', pos: start });
      i++;
      continue;
    }
    if (c === '!' || c === '<' || c === '>') {
      const two = source.slice(i, i + 2);
      if (two === '!=' || two === '<=' || two === '>=') {
        tokens.push({ type: 'operator', text: two, pos: start });
        i += 2;
        continue;
      }
      if (c === '!') throw new ConditionSyntaxError("Se esperaba '!='", start);
      tokens.push({ type: 'operator', text: c, pos: start });
      i++;
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      let value = '';
      while (i < source.length && source[i] !== c) {
        value += source[i];
        i++;
      }
      if (i >= source.length) throw new ConditionSyntaxError('Cadena sin cerrar', start);
      i++;
      tokens.push({ type: 'string', text: source.slice(start, i), pos: start, value });
      continue;
    }
    if (isDigit(c) || (c === '-' && isDigit(source[i + 1])) || (c === '.' && isDigit(source[i + 1]))) {
      i++;
      while (isDigit(source[i])) i++;
      if (source[i] === '.') {
        i++;
        if (!isDigit(source[i])) throw new ConditionSyntaxError('Número mal formado', start);
        while (isDigit(source[i])) i++;
      }
      if (isIdentifierPart(source[i])) throw new ConditionSyntaxError('Número mal formado', start);
      const text = source.slice(start, i);
      tokens.push({ type: 'number', text, pos: start, value: Number(text) });
      continue;
    }
    if (isIdentifierStart(c)) {
      while (isIdentifierPart(source[i])) i++;
      const text = source.slice(start, i);
      const keyword = KEYWORDS[text.toUpperCase()];
      tokens.push(keyword ? { type: keyword, text, pos: start } : { type: 'identifier', text, pos: start });
      continue;
    }
    throw new ConditionSyntaxError(`Carácter inesperado '${c}'`, start);
  }
  tokens.push({ type: 'end', text: '', pos: source.length });
  return tokens;
}
