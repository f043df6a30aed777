import {
  createScheduledTransactionSchema,
  scheduledTransactionSchema,
  updateScheduledTransactionSchema,
} from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const scheduledTransactionResource = defineResource({
  name: 'scheduledtransaction',
  table: 'scheduled_transactions',
  schema: scheduledTransactionSchema,
  createSchema: createScheduledTransactionSchema,
  updateSchema: updateScheduledTransactionSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
