import { cancelCardAddLinkInputSchema, SPECIAL_OPERATIONS } from '@psp/domain';
import { changeCardAddLinkStatus, lockCardAddLink } from '../payment-links/link-status.js';
import { defineCommand } from '../platform/commands/command.js';
import { cardAddLinkResource } from './card-add-links.resource.js';

/** The merchant withdraws a card-add link while it is open (CREATED or INITIATED): CANCELLED, for good. */
export const cancelCardAddLinkCommand = defineCommand({
  name: 'cardaddlink.cancel',
  input: cancelCardAddLinkInputSchema,
  requirement: SPECIAL_OPERATIONS['cardaddlink.cancel'],
  async run(context, { id }) {
    const link = await lockCardAddLink(context, id);
    await changeCardAddLinkStatus(context, link, { status: 'CANCELLED' });
    return context.services.resources.get(cardAddLinkResource, context.actor, id, new Map(), context.trx);
  },
});
