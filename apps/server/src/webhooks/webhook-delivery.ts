import { WEBHOOK_RETRY_AFTER_CAP_SECONDS } from '@psp/domain';
import { sql } from 'kysely';
import { renderMail } from '../mail/mail-layout.js';
import type { WebhookDeliveryConfig } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { type OutboundResult, postOutbound, type Resolver } from '../platform/net/outbound-request.js';
import type { Executor } from '../platform/resource/executor.js';
import { enqueueAttempts } from './webhook-messages.js';
import { signatureOf, signingSecretsOf } from './webhook-signing.js';

/** Bytes of a receiver's answer kept in the attempt's history. */
const KEPT_BODY_BYTES = 2048;
/** Messages a sweep re-enqueues at most. */
const SWEEP_BATCH = 500;

export interface WebhookDeliveryDependencies {
  database: Database;
  jobs: JobQueue;
  secrets: SecretBox;
  mailer: Mailer;
  config: WebhookDeliveryConfig;
  productName: string;
  /** DNS, replaceable in tests. */
  resolve?: Resolver;
}

interface ClaimedMessage {
  id: string;
  organisation_id: string;
  url: string;
  type: string;
  item_id: string | null;
  payload: unknown;
  attempts: number;
  retry_step: number;
  payment_profile_id: string | null;
  disabled: boolean;
  sealed: (string | null)[];
}

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'disabled' | 'skipped';

/**
 * Delivers webhook messages (docs/adr/0011): one attempt per job. A message is claimed with a lease
 * (so two jobs of it never send at once), signed with the organisation's secrets, POSTed through the
 * SSRF guard, and its attempt recorded; a failed attempt enqueues the next after the schedule's delay
 * (or a longer Retry-After, capped), the last one mails the payment profile's webhook_failed_email, a
 * 410 disables the endpoint. A job whose process died runs again when pg-boss expires it, and a sweep
 * re-enqueues any message past its due time, so a message is delivered at least once: the receiver
 * de-duplicates by webhook-id.
 */
