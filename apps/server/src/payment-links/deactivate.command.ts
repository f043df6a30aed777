import { deactivatePaymentLinkInputSchema, isOpenLink, SPECIAL_OPERATIONS } from '@psp/domain';
import { defineCommand } from '../platform/commands/command.js';
import { invalidLinkStatus } from './link-rules.js';
import { changePaymentLinkStatus, lockPaymentLink } from './link-status.js';
import { paymentLinkResource } from './payment-links.resource.js';

/**
 * The merchant stops a payment link: it keeps its status (what the customer did with it) and takes no
 * more payments. Only an open link (CREATED or INITIATED, still active); it cannot be turned back on, a
 * new link is made instead (so a shared URL never becomes payable again without the merchant knowing).
 */
export const deactivatePaymentLinkCommand = defineCommand({
  name: 'paymentlink.deactivate',
  input: deactivatePaymentLinkInputSchema,
  requirement: SPECIAL_OPERATIONS['paymentlink.deactivate'],
  async run(context, { id }) {
    const link = await lockPaymentLink(context, id);
    if (!isOpenLink(link.status) || !link.active) {
      const from = isOpenLink(link.status) ? 'deactivated' : link.status;
      throw invalidLinkStatus('payment link', from, 'deactivated');
    }
    await changePaymentLinkStatus(context, link, { active: false });
    return context.services.resources.get(paymentLinkResource, context.actor, id, new Map(), context.trx);
  },
});
