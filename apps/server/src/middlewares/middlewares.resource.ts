import { createMiddlewareSchema, middlewareSchema, updateMiddlewareSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const middlewareResource = defineResource({
  name: 'middleware',
  table: 'middlewares',
  schema: middlewareSchema,
  createSchema: createMiddlewareSchema,
  updateSchema: updateMiddlewareSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  maxLimit: 2000,
});
