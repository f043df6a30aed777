import { settlementSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const settlementResource = defineResource({
  name: 'settlement',
  table: 'settlements',
  schema: settlementSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
