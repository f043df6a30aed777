import { createCustomerSchema, customerSchema, updateCustomerSchema } from '@psp/domain';
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
});
