import { createWebhookSchema, updateWebhookSchema, type WEBHOOK_TYPES, webhookSchema } from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { idsOutsideScope, type OwnedTable } from '../platform/resource/scoped-ids.js';

/** The record a webhook of each type is about (a ruleset's webhook is about the payment it matched). */
const ITEM_TABLES: Record<(typeof WEBHOOK_TYPES)[number], OwnedTable> = {
  transaction: 'transactions',
  refund: 'refunds',
  chargeback: 'chargebacks',
  validationruleset: 'transactions',
  cardlink: 'card_add_links',
  subscription: 'subscriptions',
};

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
  /**
   * A webhook made through the API is a manual one (a test send); its item must be a record of the
   * webhook's type that the caller can see.
   */
  async beforeWrite(input, { trx, actor, existing }) {
    const type = input.type ?? existing?.type;
    const values = existing ? input : { ...input, manual: true };
    if (typeof input.item_id !== 'string' || type === undefined) return values;
    const table = ITEM_TABLES[type];
    if ((await idsOutsideScope(trx, actor, table, [input.item_id])).length) {
      throw badRequest([
        {
          path: 'body.item_id',
          code: 'invalid_reference',
          message: `No ${type} ${input.item_id} in your organisation`,
          actual: input.item_id,
        },
      ]);
    }
    return values;
  },
});
