import { createOneOffSchema, oneOffSchema, updateOneOffSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const oneOffResource = defineResource({
  name: 'oneoff',
  table: 'one_offs',
  schema: oneOffSchema,
  createSchema: createOneOffSchema,
  updateSchema: updateOneOffSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'description', match: 'contains' },
  ],
});
