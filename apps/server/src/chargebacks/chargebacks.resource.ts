import { chargebackSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const chargebackResource = defineResource({
  name: 'chargeback',
  table: 'chargebacks',
  schema: chargebackSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'processor_id_external', match: 'exact' },
  ],
});
