import { randomUUID } from 'node:crypto';
import { type DomainEvent, type EventType, eventAction, type RecordedEvent } from '@psp/domain';
import type { Database } from '../db/database.js';
import { bossDb, type JobQueue } from '../jobs/job-queue.js';
import { JOB_QUEUES } from '../jobs/queues.js';
import type { Executor } from '../resource/executor.js';

const QUEUE = JOB_QUEUES.eventDelivery.name;
/** Deliveries fetched at once by a process: about a second of work. */
const DELIVERY_BATCH = 200;

/** What a subscriber's handler gets besides the event: its own transaction. */
export interface DeliveryContext {
  trx: Executor;
}

export type EventHandler<T extends EventType> = (
  event: RecordedEvent<T>,
  context: DeliveryContext,
) => Promise<void>;

/** Records events in the caller's transaction: what commands and the resource service hold. */
export interface EventRecorder {
  /** Writes the event and enqueues one delivery per subscriber of its type, with `trx`; its id. */
  record(trx: Executor, event: DomainEvent): Promise<string>;
  /** Writes several events at once, in their order (one INSERT, one enqueue); their ids. */
  recordMany(trx: Executor, events: readonly DomainEvent[]): Promise<string[]>;
}

/** A subscriber that takes the events of a fetched batch at once, in one transaction (counters, rollups). */
export type BatchEventHandler<T extends EventType> = (
  events: RecordedEvent<T>[],
  context: DeliveryContext,
) => Promise<void>;

type Subscriber = { types: ReadonlySet<string> } & (
  | { handler: EventHandler<EventType>; batch?: never }
  | { batch: BatchEventHandler<EventType>; handler?: never }
);

/**
 * Work that must commit with the events it is about (a webhook message per event): called by
 * `recordMany` in the recording transaction, once per call, with the recorded events of its types.
 */
export type RecordHook<T extends EventType> = (trx: Executor, events: RecordedEvent<T>[]) => Promise<void>;

interface DeliveryJob {
  subscriber: string;
  event_id: string;
}

/**
 * The transactional outbox of domain events. An event is a row of `events` written in the
 * transaction of the change it describes, with one pg-boss job per subscriber enqueued in that same
 * transaction: a rolled-back write records and delivers nothing, a committed one is delivered at least
 * once. Each handler runs in its own transaction together with its `event_deliveries` row, so a job
 * that runs again (a retry, a second process) finds the row and does nothing: handled once per event.
 */
export class EventBus implements EventRecorder {
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly recordHooks: { types: ReadonlySet<string>; hook: RecordHook<EventType> }[] = [];

  constructor(
    private readonly database: Database,
    private readonly jobs: JobQueue,
  ) {}

  /** Registers a subscriber (a feature's: webhooks, statistics, ...) for the given event types. */
  subscribe<T extends EventType>(name: string, types: readonly T[], handler: EventHandler<T>): void {
    if (this.subscribers.has(name)) throw new Error(`Event subscriber ${name} is registered twice`);
    this.subscribers.set(name, { types: new Set(types), handler: handler as EventHandler<EventType> });
  }

  /**
   * Registers a subscriber that takes every event of a fetched batch at once: one transaction claims
   * them all, reads them in one query and hands them over (a counter of every payment costs a few round
   * trips per batch, not per payment). A failing batch is retried whole; events already delivered are
   * skipped.
   */
  subscribeBatch<T extends EventType>(name: string, types: readonly T[], batch: BatchEventHandler<T>): void {
    if (this.subscribers.has(name)) throw new Error(`Event subscriber ${name} is registered twice`);
    this.subscribers.set(name, { types: new Set(types), batch: batch as BatchEventHandler<EventType> });
  }

  /**
   * Registers work to do in the transaction that records events of the given types (rows that must
   * exist exactly when the event does, such as webhook messages). It runs inside the caller's write, so
   * it must be one statement or close to it: it adds to every payment's write.
   */
  onRecord<T extends EventType>(types: readonly T[], hook: RecordHook<T>): void {
    this.recordHooks.push({ types: new Set(types), hook: hook as RecordHook<EventType> });
  }

  async record(trx: Executor, event: DomainEvent): Promise<string> {
    const [id] = await this.recordMany(trx, [event]);
    return id!;
  }

