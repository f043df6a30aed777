import { apiKeySchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const apiKeyResource = defineResource({
  name: 'apikey',
  table: 'api_keys',
  schema: apiKeySchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
    { field: 'prefix', match: 'prefix' },
  ],
});
