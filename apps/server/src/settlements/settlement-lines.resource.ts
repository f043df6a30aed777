import { settlementLineSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const settlementLineResource = defineResource({
  name: 'settlementline',
  table: 'settlement_lines',
  schema: settlementLineSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
  maxLimit: 1000,
});
