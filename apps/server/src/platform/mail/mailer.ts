import type { Executor } from '../resource/executor.js';

/** Mail as the platform queues it; the mail feature (src/mail) delivers it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  organisationId?: string | null;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox and enqueues its delivery with the caller's executor, so both belong
   * to the caller's transaction: a rolled-back write sends nothing, a committed one is never lost.
   */
  queue(executor: Executor, message: MailMessage): Promise<string>;
}
