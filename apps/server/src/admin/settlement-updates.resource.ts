import { createSettlementUpdateSchema, settlementUpdateSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const settlementUpdateResource = defineResource({
  name: 'settlementupdate',
  table: 'settlement_updates',
  schema: settlementUpdateSchema,
  createSchema: createSettlementUpdateSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
