import { auditTrailItemSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const auditTrailResource = defineResource({
  name: 'audittrail',
  table: 'audit_trail_items',
  schema: auditTrailItemSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'url', match: 'contains' },
  ],
});
