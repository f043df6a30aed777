import { createSubscriptionSchema, subscriptionSchema, updateSubscriptionSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const subscriptionResource = defineResource({
  name: 'subscription',
  table: 'subscriptions',
  schema: subscriptionSchema,
  createSchema: createSubscriptionSchema,
  updateSchema: updateSubscriptionSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
