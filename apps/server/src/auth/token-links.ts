import type { Config } from '../platform/config.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Executor } from '../platform/resource/executor.js';
import { authMail } from './auth-mails.js';
import { issueToken, type TokenPurpose } from './auth-tokens.js';

interface LinkRecipient {
  id: string;
  email: string;
  name: string;
  language: string;
  organisation_id: string;
}

/** The links the login flows mail: which token, which page of the web app it opens. */
const LINKS = {
  passwordReset: { purpose: 'password_reset', page: '/updatePassword' },
  invite: { purpose: 'invite', page: '/updatePassword', query: '&new=true' },
  emailChange: { purpose: 'email_change', page: '/updateEmail' },
} as const satisfies Record<string, { purpose: TokenPurpose; page: string; query?: string }>;

/** Issues a single-use token in the caller's transaction and answers the link of the web app carrying it. */
export async function tokenLink(
  trx: Executor,
  config: Config,
  userId: string,
  kind: keyof typeof LINKS,
): Promise<string> {
  const link: { purpose: TokenPurpose; page: string; query?: string } = LINKS[kind];
  const token = await issueToken(trx, userId, link.purpose);
  return `${config.publicUrl}${link.page}?token=${encodeURIComponent(token)}${link.query ?? ''}`;
}

/** Mails the user a reset or e-mail-change link, token and mail both in the caller's transaction. */
export async function mailTokenLink(
  trx: Executor,
  services: { mailer: Mailer; config: Config },
  user: LinkRecipient,
  kind: 'passwordReset' | 'emailChange',
): Promise<void> {
  const url = await tokenLink(trx, services.config, user.id, kind);
  const recipient = { ...user, organisationId: user.organisation_id };
  await services.mailer.queue(trx, authMail(kind, recipient, services.config.productName, { url }));
}
