import { importSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

/** The history of finished imports, read through the list conventions; they are written by the import route. */
export const importResource = defineResource({
  name: 'import',
  table: 'imports',
  schema: importSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
