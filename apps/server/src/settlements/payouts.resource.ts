import { payoutSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const payoutResource = defineResource({
  name: 'payout',
  table: 'payouts',
  schema: payoutSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'reference', match: 'prefix' },
  ],
});
