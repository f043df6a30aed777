import type { Language } from '@psp/domain';
import { renderMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../platform/mail/mailer.js';

type Template = (values: { name: string; url?: string; code?: string }) => {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: string;
  footer?: string;
};

const TEMPLATES: Record<'mfaCode' | 'passwordReset' | 'emailChange', Record<Language, Template>> = {
  mfaCode: {
    en: ({ name, code }) => ({
      subject: `Your login code: ${code}`,
      heading: 'Your login code',
      paragraphs: [
        `Hello ${name},`,
        `Enter this code to finish logging in: ${code}`,
        'The code is valid for 30 minutes and works once.',
      ],
      footer: 'Did not try to log in? Change your password: someone knows it.',
    }),
    nl: ({ name, code }) => ({
      subject: `Je inlogcode: ${code}`,
      heading: 'Je inlogcode',
      paragraphs: [
        `Hallo ${name},`,
        `Voer deze code in om het inloggen af te ronden: ${code}`,
        'De code is 30 minuten en één keer geldig.',
      ],
      footer: 'Probeerde je niet in te loggen? Wijzig je wachtwoord: iemand anders kent het.',
    }),
  },
  passwordReset: {
    en: ({ name }) => ({
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${name},`,
        'Someone asked to reset the password of your account. Choose a new password with the button below.',
        'The link is valid for 60 minutes and works once.',
      ],
      button: 'Choose a new password',
      footer: 'Did not ask for this? Ignore this mail; your password stays as it is.',
    }),
    nl: ({ name }) => ({
      subject: 'Stel je wachtwoord opnieuw in',
      heading: 'Stel je wachtwoord opnieuw in',
      paragraphs: [
        `Hallo ${name},`,
        'Er is gevraagd het wachtwoord van je account opnieuw in te stellen. Kies een nieuw wachtwoord met de knop hieronder.',
        'De link is 60 minuten en één keer geldig.',
      ],
      button: 'Nieuw wachtwoord kiezen',
      footer: 'Niet aangevraagd? Negeer deze mail; je wachtwoord blijft ongewijzigd.',
    }),
  },
  emailChange: {
    en: ({ name }) => ({
      subject: 'Change your e-mail address',
      heading: 'Change your e-mail address',
      paragraphs: [
        `Hello ${name},`,
        'Use the button below to enter your new e-mail address.',
        'The link is valid for 60 minutes and works once.',
      ],
      button: 'Change e-mail address',
    }),
    nl: ({ name }) => ({
      subject: 'Wijzig je e-mailadres',
      heading: 'Wijzig je e-mailadres',
      paragraphs: [
        `Hallo ${name},`,
        'Gebruik de knop hieronder om je nieuwe e-mailadres in te voeren.',
        'De link is 60 minuten en één keer geldig.',
      ],
      button: 'E-mailadres wijzigen',
    }),
  },
};

export type AuthMail = keyof typeof TEMPLATES;

export function authMail(
  kind: AuthMail,
  recipient: { email: string; name: string; language: string; organisationId: string },
  productName: string,
  values: { url?: string; code?: string } = {},
): MailMessage {
  const language: Language = recipient.language === 'nl' ? 'nl' : 'en';
  const content = TEMPLATES[kind][language]({ name: recipient.name, ...values });
  const rendered = renderMail({
    productName,
    heading: content.heading,
    paragraphs: content.paragraphs,
    ...(content.button && values.url ? { button: { label: content.button, url: values.url } } : {}),
    ...(content.footer ? { footer: content.footer } : {}),
  });
  return {
    to: recipient.email,
    subject: content.subject,
    organisationId: recipient.organisationId,
    ...rendered,
  };
}
