import {
  builtInWelcomeMail,
  fillWelcomeMail,
  type Language,
  WELCOME_MAIL_TEXTS,
  welcomeMailFlagFor,
} from '@psp/domain';
import { sql } from 'kysely';
import { mailButton, renderRichMail } from '../mail/mail-layout.js';
import type { Config } from '../platform/config.js';
import type { MailMessage } from '../platform/mail/mailer.js';
import type { Executor } from '../platform/resource/executor.js';

export interface WelcomeRecipient {
  email: string;
  name: string;
  language: string;
  organisation_id: string;
}

const languageOf = (value: string): Language => (value === 'nl' ? 'nl' : 'en');

/**
 * The template for a new user: the row that is the default for the user's side (provider staff or
 * merchant), else the built-in template in the user's language.
 */
export async function welcomeMailContentFor(
  executor: Executor,
  config: Config,
  recipient: WelcomeRecipient,
): Promise<string> {
  const flag = welcomeMailFlagFor(
    (
      await executor
        .selectFrom('organisations')
        .select('kind')
        .where('id', '=', recipient.organisation_id)
        .executeTakeFirstOrThrow()
    ).kind === 'provider'
      ? 'provider'
      : 'merchant',
  );
  // Templates are the provider's: the welcome mails screen exists only in the provider view.
  const row = await executor
    .selectFrom('welcome_mails as w')
    .innerJoin('organisations as o', 'o.id', 'w.organisation_id')
    .select('w.content')
    .where('o.kind', '=', 'provider')
    .where(sql.ref(`w.${flag}`), '=', true)
    .executeTakeFirst();
  return row?.content ?? builtInWelcomeMail(languageOf(recipient.language), config.productName);
}

/** A welcome mail with its variables filled: the invite, or a preview of a template. */
export function welcomeMailMessage(
  config: Config,
  content: string,
  recipient: WelcomeRecipient,
  url: string,
  preview = false,
): MailMessage {
  const texts = WELCOME_MAIL_TEXTS[languageOf(recipient.language)];
  const body = fillWelcomeMail(content, {
    url,
    name: recipient.name,
    urlForgotPassword: `${config.publicUrl}/forgotPassword`,
    urlLogin: `${config.publicUrl}/login`,
    buttonHtml: mailButton(texts.button, url),
  });
  return {
    to: recipient.email,
    subject: preview ? `${texts.preview}: ${texts.subject}` : texts.subject,
    organisationId: recipient.organisation_id,
    ...renderRichMail(config.productName, body),
  };
}
