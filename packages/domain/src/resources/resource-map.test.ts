import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CreateOf,
  type FilterKeyOf,
  type PopulatedRowOf,
  RESOURCE_SCHEMAS,
  type RowOf,
  type UpdateOf,
} from './resource-map.js';

describe('the resource map', () => {
  it('reads the references a list may populate from the row schema', () => {
    expect(RESOURCE_SCHEMAS.transaction.populate).toMatchObject({
      organisation: 'organisation',
      payment_profile: 'paymentprofile',
      customer: 'customer',
      processor: 'processor',
    });
    expect(RESOURCE_SCHEMAS.plan.populate).toMatchObject({ checkout: 'checkoutdesign' });
  });

  it('filters and sorts on values, references and lists of values, never on JSON or computed fields', () => {
    const filters: readonly string[] = RESOURCE_SCHEMAS.transaction.filters;
    expect(filters).toEqual(expect.arrayContaining(['amount', 'status', 'customer', 'tags', 'created_at']));
    expect(filters).not.toContain('decision');
    expect(filters).not.toContain('metadata');
    expect(RESOURCE_SCHEMAS.user.filters as readonly string[]).not.toContain('status');
    expect(RESOURCE_SCHEMAS.paymentprofile.sorts as readonly string[]).not.toContain('processors');
  });

  it('types rows, populated rows and bodies', () => {
    expectTypeOf<RowOf<'transaction'>['customer']>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<'transaction'>['amount']>().toEqualTypeOf<number>();
    type Populated = PopulatedRowOf<'transaction', 'customer' | 'payment_profile'>;
    expectTypeOf<Populated['customer']>().toEqualTypeOf<RowOf<'customer'> | string | null>();
    expectTypeOf<Populated['payment_profile']>().toEqualTypeOf<RowOf<'paymentprofile'> | string>();
    expectTypeOf<Populated['organisation']>().toEqualTypeOf<string>();
    expectTypeOf<CreateOf<'tag'>>().toHaveProperty('text');
    expectTypeOf<UpdateOf<'transaction'>>().toBeNever();
    expectTypeOf<'amount'>().toExtend<FilterKeyOf<'transaction'>>();
    expectTypeOf<'decision'>().not.toExtend<FilterKeyOf<'transaction'>>();
  });
});
