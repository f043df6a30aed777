import type { Mailer } from '../mail/mailer.js';
import type { Config } from '../platform/config.js';
import type { Executor } from '../platform/resource/executor.js';
import { type AuthMail, authMail } from './auth-mails.js';
import { issueToken, type TokenPurpose } from './auth-tokens.js';

interface LinkRecipient {
  id: string;
  email: string;
  name: string;
  language: string;
  organisation_id: string;
}

/** The links the login flows mail: which token, which mail, which page of the web app it opens. */
const LINKS = {
  passwordReset: { purpose: 'password_reset', page: '/updatePassword' },
  invite: { purpose: 'invite', page: '/updatePassword', query: '&new=true' },
  emailChange: { purpose: 'email_change', page: '/updateEmail' },
} as const satisfies Partial<Record<AuthMail, { purpose: TokenPurpose; page: string; query?: string }>>;

/** Issues a single-use token and mails the user a link carrying it, both in the caller's transaction. */
export async function mailTokenLink(
  trx: Executor,
  services: { mailer: Mailer; config: Config },
  user: LinkRecipient,
  kind: keyof typeof LINKS,
): Promise<void> {
  const link: { purpose: TokenPurpose; page: string; query?: string } = LINKS[kind];
  const token = await issueToken(trx, user.id, link.purpose);
  const url = `${services.config.publicUrl}${link.page}?token=${encodeURIComponent(token)}${link.query ?? ''}`;
  const recipient = { ...user, organisationId: user.organisation_id };
  await services.mailer.queue(trx, authMail(kind, recipient, services.config.productName, { url }));
}
