import { createTagSchema, tagSchema, updateTagSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const tagResource = defineResource({
  name: 'tag',
  table: 'tags',
  schema: tagSchema,
  createSchema: createTagSchema,
  updateSchema: updateTagSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'text', match: 'contains' },
  ],
  maxLimit: 1000,
});
