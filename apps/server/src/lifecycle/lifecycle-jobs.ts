import { randomUUID } from 'node:crypto';
import {
  OPEN_LINK_STATUSES,
  TRANSACTION_STAGE,
  TRANSACTION_STATUS_REASONS,
  type TransactionStatus,
} from '@psp/domain';
import { sql } from 'kysely';
import { chargebackResource } from '../chargebacks/chargebacks.resource.js';
import {
  CARD_ADD_LINK_COLUMNS,
  changeCardAddLinkStatus,
  changePaymentLinkStatus,
  type LockedCardAddLink,
  type LockedPaymentLink,
  PAYMENT_LINK_COLUMNS,
} from '../payment-links/link-status.js';
import { actorReference } from '../platform/auth/actor.js';
import { organisationActive, systemActor } from '../platform/auth/actors.js';
import type { CommandContext } from '../platform/commands/command.js';
import type { Database } from '../platform/db/database.js';
import type { EventRecorder } from '../platform/events/event-bus.js';
import { HttpError } from '../platform/http/errors.js';
import { type JobQueue, workOnSchedule } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Executor } from '../platform/resource/executor.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { capturePayment } from '../transactions/capture.command.js';
import { PAYMENT_COLUMNS } from '../transactions/lock-payment.js';
import { changeTransactionStatus } from '../transactions/transaction-status.js';
import type { ProcessorGateway } from './processor-gateway.js';
import { changeChargebackStatus, changeRefundStatus } from './record-status.js';

/** Rows a job takes per transaction: a crash loses at most one uncommitted batch, which stays untouched. */
const BATCH = 100;
/** How long a refund or dispute waits before its next step: the processor answers "a little later". */
const STEP_DELAY = "interval '30 seconds'";
const SETTLED = (Object.keys(TRANSACTION_STAGE) as TransactionStatus[]).filter(
  (status) => TRANSACTION_STAGE[status] === 'settled',
);
/** The test card whose payments the simulated processors dispute (TEST_CARDS: approved_disputed). */
const DISPUTED_CARD = { bin: '400000', last4: '0259' };
/** Chargebacks the simulation raised, and so moves on; those of the processors' files are left alone. */
const SIMULATED_DISPUTE = 'sim_dispute_';

export interface LifecycleDependencies {
  database: Database;
  events: EventRecorder;
  resources: ResourceService;
  gateway: ProcessorGateway;
}

type JobContext = Pick<CommandContext, 'trx' | 'actor' | 'events'> & { resources: ResourceService };

/**
 * Works through the rows `select` finds, a batch per transaction: the rows are locked FOR UPDATE SKIP
 * LOCKED, so two processes never take the same one, and each batch commits whole (every row moved with
 * its history and event) or not at all. A row `handle` leaves where it was (a processor that refused
 * a capture) is not taken again in the same run. Answers how many rows were moved.
 */
async function inBatches<R extends { id: string }>(
  job: string,
  { database, events, resources }: LifecycleDependencies,
  select: (trx: Executor, skip: string[]) => Promise<R[]>,
  handle: (context: JobContext, row: R) => Promise<boolean>,
): Promise<number> {
  const actor = await systemActor(database, job, 'all');
  const skip: string[] = [];
  let moved = 0;
  for (;;) {
    const rows = await database.db.transaction().execute(async (trx) => {
      const batch = await select(trx, skip);
      for (const row of batch) {
        if (await handle({ trx, actor, events, resources }, row)) moved += 1;
        else skip.push(row.id);
      }
      return batch.length;
    });
    if (rows < BATCH) return moved;
  }
}

const notIn = (skip: string[]) =>
  skip.length ? sql<boolean>`NOT (id = ANY(${skip}::uuid[]))` : sql<boolean>`true`;

function lockPayments(trx: Executor, skip: string[]) {
  return trx
    .selectFrom('transactions')
    .select(PAYMENT_COLUMNS)
    .where(notIn(skip))
    .limit(BATCH)
    .forUpdate()
    .skipLocked();
}

/**
 * Automatic capture: authorised payments in automatic capture mode that wait for no customer step, of
 * merchants that take payments.
 */
export function captureAuthorised(dependencies: LifecycleDependencies): Promise<number> {
  return inBatches(
    JOB_QUEUES.paymentCapture.name,
    dependencies,
    (trx, skip) =>
      lockPayments(trx, skip)
        .where('status', 'in', ['AUTHORIZED', 'REAUTHORIZED'])
        .where('capture_mode', '=', 'automatic')
        .where('next_action', 'is', null)
        // A deactivated merchant's authorisations wait (and may lapse): it takes no money (ADR 0016).
        .where(organisationActive(sql.ref('transactions.organisation_id')))
        .execute(),
    async (context, payment) => {
      try {
        await capturePayment(context, dependencies.gateway, {
          ...payment,
          status: payment.status as TransactionStatus,
        });
        return true;
      } catch (error) {
        // The processor refused (it wrote nothing): the next run tries again.
        if (error instanceof HttpError && error.statusCode === 502) return false;
        throw error;
      }
    },
  );
}

