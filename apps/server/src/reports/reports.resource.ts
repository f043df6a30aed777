import { reportSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const reportResource = defineResource({
  name: 'report',
  table: 'reports',
  schema: reportSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
