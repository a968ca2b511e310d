import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConditionSyntaxError, ConditionTypeError, evaluate, parseCondition, tokenize } from './index.ts';

const ev = (source: string, answers: Record<string, string | number> = {}) => evaluate(parseCondition(source), answers);

describe('parser', () => {
  it('parses every operator of the grammar', () => {
    const answers = { t: 39, e: '0-3 meses', s: 'si' };
    expect(ev('t = 39', answers)).toBe(true);
    expect(ev('t != 39', answers)).toBe(false);
    expect(ev('t < 39', answers)).toBe(false);
    expect(ev('t <= 39', answers)).toBe(true);
    expect(ev('t > 38.9', answers)).toBe(true);
    expect(ev('t >= 39.1', answers)).toBe(false);
    expect(ev("e IN ['0-3 meses', '3-6 meses']", answers)).toBe(true);
    expect(ev(`e NOT IN ["0-3 meses"]`, answers)).toBe(false);
    expect(ev("NOT s = 'no'", answers)).toBe(true);
    expect(ev("(s = 'no' OR t >= 39) AND e = '0-3 meses'", answers)).toBe(true);
  });

  it('binds AND tighter than OR', () => {
    // true OR (false AND false) = true; (true OR false) AND false would be false
    expect(ev("a = 'x' OR a = 'y' AND a = 'z'", { a: 'x' })).toBe(true);
    expect(ev("(a = 'x' OR a = 'y') AND a = 'z'", { a: 'x' })).toBe(false);
  });

  it('accepts keywords in any case and numbers with a decimal point', () => {
    expect(ev("t >= 38.5 and s = 'si'", { t: 38.5, s: 'si' })).toBe(true);
    expect(ev('t > -1', { t: 0 })).toBe(true);
  });

  it.each([
    ['', 0],
    ['t >', 3],
    ['t = 39 AND', 10],
    ['(t = 39', 7],
    ["t IN ['a' 'b']", 10],
    ["t = 'abierta", 4],
    ['t = 39 39', 7],
    ['t ! 3', 2],
    ['t = 3.', 4],
    ['= 3', 0],
    ['t # 3', 2],
  ])('reports the position of a syntax error in %j', (source, position) => {
    try {
      parseCondition(source);
      expect.fail('should not parse');
    } catch (error) {
      expect(error).toBeInstanceOf(ConditionSyntaxError);
      expect((error as ConditionSyntaxError).position).toBe(position);
      expect((error as Error).message).toContain(`posición ${position}`);
    }
  });

  it('refuses absurdly deep nesting with a syntax error, not a stack overflow', () => {
    expect(() => parseCondition('('.repeat(10_000) + "a = 'b'" + ')'.repeat(10_000))).toThrow(ConditionSyntaxError);
    expect(() => parseCondition('NOT '.repeat(10_000) + "a = 'b'")).toThrow(ConditionSyntaxError);
  });
});

describe('three-valued evaluation', () => {
  it('is unknown for unanswered ids and resolves with Kleene logic', () => {
    expect(ev("a = 'si'")).toBe('unknown');
    expect(ev("NOT a = 'si'")).toBe('unknown');
    expect(ev("a = 'si' OR b = 'si'", { b: 'si' })).toBe(true);
    expect(ev("a = 'si' AND b = 'si'", { b: 'no' })).toBe(false);
    expect(ev("a = 'si' AND b = 'si'", { b: 'si' })).toBe('unknown');
    expect(ev("a NOT IN ['x']")).toBe('unknown');
  });

  it('refuses to compare a number with a text', () => {
    expect(() => ev("t = '39'", { t: 39 })).toThrow(ConditionTypeError);
    expect(() => ev('s = 1', { s: 'si' })).toThrow(ConditionTypeError);
  });
});

// --- properties --------------------------------------------------------------

const ids = ['a', 'b', 'c'] as const;
const stringValues = ['si', 'no', 'x'] as const;

type Expr =
  | { k: 'cmp'; id: string; value: string }
  | { k: 'and' | 'or'; l: Expr; r: Expr }
  | { k: 'not'; e: Expr };

const exprArb: fc.Arbitrary<Expr> = fc.letrec<{ expr: Expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ k: fc.constant('cmp' as const), id: fc.constantFrom(...ids), value: fc.constantFrom(...stringValues) }),
    fc.record({ k: fc.constantFrom('and' as const, 'or' as const), l: tie('expr'), r: tie('expr') }),
    fc.record({ k: fc.constant('not' as const), e: tie('expr') }),
  ),
})).expr;

function print(e: Expr): string {
  switch (e.k) {
    case 'cmp':
      return `${e.id} = '${e.value}'`;
    case 'not':
      return `NOT (${print(e.e)})`;
    default:
      return `(${print(e.l)}) ${e.k.toUpperCase()} (${print(e.r)})`;
  }
}

type T = boolean | 'unknown';
function reference(e: Expr, answers: Partial<Record<string, string>>): T {
  switch (e.k) {
    case 'cmp': {
      const v = answers[e.id];
      return v === undefined ? 'unknown' : v === e.value;
    }
    case 'not': {
      const v = reference(e.e, answers);
      return v === 'unknown' ? v : !v;
    }
    case 'and': {
      const l = reference(e.l, answers);
      const r = reference(e.r, answers);
      if (l === false || r === false) return false;
      return l === true && r === true ? true : 'unknown';
    }
    case 'or': {
      const l = reference(e.l, answers);
      const r = reference(e.r, answers);
      if (l === true || r === true) return true;
      return l === false && r === false ? false : 'unknown';
    }
  }
}

const answersArb = fc.record(
  { a: fc.constantFrom(...stringValues), b: fc.constantFrom(...stringValues), c: fc.constantFrom(...stringValues) },
  { requiredKeys: [] },
);

describe('properties', () => {
  it('evaluates printed expressions like a reference Kleene evaluator', () => {
    fc.assert(
      fc.property(exprArb, answersArb, (expr, answers) => {
        expect(evaluate(parseCondition(print(expr)), answers)).toBe(reference(expr, answers));
      }),
      { numRuns: 2000 },
    );
  });

  it('never turns an unknown into a different known value once answers are completed (monotone in information)', () => {
    fc.assert(
      fc.property(exprArb, answersArb, answersArb, (expr, partial, extra) => {
        const before = reference(expr, partial);
        const after = evaluate(parseCondition(print(expr)), { ...extra, ...partial });
        if (before !== 'unknown') expect(after).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });

  it('random garbage either parses or raises ConditionSyntaxError, nothing else', () => {
    const alphabet = fc.constantFrom(..."abc_ 019.'\"=!<>()[],-ANDORNOTIN\n\t#é".split(''), 'AND', 'OR', 'NOT', 'IN', ' = ', "'si'");
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 60 }), fc.array(alphabet, { maxLength: 40 }).map((a) => a.join(''))), (input) => {
        try {
          parseCondition(input);
        } catch (error) {
          expect(error).toBeInstanceOf(ConditionSyntaxError);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('tokenizes numbers to their value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }).map((n) => Math.round(n * 100) / 100), (n) => {
        const token = tokenize(String(n))[0];
        expect(token?.type).toBe('number');
        expect(token?.value).toBe(n);
      }),
    );
  });
});
