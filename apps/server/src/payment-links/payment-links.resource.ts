import { createPaymentLinkSchema, paymentLinkSchema, updatePaymentLinkSchema } from '@psp/domain';
import { storeLinkTokenDigest, withLinkUrl } from '../hosted-page/hosted-link-url.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { checkLinkEdit, checkNewLink } from './link-rules.js';

export const paymentLinkResource = defineResource({
  name: 'paymentlink',
  table: 'payment_links',
  schema: paymentLinkSchema,
  createSchema: createPaymentLinkSchema,
  updateSchema: updatePaymentLinkSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'merchant_reference', match: 'contains' },
    { field: 'description', match: 'contains' },
  ],
  // The URL holds the link's token: derived at every answer, kept out of events (issue 28).
  derived: ['url'],
  toApi: withLinkUrl,
  secretFields: ['url'],
  async beforeWrite(input, { trx, existing }) {
    if (existing) {
      checkLinkEdit('payment link', existing, input);
      return input;
    }
    return { ...input, expires_at: await checkNewLink(trx, 'paymentlink', input) };
  },
  async afterWrite(id, _input, { trx, created, services }) {
    if (created) await storeLinkTokenDigest(trx, 'payment_links', id, services.secrets);
  },
});
