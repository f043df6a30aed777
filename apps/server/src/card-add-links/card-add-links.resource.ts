import { cardAddLinkSchema, createCardAddLinkSchema, updateCardAddLinkSchema } from '@psp/domain';
import { absoluteLinkUrl, hostedLinkPath } from '../hosted-page/hosted-link-url.js';
import { checkLinkEdit, checkNewLink } from '../payment-links/link-rules.js';
import { assertMayUsePaymentProfile } from '../platform/auth/actor.js';
import { defineResource } from '../platform/resource/resource-definition.js';

export const cardAddLinkResource = defineResource({
  name: 'cardaddlink',
  table: 'card_add_links',
  schema: cardAddLinkSchema,
  createSchema: createCardAddLinkSchema,
  updateSchema: updateCardAddLinkSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
  computed: { url: hostedLinkPath },
  toApi: absoluteLinkUrl,
  async beforeWrite(input, { trx, actor, existing }) {
    if (existing) {
      checkLinkEdit('card-add link', existing, input);
      return input;
    }
    // A key limited to one payment profile sends links of that profile only.
    if (input.payment_profile) assertMayUsePaymentProfile(actor, input.payment_profile);
    return { ...input, expires_at: await checkNewLink(trx, 'cardaddlink', input) };
  },
});
