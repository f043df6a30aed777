import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { bossDb, type JobQueue } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Mailer } from '../platform/mail/mailer.js';

const QUEUE = JOB_QUEUES.mailSend.name;

/** Short SMTP timeouts, so a dead server fails the job (and it is retried) instead of hanging it. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '30000'],
  ]) {
    if (!url.searchParams.has(name!)) url.searchParams.set(name!, value!);
  }
  return url.toString();
}

/**
 * Mail delivery as a durable job: retried with back-off while the SMTP server is unreachable, safe to
 * repeat (a row already sent is skipped; the outbox id is the Message-ID so a resend can be recognised).
 */
export async function startMailer(database: Database, jobs: JobQueue, config: Config): Promise<Mailer> {
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(withTimeouts(config.smtpUrl))
    : undefined;
  await jobs.boss.work<{ id: string }>(QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    // pg-boss hands a job to one worker at a time, so no row lock is held while SMTP is slow.
    const mail = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', job.data.id)
      .executeTakeFirst();
    if (mail?.status !== 'queued') return;
    if (!transport) {
      await database.db
        .updateTable('mail_outbox')
        .set({ status: 'kept' })
        .where('id', '=', mail.id)
        .execute();
      return;
    }
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.id}@${new URL(config.publicUrl).hostname}>`,
      });
    } catch (error) {
      await database.db
        .updateTable('mail_outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: String((error as Error).message).slice(0, 500),
        }))
        .where('id', '=', mail.id)
        .execute();
      throw error;
    }
    await database.db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'sent',
        sent_at: new Date().toISOString(),
        attempts: eb('attempts', '+', 1),
        last_error: null,
      }))
      .where('id', '=', mail.id)
      .execute();
  });
  return {
    async queue(executor, message) {
      const row = await executor
        .insertInto('mail_outbox')
        .values({
          recipient: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          organisation_id: message.organisationId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await jobs.boss.send(QUEUE, { id: row.id }, { db: bossDb(executor) });
      return row.id;
    },
  };
}
