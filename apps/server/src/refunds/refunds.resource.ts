import { refundSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const refundResource = defineResource({
  name: 'refund',
  table: 'refunds',
  schema: refundSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'processor_id_external', match: 'exact' },
  ],
});
