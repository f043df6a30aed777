import { MERCHANT_ROUTES, PROVIDER_ROUTES } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import { SCREENS as developers } from './developers';
import { SCREENS as home } from './home';
import { SCREENS as insights } from './insights';
import { SCREENS as operator } from './operator';
import { SCREENS as payments } from './payments';
import { SCREENS as risk } from './risk';
import { SCREENS as settings } from './settings';

const routes = [...MERCHANT_ROUTES, ...PROVIDER_ROUTES];

describe('screen tables per area', () => {
  it.each([
    ['payments', payments],
    ['operator', operator],
    ['developers', developers],
    ['risk', risk],
    ['settings', settings],
    ['home', home],
    ['insights', insights],
  ] as const)('%s holds only routes of its own area', (area, table) => {
    const misplaced = Object.keys(table).filter(
      (id) => !routes.some((route) => route.id === id && route.area === area),
    );
    expect(misplaced).toEqual([]);
  });
});
