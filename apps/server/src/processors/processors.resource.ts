import {
  createProcessorSchema,
  PROCESSOR_LIST_LIMIT,
  processorSchema,
  updateProcessorSchema,
} from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const processorResource = defineResource({
  name: 'processor',
  table: 'processors',
  schema: processorSchema,
  createSchema: createProcessorSchema,
  updateSchema: updateProcessorSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  maxLimit: PROCESSOR_LIST_LIMIT,
});
