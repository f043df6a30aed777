import { bankAccountSchema, createBankAccountSchema, updateBankAccountSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const bankAccountResource = defineResource({
  name: 'bankaccount',
  table: 'bank_accounts',
  schema: bankAccountSchema,
  createSchema: createBankAccountSchema,
  updateSchema: updateBankAccountSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'holder_name', match: 'contains' },
  ],
});
