import {
  createSettlementScheduleSchema,
  settlementScheduleSchema,
  updateSettlementScheduleSchema,
} from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const settlementScheduleResource = defineResource({
  name: 'settlementschedule',
  table: 'settlement_schedules',
  schema: settlementScheduleSchema,
  createSchema: createSettlementScheduleSchema,
  updateSchema: updateSettlementScheduleSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