/** Settlement: captured payments whose processor's settlement delay has passed. */
export function settleCaptured(dependencies: LifecycleDependencies, now = new Date()): Promise<number> {
  return inBatches(
    JOB_QUEUES.paymentSettlement.name,
    dependencies,
    (trx, skip) =>
      lockPayments(trx, skip)
        .where('status', '=', 'SETTLEMENT_REQUESTED')
        .where('settle_after', '<=', now.toISOString())
        .execute(),
    async (context, payment) => {
      await changeTransactionStatus(context, {
        transaction: { ...payment, status: payment.status as TransactionStatus },
        to: 'SETTLEMENT_COMPLETED',
      });
      return true;
    },
  );
}

/** Authorisation expiry: authorisations not captured before they lapsed. */
export function expireAuthorisations(dependencies: LifecycleDependencies, now = new Date()): Promise<number> {
  return inBatches(
    JOB_QUEUES.authorisationExpiry.name,
    dependencies,
    (trx, skip) =>
      lockPayments(trx, skip)
        .where('status', 'in', ['AUTHORIZED', 'REAUTHORIZED'])
        .where('authorization_expires_at', '<=', now.toISOString())
        .execute(),
    async (context, payment) => {
      await changeTransactionStatus(context, {
        transaction: { ...payment, status: payment.status as TransactionStatus },
        to: 'AUTHORIZATION_EXPIRED',
        reason: TRANSACTION_STATUS_REASONS.authorisationExpired,
        columns: { authorization_expires_at: null },
      });
      return true;
    },
  );
}

/** Refunds: a pending refund goes to the payment's processor a run after it was made; PROCESSED or FAILED. */
export function processRefunds(dependencies: LifecycleDependencies, now = new Date()): Promise<number> {
  return inBatches(
    JOB_QUEUES.refundProcessing.name,
    dependencies,
    (trx, skip) =>
      trx
        .selectFrom('refunds as r')
        .innerJoin('transactions as t', 't.id', 'r.transaction_id')
        .select(['r.id', 'r.organisation_id', 'r.status', 'r.amount', 'r.currency_code', 't.processor_id'])
        .where('r.status', '=', 'PENDING')
        .where(
          'r.last_status_update',
          '<=',
          sql<string>`${now.toISOString()}::timestamptz - ${sql.raw(STEP_DELAY)}`,
        )
        .where(skip.length ? sql<boolean>`NOT (r.id = ANY(${skip}::uuid[]))` : sql<boolean>`true`)
        .limit(BATCH)
        .forUpdate('r')
        .skipLocked()
        .execute(),
    async (context, refund) => {
      const result = await dependencies.gateway.request(context.trx, 'refund', {
        processorId: refund.processor_id,
        amount: Number(refund.amount),
        currency: refund.currency_code,
      });
      const record = { ...refund, status: 'PENDING' as const };
      const last_status_update = now.toISOString();
      if (result.ok)
        await changeRefundStatus(context, {
          record,
          to: 'PROCESSED',
          columns: { processor_id_external: result.reference, last_status_update },
        });
      else
        await changeRefundStatus(context, {
          record,
          to: 'FAILED',
          reason: result.reason,
          columns: { last_status_update },
        });
      return true;
    },
  );
}

/**
 * Disputes the simulated processors raise: a settled payment with the dispute test card (or, without a
 * card, an amount ending in 59), settled within the last week and not disputed yet, gets a chargeback
 * (OPEN) and becomes CHARGEBACK.
 */
