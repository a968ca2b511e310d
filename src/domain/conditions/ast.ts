/** Syntax tree of the rule condition language (SPEC §4). */

export type Literal = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'string'; readonly value: string };

export type ComparisonOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Condition =
  | { readonly type: 'compare'; readonly id: string; readonly op: ComparisonOperator; readonly value: Literal; readonly pos: number }
  | { readonly type: 'in'; readonly id: string; readonly negated: boolean; readonly values: readonly Literal[]; readonly pos: number }
  | { readonly type: 'and'; readonly left: Condition; readonly right: Condition }
  | { readonly type: 'or'; readonly left: Condition; readonly right: Condition }
  | { readonly type: 'not'; readonly operand: Condition };

/** Every comparison in a condition, for type-checking against a flow. */
export function comparisons(condition: Condition): Extract<Condition, { type: 'compare' | 'in' }>[] {
  switch (condition.type) {
    case 'compare':
    case 'in':
      return [condition];
    case 'not':
      return comparisons(condition.operand);
    case 'and':
    case 'or':
      return [...comparisons(condition.left), ...comparisons(condition.right)];
  }
}
