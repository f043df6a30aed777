import { escapeHtml } from '@psp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { HttpError } from '../platform/http/errors.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes straight from this machine: a loopback peer and no proxy header (a reverse
 * proxy on the same host connects from loopback too, but adds one).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  );
}

/**
 * The demo's mailbox: without an SMTP server, mails stay in the outbox and can be read here, so a person
 * trying the demo can follow reset links and read MFA codes. It holds every reset link and login code,
 * so it is readable only from the machine the server runs on, and absent in production or with SMTP_URL.
 */
export function registerMailboxRoutes(app: FastifyInstance, database: Database, config: Config): void {
  if (config.production || config.smtpUrl) return;
  const onThisMachine = {
    onRequest: async (request: FastifyRequest) => {
      if (!fromThisMachine(request)) {
        throw new HttpError(
          403,
          'forbidden',
          'The demo mailbox can be read only on the machine the server runs on',
        );
      }
    },
  };
  const latest = (recipient?: string) => {
    let query = database.db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient', 'subject', 'status', 'created_at', 'text'])
      .orderBy('created_at', 'desc')
      .limit(100);
    if (recipient) query = query.where('recipient', '=', recipient.toLowerCase());
    return query.execute();
  };

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', onThisMachine, async (request) =>
    latest(request.query.to),
  );

  app.get('/dev/mailbox', onThisMachine, async (_request, reply) => {
    const rows = (await latest())
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(mail.created_at)}</td><td>${escapeHtml(mail.recipient)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td>${mail.status}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox (demo)</title></head><body style="font-family:sans-serif;margin:2rem"><h1>Mailbox (demo)</h1><p>Mails the server would have sent; configure SMTP_URL to deliver them.</p><table cellpadding="6"><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', onThisMachine, async (request, reply) => {
    const mail = await database.db
      .selectFrom('mail_outbox')
      .select(['html'])
      .where(
        'id',
        '=',
        /^[0-9a-f-]{36}$/.test(request.params.id)
          ? request.params.id
          : '00000000-0000-0000-0000-000000000000',
      )
      .executeTakeFirst();
    if (!mail) return reply.status(404).send({ error: 'not_found', message: 'No such mail' });
    return reply
      .type('text/html')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .send(mail.html);
  });
}
