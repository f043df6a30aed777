import { createWebhookSchema, updateWebhookSchema, webhookSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const webhookResource = defineResource({
  name: 'webhook',
  table: 'webhooks',
  schema: webhookSchema,
  createSchema: createWebhookSchema,
  updateSchema: updateWebhookSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'url', match: 'contains' },
  ],
});
