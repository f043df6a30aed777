import { createPaymentLinkSchema, paymentLinkSchema, updatePaymentLinkSchema } from '@psp/domain';
import { absoluteLinkUrl, hostedLinkPath } from '../hosted-page/hosted-link-url.js';
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
  computed: { url: hostedLinkPath },
  toApi: absoluteLinkUrl,
  async beforeWrite(input, { trx, existing }) {
    if (existing) {
      checkLinkEdit('payment link', existing, input);
      return input;
    }
    return { ...input, expires_at: await checkNewLink(trx, 'paymentlink', input) };
  },
});
