import { describe, expect, it } from 'vitest';
import {
  addCondition,
  branchAt,
  canRemoveCondition,
  countNodes,
  type DraftNode,
  detailsOf,
  draftFromDetails,
  newRoutingDraft,
  type RoutingDraft,
  removeCondition,
  resetNode,
  setConditionName,
  setConditionOperator,
  setConditionValue,
  setEndpoint,
  treeFieldNames,
  validateRoutingDraft,
} from './routingDraft';

const ADYEN = '11111111-1111-4111-8111-111111111111';
const STRIPE = '22222222-2222-4222-8222-222222222222';
const FORM = { name: 'Cards', organisation: 'org', payment_product: 'card' };

function nodeAt(draft: RoutingDraft, path: readonly ('then' | 'else')[]): DraftNode {
  const branch = branchAt(draft.tree, path);
  if (branch?.kind !== 'node') throw new Error(`no node at ${path.join('.')}`);
  return branch;
}

/** amount > 1000 → Adyen, else (random < 30 → Adyen, else Stripe). */
const valid = () => {
  let draft = newRoutingDraft();
  draft = setConditionOperator(draft, [], 0, '>');
  draft = setConditionValue(draft, [], 0, '1000');
  draft = setEndpoint(draft, ['then'], ADYEN);
  draft = addCondition(draft, ['else']);
  draft = setConditionName(draft, ['else'], 0, 'random');
  draft = setConditionOperator(draft, ['else'], 0, '<');
  draft = setConditionValue(draft, ['else'], 0, '30');
  draft = setEndpoint(draft, ['else', 'then'], ADYEN);
  return setEndpoint(draft, ['else', 'else'], STRIPE);
};

describe('the routing draft (002 §4)', () => {
  it('starts a new routing with one node whose first condition is amount and !=', () => {
    const { tree } = newRoutingDraft();
    expect(tree.if).toEqual([expect.objectContaining({ name: 'amount', operator: '!=', value: '' })]);
    expect(tree.then).toMatchObject({ kind: 'endpoint', processor: '' });
    expect(tree.else).toMatchObject({ kind: 'endpoint', processor: '' });
  });

  it('adds a condition to a node: one more condition, all of which must match', () => {
    const draft = addCondition(newRoutingDraft(), []);
    expect(draft.tree.if).toHaveLength(2);
    expect(draft.tree.if[1]).toMatchObject({ name: '', operator: '', value: '' });
  });

  it('adding a condition to an endpoint creates a node with empty then and else branches', () => {
    const draft = addCondition(newRoutingDraft(), ['else']);
    const node = nodeAt(draft, ['else']);
    expect(node.if).toHaveLength(1);
    expect(node.then).toMatchObject({ kind: 'endpoint', processor: '' });
    expect(node.else).toMatchObject({ kind: 'endpoint', processor: '' });
    expect(countNodes(draft.tree)).toBe(2);
  });

  it('never removes the first condition of the top node', () => {
    const draft = newRoutingDraft();
    expect(canRemoveCondition([], 0)).toBe(false);
    expect(removeCondition(draft, [], 0)).toBe(draft);
  });

  it('removes other conditions, and a lower node without conditions is an endpoint again', () => {
    let draft = addCondition(addCondition(newRoutingDraft(), []), ['then']);
    draft = removeCondition(draft, [], 1);
    expect(draft.tree.if).toHaveLength(1);
    expect(canRemoveCondition(['then'], 0)).toBe(true);
    draft = removeCondition(draft, ['then'], 0);
    expect(draft.tree.then).toMatchObject({ kind: 'endpoint', processor: '' });
  });

  it('sets a branch to an endpoint, replacing the node that was there', () => {
    let draft = addCondition(newRoutingDraft(), ['then']);
    draft = setEndpoint(draft, ['then'], ADYEN);
    expect(draft.tree.then).toMatchObject({ kind: 'endpoint', processor: ADYEN });
    expect(setEndpoint(draft, [], ADYEN)).toBe(draft);
  });

  it('resets a node to one blank condition and empty branches (the top node to amount and !=)', () => {
    const draft = valid();
    const lower = nodeAt(resetNode(draft, ['else']), ['else']);
    expect(lower.id).toBe(nodeAt(draft, ['else']).id);
    expect(lower.if).toEqual([expect.objectContaining({ name: '', operator: '', value: '' })]);
    expect(lower.then).toMatchObject({ kind: 'endpoint', processor: '' });
    const top = resetNode(draft, []).tree;
    expect(top.if).toEqual([expect.objectContaining({ name: 'amount', operator: '!=', value: '' })]);
    expect(countNodes(top)).toBe(1);
  });

  it("changing a rule's name resets its operator and value", () => {
    const draft = setConditionName(valid(), [], 0, 'country_code');
    expect(draft.tree.if[0]).toMatchObject({ name: 'country_code', operator: '', value: '' });
  });

  it('changing the operator resets the value', () => {
    const draft = setConditionOperator(valid(), [], 0, '<=');
    expect(draft.tree.if[0]).toMatchObject({ name: 'amount', operator: '<=', value: '' });
  });

  it('changes a value and keeps every id stable', () => {
    const before = valid();
    const after = setConditionValue(before, ['else'], 0, '55');
    expect(nodeAt(after, ['else']).if[0]!.value).toBe('55');
    expect(treeFieldNames(after.tree)).toEqual(treeFieldNames(before.tree));
    expect(nodeAt(after, ['else']).id).toBe(nodeAt(before, ['else']).id);
    expect(nodeAt(after, ['else']).if[0]!.id).toBe(nodeAt(before, ['else']).if[0]!.id);
  });

  it('converts to the stored details and back', () => {
    const details = detailsOf(valid().tree);
    expect(details).toEqual({
      if: [{ name: 'amount', operator: '>', value: '1000' }],
      then: ADYEN,
      else: { if: [{ name: 'random', operator: '<', value: '30' }], then: ADYEN, else: STRIPE },
    });
    expect(detailsOf(draftFromDetails(details).tree)).toEqual(details);
  });

  it('gives new ids after the ones of a loaded tree', () => {
    const loaded = draftFromDetails(detailsOf(valid().tree));
    const grown = addCondition(loaded, ['then']);
    const ids = JSON.stringify(grown.tree).match(/"id":"n\d+"/g)!;
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every path a server error can be placed on', () => {
    expect(treeFieldNames(valid().tree)).toEqual(
      expect.arrayContaining(['details', 'details.then', 'details.else.if.0.value', 'details.else.else']),
    );
  });
});