export class WebhookDelivery {
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: WebhookDeliveryDependencies) {}

  async start(): Promise<void> {
    await this.deps.jobs.boss.work<{ webhook_id: string }>(
      JOB_QUEUES.webhookDelivery.name,
      { pollingIntervalSeconds: 1, batchSize: 4 },
      async (jobs) => {
        await Promise.all(jobs.map((job) => this.attempt(job.data.webhook_id)));
      },
    );
    const interval = this.deps.config.sweepIntervalSeconds;
    if (interval > 0) {
      this.sweepTimer = setInterval(() => {
        this.sweep().catch(() => undefined);
      }, interval * 1000);
      this.sweepTimer.unref();
    }
  }

  stop(): void {
    clearInterval(this.sweepTimer);
  }

  /** Enqueues messages past their due time by the grace (their job was lost with its process); how many. */
  async sweep(): Promise<number> {
    const { db } = this.deps.database;
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('webhooks')
        .select('id')
        .where('state', '=', 'pending')
        .where(
          'next_attempt_at',
          '<=',
          sql<string>`now() - ${`${this.deps.config.sweepGraceSeconds} seconds`}::interval`,
        )
        .where((where) =>
          where.or([where('lease_until', 'is', null), where('lease_until', '<', sql<string>`now()`)]),
        )
        .limit(SWEEP_BATCH)
        .execute();
      await enqueueAttempts(
        trx,
        this.deps.jobs,
        due.map((row) => row.id),
      );
      return due.length;
    });
  }

  /** One attempt of a message that is due and not under way elsewhere. */
  async attempt(webhookId: string): Promise<AttemptOutcome> {
    const { db } = this.deps.database;
    const { config } = this.deps;
    // The attempt ends by its timeout; the lease outlives it by the time to record it.
    const leaseSeconds = Math.ceil(config.timeoutMs / 1000) + 5;
    const claimed = (
      await sql<ClaimedMessage>`
      UPDATE webhooks SET lease_until = now() + ${`${leaseSeconds} seconds`}::interval
      WHERE id = ${webhookId} AND state = 'pending' AND next_attempt_at <= now() + interval '1 second'
        AND (lease_until IS NULL OR lease_until < now())
      RETURNING id, organisation_id, url, type, item_id, payload, attempts, retry_step, payment_profile_id,
        -- What the attempt needs besides, in the same round trip: its endpoint's state, the sealed secrets.
        EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.organisation_id = webhooks.organisation_id
          AND e.url = webhooks.url AND e.disabled_at IS NOT NULL) AS disabled,
        ARRAY(SELECT unnest(ARRAY[s.secret, CASE WHEN s.previous_valid_until > now() THEN s.previous_secret END])
          FROM webhook_secrets s WHERE s.organisation_id = webhooks.organisation_id) AS sealed`.execute(db)
    ).rows[0];
    if (!claimed) return 'skipped';
    if (claimed.disabled) {
      await db
        .updateTable('webhooks')
        .set({ state: 'disabled', lease_until: null })
        .where('id', '=', claimed.id)
        .execute();
      return 'disabled';
    }
    const sealed = claimed.sealed.filter((value): value is string => value !== null);
    // The organisation's first message makes its secret.
    const signing = sealed.length
      ? sealed.flatMap((value) => this.deps.secrets.open(value) ?? [])
      : await db
          .transaction()
          .execute((trx) => signingSecretsOf(trx, this.deps.secrets, claimed.organisation_id));
    const body = JSON.stringify(claimed.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await postOutbound(
      {
        url: claimed.url,
        headers: {
          'content-type': 'application/json',
          'user-agent': `${this.deps.productName}-Webhooks/1`,
          'webhook-id': claimed.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signing
            .map((secret) => signatureOf(secret, claimed.id, timestamp, body))
            .join(' '),
        },
        body,
        timeoutMs: config.timeoutMs,
        maxBodyBytes: KEPT_BODY_BYTES,
      },
      { allowedHosts: config.allowedHosts, ...(this.deps.resolve ? { resolve: this.deps.resolve } : {}) },
    );
    if (result.ok && result.status >= 200 && result.status < 300) {
      // The common case in one statement: the attempt and the delivered message.
      await db
        .with('attempt', (db) => db.insertInto('webhook_history').values(historyRow(claimed, result)))
        .updateTable('webhooks')
        .set({
          attempts: claimed.attempts + 1,
          state: 'delivered',
          delivered: true,
          delivered_on: sql`now()`,
          next_attempt_at: null,
          lease_until: null,
        })
        .where('id', '=', claimed.id)
        .execute();
      return 'delivered';
    }
    return db.transaction().execute((trx) => this.record(trx, claimed, result));
  }

  /** A failed attempt's history entry and what follows from its answer, in one transaction. */
  private async record(
    trx: Executor,
    message: ClaimedMessage,
    result: OutboundResult,
  ): Promise<AttemptOutcome> {
    const attempt = message.attempts + 1;
    await trx.insertInto('webhook_history').values(historyRow(message, result)).execute();
    const update = trx.updateTable('webhooks').where('id', '=', message.id);
    if (result.ok && result.status === 410) {
      // The receiver says the endpoint is gone for good: it takes no more messages until re-enabled.
      await trx
        .insertInto('webhook_endpoints')
        .values({
          organisation_id: message.organisation_id,
          url: message.url,
          disabled_at: sql`now()`,
          disabled_reason: '410 Gone',
        })
        .onConflict((conflict) =>
          conflict
            .columns(['organisation_id', 'url'])
            .doUpdateSet({ disabled_at: sql`now()`, disabled_reason: '410 Gone' }),
        )
        .execute();
      await update
        .set({ attempts: attempt, state: 'disabled', next_attempt_at: null, lease_until: null })
        .execute();
      await trx
        .updateTable('webhooks')
        .set({ state: 'disabled', next_attempt_at: null })
        .where('organisation_id', '=', message.organisation_id)
        .where('url', '=', message.url)
        .where('state', '=', 'pending')
        .execute();
      return 'disabled';
    }
    const schedule = this.deps.config.retrySchedule;
    const scheduled = schedule[message.retry_step];
    if (scheduled === undefined) {
      await update
        .set({ attempts: attempt, state: 'failed', next_attempt_at: null, lease_until: null })
        .execute();
      await this.mailFailure(trx, message, attempt);
      return 'failed';
    }
    const retryAfter = result.ok ? retryAfterSeconds(result.headers['retry-after']) : undefined;
    const delay = Math.max(scheduled, Math.min(retryAfter ?? 0, WEBHOOK_RETRY_AFTER_CAP_SECONDS));
    await update
      .set({
        attempts: attempt,
        retry_step: message.retry_step + 1,
        next_attempt_at: sql`now() + ${`${delay} seconds`}::interval`,
        lease_until: null,
      })
      .execute();
    await enqueueAttempts(trx, this.deps.jobs, [message.id], delay);
    return 'retrying';
  }

  /** After the last attempt: a mail to the payment profile's webhook_failed_email, when it has one. */
  private async mailFailure(trx: Executor, message: ClaimedMessage, attempts: number): Promise<void> {
    if (!message.payment_profile_id) return;
    const profile = await trx
      .selectFrom('payment_profiles')
      .select(['name', 'webhook_failed_email'])
      .where('id', '=', message.payment_profile_id)
      .executeTakeFirst();
    if (!profile?.webhook_failed_email) return;
    const about = `${message.type} ${message.item_id ?? ''}`.trim();
    const mail = renderMail({
      productName: this.deps.productName,
      heading: 'A webhook could not be delivered',
      paragraphs: [
        `A webhook of payment profile ${profile.name} failed ${attempts} attempts and will not be sent again by itself.`,
        `URL: ${message.url}`,
        `Message (webhook-id): ${message.id}, about ${about}.`,
        'Fix the endpoint, then resend the message from the Webhooks screen.',
      ],
    });
    await this.deps.mailer.queue(trx, {
      to: profile.webhook_failed_email,
      subject: `${this.deps.productName}: a webhook to ${new URL(message.url).host} failed`,
      ...mail,
      organisationId: message.organisation_id,
    });
  }
}

function historyRow(message: ClaimedMessage, result: OutboundResult) {
  return {
    organisation_id: message.organisation_id,
    webhook_id: message.id,
    attempt: message.attempts + 1,
    status_code: result.ok ? result.status : null,
    content: result.ok ? result.body : null,
    duration_ms: result.ms,
    error: result.ok ? null : result.error,
  };
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
