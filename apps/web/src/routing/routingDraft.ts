import { parseCondition, type RoutingNode, RULE_KINDS, type RuleName, type RuleOperator } from '@psp/domain';

type StoredCondition = RoutingNode['if'][number];

/**
 * The routing tree while it is edited (002 §4): every node and condition has an id that survives edits,
 * so React keeps focus and the simulator can light a node; a branch is another node or an endpoint whose
 * processor may still be unchosen (''). Pure: every operation returns a new draft.
 */
export interface DraftCondition {
  id: string;
  name: RuleName | '';
  operator: RuleOperator | '';
  value: string;
}

export interface DraftNode {
  kind: 'node';
  id: string;
  if: DraftCondition[];
  then: DraftBranch;
  else: DraftBranch;
}

export interface DraftEndpoint {
  kind: 'endpoint';
  id: string;
  processor: string;
}

export type DraftBranch = DraftNode | DraftEndpoint;

export interface RoutingDraft {
  tree: DraftNode;
  /** The next id to hand out; kept in the draft so the operations stay pure. */
  nextId: number;
}

/** Where a branch sits: the steps from the top node ([] is the top node itself). */
export type BranchPath = readonly ('then' | 'else')[];

type Ids = { next: () => string; nextId: () => number };

function idsFrom(start: number): Ids {
  let counter = start;
  return { next: () => `n${counter++}`, nextId: () => counter };
}

const blankCondition = (ids: Ids): DraftCondition => ({ id: ids.next(), name: '', operator: '', value: '' });
const emptyEndpoint = (ids: Ids): DraftEndpoint => ({ kind: 'endpoint', id: ids.next(), processor: '' });
const emptyNode = (ids: Ids, first: DraftCondition, id = ids.next()): DraftNode => ({
  kind: 'node',
  id,
  if: [first],
  then: emptyEndpoint(ids),
  else: emptyEndpoint(ids),
});

/** The top node of a new routing (002 §4): its first condition is prefilled with amount and !=. */
function firstNode(ids: Ids, id?: string): DraftNode {
  return emptyNode(ids, { id: ids.next(), name: 'amount', operator: '!=', value: '' }, id);
}

export function newRoutingDraft(): RoutingDraft {
  const ids = idsFrom(0);
  const tree = firstNode(ids);
  return { tree, nextId: ids.nextId() };
}

/** The stored tree as a draft, with fresh ids. */
export function draftFromDetails(details: RoutingNode): RoutingDraft {
  const ids = idsFrom(0);
  const branch = (stored: RoutingNode | string): DraftBranch =>
    typeof stored === 'string' ? { kind: 'endpoint', id: ids.next(), processor: stored } : node(stored);
  const node = (stored: RoutingNode): DraftNode => ({
    kind: 'node',
    id: ids.next(),
    if: stored.if.map((condition) => ({
      id: ids.next(),
      name: condition.name,
      operator: condition.operator,
      value: condition.value,
    })),
    then: branch(stored.then),
    else: branch(stored.else),
  });
  const tree = node(details);
  return { tree, nextId: ids.nextId() };
}

/** The draft as the API stores it (002 §3): conditions with text values, endpoints as processor ids. */
export function detailsOf(tree: DraftNode): RoutingNode {
  const branch = (item: DraftBranch): RoutingNode | string =>
    item.kind === 'endpoint' ? item.processor : detailsOf(item);
  return {
    if: tree.if.map((condition) => ({
      name: condition.name as StoredCondition['name'],
      operator: condition.operator as StoredCondition['operator'],
      value: condition.value,
    })),
    then: branch(tree.then),
    else: branch(tree.else),
  };
}

export function branchAt(tree: DraftNode, path: BranchPath): DraftBranch | undefined {
  let branch: DraftBranch = tree;
  for (const step of path) {
    if (branch.kind !== 'node') return undefined;
    branch = branch[step];
  }
  return branch;
}

/** Replaces the branch at a path; the top node stays a node. */
function replaceAt(
  draft: RoutingDraft,
  path: BranchPath,
  change: (branch: DraftBranch, ids: Ids) => DraftBranch,
): RoutingDraft {
  const ids = idsFrom(draft.nextId);
  const walk = (branch: DraftBranch, depth: number): DraftBranch => {
    if (depth === path.length) return change(branch, ids);
    if (branch.kind !== 'node') return branch;
    const step = path[depth]!;
    return { ...branch, [step]: walk(branch[step], depth + 1) };
  };
  const tree = walk(draft.tree, 0);
  if (tree.kind !== 'node') return draft;
  return { tree, nextId: ids.nextId() };
}

function changeCondition(
  draft: RoutingDraft,
  path: BranchPath,
  index: number,
  change: (condition: DraftCondition) => DraftCondition,
): RoutingDraft {
  return replaceAt(draft, path, (branch) =>
    branch.kind === 'node' && branch.if[index]
      ? { ...branch, if: branch.if.map((condition, at) => (at === index ? change(condition) : condition)) }
      : branch,
  );
}

/**
 * Adds a condition: to a node, one more (all must match); to an endpoint, the endpoint becomes a node
 * with that condition and empty then and else branches (002 §4).
 */
export function addCondition(draft: RoutingDraft, path: BranchPath): RoutingDraft {
  return replaceAt(draft, path, (branch, ids) =>
    branch.kind === 'node'
      ? { ...branch, if: [...branch.if, blankCondition(ids)] }
      : emptyNode(ids, blankCondition(ids), branch.id),
  );
}