describe('the routing form validation (002 §5)', () => {
  it('accepts a complete routing', () => {
    expect(validateRoutingDraft(FORM, valid().tree, true)).toEqual(new Map());
  });

  it('requires a name', () => {
    expect(validateRoutingDraft({ ...FORM, name: ' ' }, valid().tree, true).get('name')).toBe('required');
  });

  it('requires an organisation where the user chooses one', () => {
    const form = { ...FORM, organisation: '' };
    expect(validateRoutingDraft(form, valid().tree, true).get('organisation')).toBe('required');
    expect(validateRoutingDraft(form, valid().tree, false).has('organisation')).toBe(false);
  });

  it('requires a payment product', () => {
    const form = { ...FORM, payment_product: '' };
    expect(validateRoutingDraft(form, valid().tree, true).get('payment_product')).toBe('required');
  });

  it('requires every condition name, operator and value, each on its own path', () => {
    const draft = addCondition(valid(), ['else']);
    const issues = validateRoutingDraft(FORM, draft.tree, true);
    expect(issues.get('details.else.if.1.name')).toBe('required');
    expect(issues.get('details.else.if.1.operator')).toBe('required');
    expect(issues.get('details.else.if.1.value')).toBe('required');
    const named = setConditionOperator(setConditionName(draft, ['else'], 1, 'recurring'), ['else'], 1, '==');
    const rest = validateRoutingDraft(FORM, named.tree, true);
    expect([...rest.keys()]).toEqual(['details.else.if.1.value']);
  });

  it('requires at least one condition per node', () => {
    const tree: DraftNode = { ...valid().tree, if: [] };
    expect(validateRoutingDraft(FORM, tree, true).get('details.if')).toBe('required');
  });

  it('requires every endpoint, on the exact branch', () => {
    const draft = setEndpoint(valid(), ['else', 'then'], '');
    expect([...validateRoutingDraft(FORM, draft.tree, true)]).toEqual([['details.else.then', 'required']]);
  });

  it('requires a tree that is not empty: a new routing must be completed', () => {
    const issues = validateRoutingDraft(FORM, newRoutingDraft().tree, true);
    expect([...issues.keys()]).toEqual(['details.if.0.value', 'details.then', 'details.else']);
  });

  it('takes percentages from 0 to 100', () => {
    for (const [value, ok] of [
      ['0', true],
      ['100', true],
      ['100.5', false],
      ['-1', false],
    ] as const) {
      const draft = setConditionValue(valid(), ['else'], 0, value);
      const issue = validateRoutingDraft(FORM, draft.tree, true).get('details.else.if.0.value');
      expect(issue, value).toBe(ok ? undefined : 'percentage');
    }
  });

  it('refuses a value the engine cannot read (an amount that is not whole minor units)', () => {
    const draft = setConditionValue(valid(), [], 0, '12.5');
    expect(validateRoutingDraft(FORM, draft.tree, true).get('details.if.0.value')).toBe('invalid_value');
  });
});
