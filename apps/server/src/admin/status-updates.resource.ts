import { statusUpdateSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const statusUpdateResource = defineResource({
  name: 'statusupdate',
  table: 'status_updates',
  schema: statusUpdateSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
