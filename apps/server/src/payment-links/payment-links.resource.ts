import { createPaymentLinkSchema, paymentLinkSchema, updatePaymentLinkSchema } from '@psp/domain';
import { absoluteLinkUrl, hostedLinkPath } from '../hosted-page/hosted-link-url.js';
import { assertMayUsePaymentProfile } from '../platform/auth/actor.js';
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
  async beforeWrite(input, { trx, actor, existing }) {
    if (existing) {
      checkLinkEdit('payment link', existing, input);
      return input;
    }
    // A key limited to one payment profile sends links of that profile only.
    if (input.payment_profile) assertMayUsePaymentProfile(actor, input.payment_profile);
    return { ...input, expires_at: await checkNewLink(trx, 'paymentlink', input) };
  },
});
