import { describe, expect, it } from 'vitest';
import { checkProfileRouting, type ProfileRoutingCheck } from './check-profile-routing.js';

// Two card processors (adyen, stripe), one iDEAL processor; routes by the processors they end at.
const processorProducts = { adyen: 'card', stripe: 'card', worldline: 'card', mollie: 'ideal' };
const routeProcessors = {
  cardBoth: ['adyen', 'stripe'],
  cardAdyen: ['adyen'],
  cardAll: ['adyen', 'stripe', 'worldline'],
  idealMollie: ['mollie'],
};

interface Case {
  name: string;
  processors: string[];
  routing: Record<string, string | null>;
  expected: ProfileRoutingCheck;
}

const cases: Case[] = [
  {
    name: 'an empty profile',
    processors: [],
    routing: {},
    expected: { invalidRoutes: {}, unroutable: [] },
  },
  {
    name: 'one processor per product needs no route',
    processors: ['adyen', 'mollie'],
    routing: {},
    expected: { invalidRoutes: {}, unroutable: [] },
  },
  {
    name: 'a route covering both card processors',
    processors: ['adyen', 'stripe', 'mollie'],
    routing: { card: 'cardBoth' },
    expected: { invalidRoutes: {}, unroutable: [] },
  },
  {
    name: 'two card processors without a route: neither is reached',
    processors: ['adyen', 'stripe'],
    routing: {},
    expected: { invalidRoutes: {}, unroutable: ['adyen', 'stripe'] },
  },
  {
    name: 'an empty choice reads as no route',
    processors: ['adyen', 'stripe'],
    routing: { card: null, ideal: '' },
    expected: { invalidRoutes: {}, unroutable: ['adyen', 'stripe'] },
  },
  {
    name: 'a route reaching one of two card processors',
    processors: ['stripe', 'adyen'],
    routing: { card: 'cardAdyen' },
    expected: { invalidRoutes: {}, unroutable: ['stripe'] },
  },
  {
    name: 'a route using a processor missing from the profile',
    processors: ['adyen'],
    routing: { card: 'cardBoth' },
    expected: { invalidRoutes: { card: ['stripe'] }, unroutable: [] },
  },
  {
    name: 'a route for a product with no processor on the profile',
    processors: ['adyen'],
    routing: { ideal: 'idealMollie' },
    expected: { invalidRoutes: { ideal: ['mollie'] }, unroutable: [] },
  },
  {
    name: 'both problems at once, missing ones in route order',
    processors: ['worldline', 'stripe'],
    routing: { card: 'cardAll', ideal: 'idealMollie' },
    expected: { invalidRoutes: { card: ['adyen'], ideal: ['mollie'] }, unroutable: [] },
  },
  {
    name: 'an invalid route still decides what is unroutable',
    processors: ['stripe', 'worldline'],
    routing: { card: 'cardBoth' },
    expected: { invalidRoutes: { card: ['adyen'] }, unroutable: ['worldline'] },
  },
  {
    name: 'a route the caller does not know reaches nothing',
    processors: ['adyen', 'stripe'],
    routing: { card: 'unknown' },
    expected: { invalidRoutes: {}, unroutable: ['adyen', 'stripe'] },
  },
  {
    name: 'processors of unknown product and duplicates are counted once',
    processors: ['adyen', 'adyen', 'mystery', 'mystery'],
    routing: {},
    expected: { invalidRoutes: {}, unroutable: [] },
  },
];

describe('checkProfileRouting', () => {
  it.each(cases)('$name', ({ processors, routing, expected }) => {
    expect(checkProfileRouting({ processors, routing, processorProducts, routeProcessors })).toEqual(
      expected,
    );
  });
});
