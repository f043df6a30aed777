import {
  type Condition,
  type ConditionIssue,
  parseCondition,
  type RawCondition,
} from '../decisions/conditions.js';
import {
  type ConditionTrace,
  evaluateCondition,
  type PaymentFacts,
} from '../decisions/evaluate-condition.js';

/** A routing tree as stored (002 §3): `then`/`else` are another node or a processor id. */
export interface StoredRoutingNode {
  if: readonly RawCondition[];
  then: StoredRoutingNode | string;
  else: StoredRoutingNode | string;
}

/** The same tree with its conditions read against the catalogue once. */
export interface CompiledRoutingNode {
  if: Condition[];
  then: CompiledRoutingNode | string;
  else: CompiledRoutingNode | string;
}

/** Compiles a tree, or names the first condition that cannot be evaluated by its path in the tree. */
export function compileRouting(
  node: StoredRoutingNode,
  path = '',
): { tree: CompiledRoutingNode } | { issue: ConditionIssue & { at: string } } {
  const conditions: Condition[] = [];
  for (const [index, raw] of node.if.entries()) {
    const parsed = parseCondition(raw, 'routing');
    if ('issue' in parsed)
      return { issue: { ...parsed.issue, at: `${path}if.${index}.${parsed.issue.path}` } };
    conditions.push(parsed.condition);
  }
  const branch = (key: 'then' | 'else') => {
    const child = node[key];
    return typeof child === 'string' ? { tree: child } : compileRouting(child, `${path}${key}.`);
  };
  const then = branch('then');
  if ('issue' in then) return then;
  const otherwise = branch('else');
  if ('issue' in otherwise) return otherwise;
  return { tree: { if: conditions, then: then.tree, else: otherwise.tree } };
}

/** One node on the way down: its conditions and the branch they sent the payment to. */
export interface RoutingStep {
  conditions: ConditionTrace[];
  branch: 'then' | 'else';
}

export interface RoutingDecision {
  processor: string;
  path: RoutingStep[];
}

/**
 * Walks the tree: a node's conditions all match (AND) to take `then`, otherwise `else`, down to a
 * processor id. Every condition of a visited node is traced, so the editor can light up the path.
 */
export function evaluateRouting(tree: CompiledRoutingNode, facts: PaymentFacts): RoutingDecision {
  const path: RoutingStep[] = [];
  let node: CompiledRoutingNode | string = tree;
  while (typeof node !== 'string') {
    const conditions: ConditionTrace[] = node.if.map((condition) => evaluateCondition(condition, facts));
    const branch: 'then' | 'else' = conditions.every((condition) => condition.matched) ? 'then' : 'else';
    path.push({ conditions, branch });
    node = node[branch];
  }
  return { processor: node, path };
}