  async recordMany(trx: Executor, events: readonly DomainEvent[]): Promise<string[]> {
    if (events.length === 0) return [];
    const ids = events.map(() => randomUUID());
    // One INSERT: rows take their sequence and clock_timestamp in the order given.
    await trx
      .insertInto('events')
      .values(
        events.map((event, index) => ({
          id: ids[index]!,
          organisation_id: event.organisation,
          type: event.type,
          resource: event.resource,
          resource_id: event.resource_id,
          action: eventAction(event.type),
          actor_kind: event.actor.kind,
          actor_id: event.actor.id,
          before: event.before === null ? null : JSON.stringify(event.before),
          after: event.after === null ? null : JSON.stringify(event.after),
        })),
      )
      .execute();
    const deliveries = events.flatMap((event, index) =>
      [...this.subscribers]
        .filter(([, subscriber]) => subscriber.types.has(event.type))
        .map(([name]) => ({
          name: QUEUE,
          data: { subscriber: name, event_id: ids[index]! } satisfies DeliveryJob,
        })),
    );
    if (deliveries.length > 0) await this.jobs.boss.insert(deliveries, { db: bossDb(trx) });
    const createdAt = new Date().toISOString();
    for (const { types, hook } of this.recordHooks) {
      const recorded = events.flatMap((event, index) =>
        types.has(event.type) ? [{ ...event, id: ids[index]!, created_at: createdAt } as RecordedEvent] : [],
      );
      if (recorded.length > 0) await hook(trx, recorded);
    }
    return ids;
  }

  /**
   * Starts working the delivery queue, a batch per fetch: pg-boss waits the polling interval after every
   * fetch, so one job per fetch delivered one event a second (a subscriber of every payment fell hours
   * behind). Each job of the batch is handled on its own: a failing one is failed (and retried with
   * back-off) alone; the others complete with the batch.
   */
  async start(): Promise<void> {
    await this.jobs.boss.work<DeliveryJob>(
      QUEUE,
      { pollingIntervalSeconds: 1, batchSize: DELIVERY_BATCH },
      async (jobs) => {
        const bySubscriber = new Map<string, typeof jobs>();
        for (const job of jobs) {
          bySubscriber.set(job.data.subscriber, [...(bySubscriber.get(job.data.subscriber) ?? []), job]);
        }
        for (const [subscriber, group] of bySubscriber) {
          const fail = (job: (typeof group)[number], error: unknown) =>
            this.jobs.boss.fail(QUEUE, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          if (this.subscribers.get(subscriber)?.batch) {
            try {
              await this.deliverBatch(
                subscriber,
                group.map((job) => job.data.event_id),
              );
            } catch (error) {
              for (const job of group) await fail(job, error);
            }
            continue;
          }
          for (const job of group) {
            try {
              await this.deliver(subscriber, job.data.event_id);
            } catch (error) {
              await fail(job, error);
            }
          }
        }
      },
    );
  }

  /** Hands a batch subscriber the events of `eventIds` it has not had yet, in their order; how many. */
  async deliverBatch(subscriber: string, eventIds: readonly string[]): Promise<number> {
    const target = this.subscribers.get(subscriber);
    if (!target?.batch || eventIds.length === 0) return 0;
    const handle = target.batch;
    return this.database.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('event_deliveries')
        .values(eventIds.map((event_id) => ({ subscriber, event_id })))
        .onConflict((conflict) => conflict.doNothing())
        .returning('event_id')
        .execute();
      if (claimed.length === 0) return 0;
      const rows = await trx
        .selectFrom('events')
        .selectAll()
        .where(
          'id',
          'in',
          claimed.map((row) => row.event_id),
        )
        .orderBy('sequence')
        .execute();
      await handle(rows.map(toRecordedEvent), { trx });
      return rows.length;
    });
  }

  /**
   * Hands one event to one subscriber, once: the delivery row and the handler's work commit together,
   * and a delivery already made is skipped. A failing handler rolls both back and the job is retried.
   */
  async deliver(subscriber: string, eventId: string): Promise<'delivered' | 'skipped'> {
    const target = this.subscribers.get(subscriber);
    // A subscriber that no longer exists (removed in a release) has nothing to do.
    if (!target) return 'skipped';
    if (target.batch) return (await this.deliverBatch(subscriber, [eventId])) ? 'delivered' : 'skipped';
    const handler = target.handler;
    return this.database.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('event_deliveries')
        .values({ subscriber, event_id: eventId })
        .onConflict((conflict) => conflict.doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!claimed) return 'skipped';
      const row = await trx
        .selectFrom('events')
        .selectAll()
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow();
      await handler(toRecordedEvent(row), { trx });
      return 'delivered';
    });
  }
}

function toRecordedEvent(row: {
  id: string;
  organisation_id: string | null;
  type: string;
  resource: string;
  resource_id: string;
  actor_kind: string;
  actor_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    organisation: row.organisation_id,
    resource: row.resource,
    resource_id: row.resource_id,
    actor: { kind: row.actor_kind, id: row.actor_id },
    before: row.before,
    after: row.after,
    created_at: row.created_at,
  } as RecordedEvent;
}
