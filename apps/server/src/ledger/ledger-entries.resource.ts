import { ledgerEntrySchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const ledgerEntryResource = defineResource({
  name: 'ledgerentry',
  table: 'ledger_entries',
  schema: ledgerEntrySchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
