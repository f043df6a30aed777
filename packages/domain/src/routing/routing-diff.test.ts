// biome-ignore-all lint/suspicious/noThenProperty: the spec's routing trees name their branches if/then/else.
import { describe, expect, it } from 'vitest';
import type { RoutingContent } from './routing.schema.js';
import { diffRoutingContent } from './routing-diff.js';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));

const [adyen, stripe, mollie] = [
  '00000000-0000-4000-8000-00000000000a',
  '00000000-0000-4000-8000-00000000000b',
  '00000000-0000-4000-8000-00000000000c',
];

const tree: RoutingContent = {
  name: 'Cards',
  payment_product: 'card',
  details: {
    if: [{ name: 'amount', operator: '>', value: '10000' }],
    then: adyen,
    else: {
      if: [{ name: 'random', operator: '<', value: '30' }],
      then: stripe,
      else: adyen,
    },
  },
};

describe('diffRoutingContent', () => {
  it('names a change deep in the tree by its node path', () => {
    const after = copy(tree);
    (after.details.else as RoutingContent['details']).if[0]!.value = '50';
    expect(diffRoutingContent(tree, after)).toEqual([
      { path: 'details.else.if.0.value', kind: 'changed', before: '30', after: '50' },
    ]);
  });

  it('shows an endpoint that became a node as one change of the branch, and an added condition', () => {
    const after = copy(tree);
    after.details.then = {
      if: [{ name: 'card_brand', operator: '==', value: 'amex' }],
      then: mollie,
      else: adyen,
    };
    after.details.if.push({ name: 'currency_code', operator: '==', value: 'EUR' });
    expect(diffRoutingContent(tree, after)).toEqual([
      { path: 'details.if.1', kind: 'added', after: { name: 'currency_code', operator: '==', value: 'EUR' } },
      { path: 'details.then', kind: 'changed', before: adyen, after: after.details.then },
    ]);
  });

  it('finds a changed product and name, and nothing between equal trees', () => {
    expect(diffRoutingContent(tree, copy(tree))).toEqual([]);
    expect(diffRoutingContent(tree, { ...tree, name: 'iDEAL', payment_product: 'ideal' })).toEqual([
      { path: 'name', kind: 'changed', before: 'Cards', after: 'iDEAL' },
      { path: 'payment_product', kind: 'changed', before: 'card', after: 'ideal' },
    ]);
  });
});
