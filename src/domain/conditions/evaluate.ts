/**
 * Three-valued evaluation (Kleene logic): a comparison on an unanswered id is
 * 'unknown', so the questionnaire can tell when a rojo result is already certain
 * whatever the remaining answers (DECISIONS beyond-1).
 */
import type { Condition, Literal } from './ast.ts';

export type Truth = true | false | 'unknown';

export type AnswerValue = string | number;

export class ConditionTypeError extends Error {
  override readonly name = 'ConditionTypeError';
}

function sameKind(answer: AnswerValue, literal: Literal, id: string): void {
  const answerKind = typeof answer === 'number' ? 'number' : 'string';
  if (answerKind !== literal.kind) {
    throw new ConditionTypeError(`'${id}' es ${answerKind === 'number' ? 'numérica' : 'de texto'} y se compara con ${literal.kind === 'number' ? 'un número' : 'un texto'}`);
  }
}

function compare(answer: AnswerValue, literal: Literal, op: string, id: string): boolean {
  sameKind(answer, literal, id);
  const a = answer;
  const b = literal.value;
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    default:
      throw new ConditionTypeError(`Operador desconocido '${op}'`);
  }
}

export function evaluate(condition: Condition, answers: Readonly<Record<string, AnswerValue | undefined>>): Truth {
  switch (condition.type) {
    case 'compare': {
      const answer = answers[condition.id];
      if (answer === undefined) return 'unknown';
      return compare(answer, condition.value, condition.op, condition.id);
    }
    case 'in': {
      const answer = answers[condition.id];
      if (answer === undefined) return 'unknown';
      const found = condition.values.some((literal) => compare(answer, literal, '=', condition.id));
      return condition.negated ? !found : found;
    }
    case 'not': {
      const value = evaluate(condition.operand, answers);
      return value === 'unknown' ? 'unknown' : !value;
    }
    case 'and': {
      const left = evaluate(condition.left, answers);
      if (left === false) return false;
      const right = evaluate(condition.right, answers);
      if (right === false) return false;
      return left === true && right === true ? true : 'unknown';
    }
    case 'or': {
      const left = evaluate(condition.left, answers);
      if (left === true) return true;
      const right = evaluate(condition.right, answers);
      if (right === true) return true;
      return left === false && right === false ? false : 'unknown';
    }
  }
}
