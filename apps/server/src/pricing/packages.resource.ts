import { createPackageSchema, packageSchema, updatePackageSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const packageResource = defineResource({
  name: 'package',
  table: 'packages',
  schema: packageSchema,
  createSchema: createPackageSchema,
  updateSchema: updatePackageSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
