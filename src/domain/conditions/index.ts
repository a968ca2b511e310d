export type { Condition, Literal, ComparisonOperator } from './ast.ts';
export { comparisons } from './ast.ts';
export { ConditionSyntaxError, tokenize } from './tokenize.ts';
export { parseCondition, parseConditionCached } from './parse.ts';
export { evaluate, ConditionTypeError, type Truth, type AnswerValue } from './evaluate.ts';
