import { createShareCredentialSchema, shareCredentialSchema, updateShareCredentialSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const shareCredentialResource = defineResource({
  name: 'sharecredential',
  table: 'share_credentials',
  schema: shareCredentialSchema,
  createSchema: createShareCredentialSchema,
  updateSchema: updateShareCredentialSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
