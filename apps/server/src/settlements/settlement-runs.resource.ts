import { settlementRunSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const settlementRunResource = defineResource({
  name: 'settlementrun',
  table: 'settlement_runs',
  schema: settlementRunSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