/** Whether a condition can be removed: any but the first condition of the top node (002 §4). */
export function canRemoveCondition(path: BranchPath, index: number): boolean {
  return path.length > 0 || index > 0;
}

/** Removes a condition; a node below the top that loses its last one is an endpoint again. */
export function removeCondition(draft: RoutingDraft, path: BranchPath, index: number): RoutingDraft {
  if (!canRemoveCondition(path, index)) return draft;
  return replaceAt(draft, path, (branch, ids) => {
    if (branch.kind !== 'node' || !branch.if[index]) return branch;
    const conditions = branch.if.filter((_, at) => at !== index);
    return conditions.length > 0 ? { ...branch, if: conditions } : { ...emptyEndpoint(ids), id: branch.id };
  });
}

/** A branch below the top becomes an endpoint (processor id, '' while none is chosen). */
export function setEndpoint(draft: RoutingDraft, path: BranchPath, processor: string): RoutingDraft {
  if (path.length === 0) return draft;
  return replaceAt(draft, path, (branch) => ({ kind: 'endpoint', id: branch.id, processor }));
}

/** A node starts over: one blank condition (the top node: amount and !=), empty then and else. */
export function resetNode(draft: RoutingDraft, path: BranchPath): RoutingDraft {
  return replaceAt(draft, path, (branch, ids) =>
    path.length === 0 ? firstNode(ids, branch.id) : emptyNode(ids, blankCondition(ids), branch.id),
  );
}

/** A new rule name resets the operator and the value (002 §4). */
export function setConditionName(draft: RoutingDraft, path: BranchPath, index: number, name: RuleName | '') {
  return changeCondition(draft, path, index, (condition) => ({
    ...condition,
    name,
    operator: '',
    value: '',
  }));
}

/** A new operator resets the value (002 §4). */
export function setConditionOperator(
  draft: RoutingDraft,
  path: BranchPath,
  index: number,
  operator: RuleOperator | '',
) {
  return changeCondition(draft, path, index, (condition) => ({ ...condition, operator, value: '' }));
}

export function setConditionValue(draft: RoutingDraft, path: BranchPath, index: number, value: string) {
  return changeCondition(draft, path, index, (condition) => ({ ...condition, value }));
}

/** The form path of a branch, as the server names it: `details.else.then`. */
export function detailsPath(path: BranchPath): string {
  return ['details', ...path].join('.');
}

/** Every path of the tree a server error can be placed on: nodes, endpoints, conditions and their parts. */
export function treeFieldNames(tree: DraftNode): string[] {
  const names: string[] = [];
  const visit = (branch: DraftBranch, path: BranchPath) => {
    const at = detailsPath(path);
    names.push(at);
    if (branch.kind === 'endpoint') return;
    names.push(`${at}.if`);
    branch.if.forEach((_, index) => {
      for (const part of ['', '.name', '.operator', '.value']) names.push(`${at}.if.${index}${part}`);
    });
    visit(branch.then, [...path, 'then']);
    visit(branch.else, [...path, 'else']);
  };
  visit(tree, []);
  return names;
}

export function countNodes(branch: DraftBranch): number {
  return branch.kind === 'endpoint' ? 0 : 1 + countNodes(branch.then) + countNodes(branch.else);
}

/** The fields of the routing form (002 §5) besides the tree. */
export interface RoutingFormValues {
  name: string;
  organisation: string;
  payment_product: string;
}

/** Why a part of the form is refused, by the code the translated messages use. */
export type DraftIssueCode = 'required' | 'percentage' | 'invalid_value';

/**
 * 002 §5 on the whole form, each issue on the exact path the server would name: name, organisation and
 * payment product required; every condition needs name, operator and value; a value the engine can read
 * (percentages 0 to 100); every endpoint chosen. `organisationRequired` is false where the caller's own
 * organisation is implied.
 */
export function validateRoutingDraft(
  values: RoutingFormValues,
  tree: DraftNode,
  organisationRequired: boolean,
): Map<string, DraftIssueCode> {
  const issues = new Map<string, DraftIssueCode>();
  if (values.name.trim() === '') issues.set('name', 'required');
  if (organisationRequired && values.organisation === '') issues.set('organisation', 'required');
  if (values.payment_product === '') issues.set('payment_product', 'required');
  const visit = (branch: DraftBranch, path: BranchPath) => {
    const at = detailsPath(path);
    if (branch.kind === 'endpoint') {
      if (branch.processor === '') issues.set(at, 'required');
      return;
    }
    if (branch.if.length === 0) issues.set(`${at}.if`, 'required');
    branch.if.forEach((condition, index) => {
      const conditionPath = `${at}.if.${index}`;
      if (condition.name === '') issues.set(`${conditionPath}.name`, 'required');
      if (condition.operator === '') issues.set(`${conditionPath}.operator`, 'required');
      if (condition.value.trim() === '') issues.set(`${conditionPath}.value`, 'required');
      if (issues.has(`${conditionPath}.name`) || issues.has(`${conditionPath}.operator`)) return;
      if (issues.has(`${conditionPath}.value`)) return;
      const parsed = parseCondition(condition, 'routing');
      if ('issue' in parsed) {
        const percentage = condition.name !== '' && RULE_KINDS[condition.name] === 'percentage';
        issues.set(
          `${conditionPath}.${parsed.issue.path}`,
          percentage && parsed.issue.path === 'value' ? 'percentage' : 'invalid_value',
        );
      }
    });
    visit(branch.then, [...path, 'then']);
    visit(branch.else, [...path, 'else']);
  };
  visit(tree, []);
  return issues;
}
