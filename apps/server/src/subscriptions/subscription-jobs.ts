import type { RecordedEvent } from '@psp/domain';
import { sql } from 'kysely';
import { renderMail } from '../mail/mail-layout.js';
import type { DeliveryContext } from '../platform/events/event-bus.js';
import { bossDb, type JobQueue } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { enqueueAttempts } from '../webhooks/webhook-messages.js';
import type { BillingRun } from './billing-run.js';

const QUEUE = JOB_QUEUES.subscriptionBilling.name;

/** Works the billing queue and, unless switched off, runs it every five minutes. */
export async function startBillingJobs(
  jobs: JobQueue,
  billing: BillingRun,
  schedule: boolean,
): Promise<void> {
  // The schedule's runs carry no data (null); a run for one subscription names it.
  await jobs.boss.work<{ subscription?: string } | null>(QUEUE, async ([job]) => {
    const subscription = job?.data?.subscription;
    await billing.run(subscription ? { subscription } : {});
  });
  if (schedule) await jobs.boss.schedule(QUEUE, '*/5 * * * *');
  else await jobs.boss.unschedule(QUEUE);
}

/**
 * The customer gave a card through a subscription's link (its card-add link is DONE): the subscription
 * is charged on it from now on, and what it owes is tried at once (a CREATED one's first cycle, a
 * PAST_DUE or EXPIRED one's unpaid cycle) by a billing job for it.
 */
export function chargeOnLinkCard(jobs: JobQueue) {
  return async (event: RecordedEvent<'cardaddlink.status_changed'>, { trx }: DeliveryContext) => {
    if (event.after.status !== 'DONE' || !event.after.card) return;
    const subscription = await trx
      .updateTable('subscriptions')
      .set({ card_id: event.after.card, updated_at: sql`now()` })
      .where(
        'id',
        '=',
        trx.selectFrom('card_add_links').select('subscription_id').where('id', '=', event.resource_id),
      )
      .where('status', 'not in', ['CANCELLED', 'COMPLETED'])
      .returning(['id', sql<string>`coalesce(test_clock, current_date)::text`.as('today')])
      .executeTakeFirst();
    if (!subscription) return;
    await trx
      .updateTable('scheduled_transactions')
      .set({ card_id: event.after.card, next_try_on: subscription.today, first_tried_on: null })
      .where('subscription_id', '=', subscription.id)
      .where('status', '=', 'CREATED')
      .where('in_flight', '=', false)
      .execute();
    await jobs.boss.send(QUEUE, { subscription: subscription.id }, { db: bossDb(trx) });
  };
}

/**
 * A new PayPal subscription asks its customer at once when its first cycle is due: a billing job for it
 * makes the payment whose PayPal page is its subscription_url.
 */
export function askPaypalCustomer(jobs: JobQueue) {
  return async (event: RecordedEvent<'subscription.created'>, { trx }: DeliveryContext) => {
    if ((event.after as { payment_product?: string } | null)?.payment_product !== 'paypal') return;
    await jobs.boss.send(QUEUE, { subscription: event.resource_id }, { db: bossDb(trx) });
  };
}

/**
 * The plan's notices (002 §3): for each status change to one of its statuses_subscription_update, a
 * webhook message to webhook_subscription_update (delivered, signed and retried by the webhook
 * feature, ADR 0011) and a mail to email_subscription_update.
 */
export function subscriptionNotices(jobs: JobQueue, mailer: Mailer, productName: string) {
  return async (event: RecordedEvent<'subscription.status_changed'>, { trx }: DeliveryContext) => {
    const { rows } = await sql<{
      organisation_id: string;
      payment_profile_id: string;
      customer_id: string;
      plan_id: string;
      plan_name: string;
      statuses: string[];
      webhook: string | null;
      email: string | null;
    }>`
      SELECT s.organisation_id, s.payment_profile_id, s.customer_id, p.id AS plan_id, p.name AS plan_name,
        p.statuses_subscription_update AS statuses, p.webhook_subscription_update AS webhook,
        p.email_subscription_update AS email
      FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.id = ${event.resource_id}`.execute(trx);
    const plan = rows[0];
    const status = event.after.status;
    if (!plan?.statuses.includes(status)) return;
    const data = {
      object: 'subscription',
      id: event.resource_id,
      status,
      previous_status: event.before.status,
      status_reason: event.after.status_reason,
      billing_cycle: event.after.billing_cycle,
      plan: plan.plan_id,
      customer: plan.customer_id,
      payment_profile: plan.payment_profile_id,
    };
    if (plan.webhook) {
      const message = await trx
        .insertInto('webhooks')
        .values({
          organisation_id: plan.organisation_id,
          url: plan.webhook,
          type: 'subscription',
          item_id: event.resource_id,
          status,
          payload: JSON.stringify({
            type: 'subscription.status_changed',
            timestamp: event.created_at,
            data,
          }),
          event_id: event.id,
          payment_profile_id: plan.payment_profile_id,
          next_attempt_at: sql`now()`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueAttempts(trx, jobs, [message.id]);
    }
    if (plan.email) {
      const words = (value: string) => value.toLowerCase().replace('_', ' ');
      const mail = renderMail({
        productName,
        heading: `Subscription ${words(status)}`,
        paragraphs: [
          `Subscription ${event.resource_id} to ${plan.plan_name} is now ${words(status)} (was ${words(event.before.status)}).`,
          ...(event.after.status_reason ? [event.after.status_reason] : []),
          `Billing cycle: ${event.after.billing_cycle}.`,
        ],
      });
      await mailer.queue(trx, {
        to: plan.email,
        subject: `${productName}: subscription ${words(status)}`,
        ...mail,
        organisationId: plan.organisation_id,
      });
    }
  };
}
