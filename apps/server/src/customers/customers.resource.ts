import { createCustomerSchema, customerSchema, updateCustomerSchema } from '@psp/domain';
import { sql } from 'kysely';
import { defineResource } from '../platform/resource/resource-definition.js';

export const customerResource = defineResource({
  name: 'customer',
  table: 'customers',
  schema: customerSchema,
  createSchema: createCustomerSchema,
  updateSchema: updateCustomerSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'email_address', match: 'contains' },
    { field: 'last_name', match: 'contains' },
    { field: 'merchant_reference', match: 'exact' },
  ],
  // The expressions of the customers_full_name_idx and customers_last_name_idx indexes (migration 0008).
  names: (alias) => [
    sql`lower(coalesce(${sql.ref(`${alias}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${alias}.last_name`)}, ''))`,
    sql`lower(${sql.ref(`${alias}.last_name`)})`,
  ],
});