export function raiseDisputes(dependencies: LifecycleDependencies, now = new Date()): Promise<number> {
  return inBatches(
    JOB_QUEUES.disputeSimulation.name,
    dependencies,
    (trx, skip) =>
      lockPayments(trx, skip)
        .where('status', 'in', SETTLED)
        .where('updated_at', '>=', sql<string>`${now.toISOString()}::timestamptz - interval '7 days'`)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('cards')
                .select('cards.id')
                .whereRef('cards.id', '=', 'transactions.card_id')
                .where('cards.bin', '=', DISPUTED_CARD.bin)
                .where('cards.last4', '=', DISPUTED_CARD.last4),
            ),
            eb.and([eb('card_id', 'is', null), eb(sql`amount % 100`, '=', 59)]),
          ]),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('chargebacks')
                .select('chargebacks.id')
                .whereRef('chargebacks.transaction_id', '=', 'transactions.id'),
            ),
          ),
        )
        .execute(),
    async (context, payment) => {
      const { id } = await context.trx
        .insertInto('chargebacks')
        .values({
          organisation_id: payment.organisation_id,
          transaction_id: payment.id,
          payment_profile_id: payment.payment_profile_id,
          processor_id: payment.processor_id,
          customer_id: payment.customer_id,
          card_id: payment.card_id,
          amount: Number(payment.captured_amount) || Number(payment.amount),
          currency_code: payment.currency_code,
          reason: 'Fraudulent transaction',
          reason_code: '10.4',
          status: 'OPEN',
          last_status_update: now.toISOString(),
          source_type: 'first_chargeback',
          work_by_date: sql`(${now.toISOString()}::timestamptz + interval '14 days')::date`,
          processor_id_external: `${SIMULATED_DISPUTE}${randomUUID().replaceAll('-', '')}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await context.events.record(context.trx, {
        type: 'chargeback.created',
        resource: 'chargeback',
        resource_id: id,
        organisation: payment.organisation_id,
        actor: actorReference(context.actor),
        before: null,
        after: await context.resources.get(chargebackResource, context.actor, id, new Map(), context.trx),
      });
      await changeTransactionStatus(context, {
        transaction: { ...payment, status: payment.status as TransactionStatus },
        to: 'CHARGEBACK',
        reason: TRANSACTION_STATUS_REASONS.disputedByCardholder,
      });
      return true;
    },
  );
}

/** The simulated disputes move on a step per run (a run apart): OPEN → IN_DISPUTE → LOST. */
export function advanceDisputes(dependencies: LifecycleDependencies, now = new Date()): Promise<number> {
  return inBatches(
    JOB_QUEUES.disputeSimulation.name,
    dependencies,
    (trx, skip) =>
      trx
        .selectFrom('chargebacks')
        .select(['id', 'organisation_id', 'status'])
        .where('status', 'in', ['OPEN', 'IN_DISPUTE'])
        .where('processor_id_external', 'like', `${SIMULATED_DISPUTE}%`)
        .where(
          'last_status_update',
          '<=',
          sql<string>`${now.toISOString()}::timestamptz - ${sql.raw(STEP_DELAY)}`,
        )
        .where(notIn(skip))
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute(),
    async (context, chargeback) => {
      const record = { ...chargeback, status: chargeback.status as 'OPEN' | 'IN_DISPUTE' };
      await changeChargebackStatus(context, {
        record,
        to: record.status === 'OPEN' ? 'IN_DISPUTE' : 'LOST',
        reason:
          record.status === 'OPEN' ? 'Evidence requested from the merchant' : 'The issuer upheld the dispute',
        columns: { last_status_update: now.toISOString() },
      });
      return true;
    },
  );
}

/** Open links of `table` past their expiry at `now`, locked (a batch, skipping rows another run holds). */
async function dueLinks<R extends { id: string }>(
  trx: Executor,
  table: 'payment_links' | 'card_add_links',
  columns: readonly string[],
  skip: string[],
  now: Date,
): Promise<R[]> {
  const { rows } = await sql<R>`
    SELECT ${sql.join(columns.map((column) => sql.ref(column)))} FROM ${sql.table(table)}
    WHERE status = ANY(${[...OPEN_LINK_STATUSES]}::text[]) AND expires_at <= ${now.toISOString()} AND ${notIn(skip)}
    LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`.execute(trx);
  return rows;
}

/**
 * Link expiry: open payment and card-add links (CREATED or INITIATED, a deactivated payment link too)
 * past `expires_at` become EXPIRED, a payment link also inactive, each with its status_changed event.
 */
export async function expireLinks(dependencies: LifecycleDependencies, now = new Date()): Promise<number> {
  const paymentLinks = await inBatches(
    JOB_QUEUES.linkExpiry.name,
    dependencies,
    (trx, skip) => dueLinks<LockedPaymentLink>(trx, 'payment_links', PAYMENT_LINK_COLUMNS, skip, now),
    async (context, link) => {
      await changePaymentLinkStatus(context, link, { status: 'EXPIRED', active: false });
      return true;
    },
  );
  const cardAddLinks = await inBatches(
    JOB_QUEUES.linkExpiry.name,
    dependencies,
    (trx, skip) => dueLinks<LockedCardAddLink>(trx, 'card_add_links', CARD_ADD_LINK_COLUMNS, skip, now),
    async (context, link) => {
      await changeCardAddLinkStatus(context, link, { status: 'EXPIRED' });
      return true;
    },
  );
  return paymentLinks + cardAddLinks;
}

/**
 * Works the lifecycle queues and, unless switched off, schedules each every minute (pg-boss sends a
 * scheduled job once per minute however many processes run). Every job is safe to run twice or after
 * a crash: it only takes rows still in the status it moves them from.
 */
export async function startLifecycleJobs(
  jobs: JobQueue,
  dependencies: LifecycleDependencies,
  schedule: boolean,
): Promise<void> {
  const runs: [string, () => Promise<unknown>][] = [
    [JOB_QUEUES.paymentCapture.name, () => captureAuthorised(dependencies)],
    [JOB_QUEUES.paymentSettlement.name, () => settleCaptured(dependencies)],
    [JOB_QUEUES.authorisationExpiry.name, () => expireAuthorisations(dependencies)],
    [JOB_QUEUES.refundProcessing.name, () => processRefunds(dependencies)],
    [JOB_QUEUES.linkExpiry.name, () => expireLinks(dependencies)],
    // Moves earlier disputes first, so a new one waits a run before its next step.
    [
      JOB_QUEUES.disputeSimulation.name,
      async () => {
        await advanceDisputes(dependencies);
        await raiseDisputes(dependencies);
      },
    ],
  ];
  for (const [queue, run] of runs) await workOnSchedule(jobs, queue, '* * * * *', schedule, run);
}
