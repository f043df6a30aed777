import {
  createSettlementProfileSchema,
  settlementProfileSchema,
  updateSettlementProfileSchema,
} from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const settlementProfileResource = defineResource({
  name: 'settlementprofile',
  table: 'settlement_profiles',
  schema: settlementProfileSchema,
  createSchema: createSettlementProfileSchema,
  updateSchema: updateSettlementProfileSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
