import { createPlanSchema, planSchema, updatePlanSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const planResource = defineResource({
  name: 'plan',
  table: 'plans',
  schema: planSchema,
  createSchema: createPlanSchema,
  updateSchema: updatePlanSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
