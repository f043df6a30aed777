import { cardAddLinkSchema, createCardAddLinkSchema, updateCardAddLinkSchema } from '@psp/domain';
import { absoluteLinkUrl, hostedLinkPath } from '../hosted-page/hosted-link-url.js';
import { checkLinkEdit, checkNewLink } from '../payment-links/link-rules.js';
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
  async beforeWrite(input, { trx, existing }) {
    if (existing) {
      checkLinkEdit('card-add link', existing, input);
      return input;
    }
    return { ...input, expires_at: await checkNewLink(trx, 'cardaddlink', input) };
  },
});
