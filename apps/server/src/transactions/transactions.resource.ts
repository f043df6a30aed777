import { transactionSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const transactionResource = defineResource({
  name: 'transaction',
  table: 'transactions',
  schema: transactionSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'merchant_reference', match: 'prefix' },
    { field: 'customer', match: 'name' },
  ],
});
