import { renderMail } from '../mail/mail-layout.js';
import type { Config } from '../platform/config.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Executor } from '../platform/resource/executor.js';

const TEXT = {
  en: (name: string, reason: string) => ({
    subject: `${name} has been deactivated`,
    heading: 'Your organisation has been deactivated',
    paragraphs: [
      `Your payment provider deactivated ${name}: payments through the API, payment links and card-add links are refused until it is active again. You can still log in.`,
      `The reason given: ${reason}`,
      'Contact your payment provider to activate it again.',
    ],
  }),
  nl: (name: string, reason: string) => ({
    subject: `${name} is gedeactiveerd`,
    heading: 'Je organisatie is gedeactiveerd',
    paragraphs: [
      `Je betaaldienstverlener heeft ${name} gedeactiveerd: betalingen via de API, betaallinks en kaartkoppellinks worden geweigerd tot de organisatie weer actief is. Inloggen kan nog steeds.`,
      `De opgegeven reden: ${reason}`,
      'Neem contact op met je betaaldienstverlener om de organisatie weer te activeren.',
    ],
  }),
} as const;

/**
 * Tells the users of a deactivated merchant (not blocked ones), each in their language, why: queued in
 * the deactivation's transaction, so a rolled-back deactivation mails no one.
 */
export async function deactivationMail(
  trx: Executor,
  { mailer, config }: { mailer: Mailer; config: Pick<Config, 'productName'> },
  merchant: { id: string; name: string; reason: string },
): Promise<void> {
  const users = await trx
    .selectFrom('users')
    .select(['email', 'language'])
    .where('organisation_id', '=', merchant.id)
    .where('blocked', '=', false)
    .execute();
  for (const user of users) {
    const content = TEXT[user.language === 'nl' ? 'nl' : 'en'](merchant.name, merchant.reason);
    await mailer.queue(trx, {
      to: user.email,
      subject: content.subject,
      organisationId: merchant.id,
      ...renderMail({
        productName: config.productName,
        heading: content.heading,
        paragraphs: content.paragraphs,
      }),
    });
  }
}
