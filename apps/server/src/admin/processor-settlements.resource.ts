import {
  createProcessorSettlementSchema,
  processorSettlementSchema,
  updateProcessorSettlementSchema,
} from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const processorSettlementResource = defineResource({
  name: 'processorsettlement',
  table: 'processor_settlements',
  schema: processorSettlementSchema,
  createSchema: createProcessorSettlementSchema,
  updateSchema: updateProcessorSettlementSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
