import { describe, expect, it } from 'vitest';
import { customerLabel } from './CustomerSelect';

const customer = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  first_name: null,
  last_name: null,
  email_address: 'anna@example.nl',
  merchant_reference: null,
};

describe('customerLabel', () => {
  it('tells customers apart by name, e-mail and reference, or the start of the id', () => {
    expect(customerLabel(customer)).toBe('anna@example.nl · 3f2a9c1e');
    expect(
      customerLabel({ ...customer, first_name: 'Anna', last_name: 'Jansen', merchant_reference: 'K-1' }),
    ).toBe('Anna Jansen · anna@example.nl · K-1');
  });
});
