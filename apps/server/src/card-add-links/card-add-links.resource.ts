import { cardAddLinkSchema, createCardAddLinkSchema, updateCardAddLinkSchema } from '@psp/domain';
import { storeLinkTokenDigest, withLinkUrl } from '../hosted-page/hosted-link-url.js';
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
  // The URL holds the link's token: derived at every answer, kept out of events (issue 28).
  derived: ['url'],
  toApi: withLinkUrl,
  secretFields: ['url'],
  async beforeWrite(input, { trx, existing }) {
    if (existing) {
      checkLinkEdit('card-add link', existing, input);
      return input;
    }
    return { ...input, expires_at: await checkNewLink(trx, 'cardaddlink', input) };
  },
  async afterWrite(id, _input, { trx, created, services }) {
    if (created) await storeLinkTokenDigest(trx, 'card_add_links', id, services.secrets);
  },
});
