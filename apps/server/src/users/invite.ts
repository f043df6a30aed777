import { tokenLink } from '../auth/token-links.js';
import type { Executor } from '../platform/resource/executor.js';
import type { WriteServices } from '../platform/resource/resource-definition.js';
import {
  type WelcomeRecipient,
  welcomeMailContentFor,
  welcomeMailMessage,
} from '../welcome-mails/welcome-mail-message.js';

/**
 * Invites a new user, in the transaction that creates it: the welcome mail of its side with a link to
 * choose a password, valid 24 hours. The mail leaves the outbox only after the commit.
 */
export async function inviteUser(
  trx: Executor,
  services: WriteServices,
  user: WelcomeRecipient & { id: string },
) {
  const url = await tokenLink(trx, services.config, user.id, 'invite');
  const content = await welcomeMailContentFor(trx, services.config, user);
  await services.mailer.queue(trx, welcomeMailMessage(services.config, content, user, url));
}
