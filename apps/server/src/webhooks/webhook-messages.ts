import type { DecisionTrace, EventType, RecordedEvent, WebhookType } from '@psp/domain';
import { sql } from 'kysely';
import { bossDb, type JobQueue } from '../platform/jobs/job-queue.js';
import { JOB_QUEUES } from '../platform/jobs/queues.js';
import type { Executor } from '../platform/resource/executor.js';

/** The events that become webhook messages (a new record's first status, then each change). */
export const WEBHOOK_EVENT_TYPES = [
  'transaction.created',
  'transaction.status_changed',
  'refund.created',
  'refund.status_changed',
  'chargeback.created',
  'chargeback.status_changed',
  'cardaddlink.created',
  'cardaddlink.status_changed',
] as const satisfies readonly EventType[];
type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const TYPE_OF_RESOURCE: Record<string, WebhookType> = {
  transaction: 'transaction',
  refund: 'refund',
  chargeback: 'chargeback',
  cardaddlink: 'cardlink',
};

interface MessageSource {
  event_id: string;
  kind: WebhookType;
  item_id: string;
  status: string | null;
  previous_status: string | null;
  reason: string | null;
  ruleset_id: string | null;
}

function sourcesOf(event: RecordedEvent<WebhookEventType>): MessageSource[] {
  const kind = TYPE_OF_RESOURCE[event.resource];
  if (!kind) return [];
  const after = (event.after ?? {}) as { status?: string; status_reason?: string | null; decision?: unknown };
  const before = (event.before ?? {}) as { status?: string };
  const base = {
    event_id: event.id,
    item_id: event.resource_id,
    status: after.status ?? null,
    previous_status: before.status ?? null,
    reason: after.status_reason ?? null,
  };
  const sources: MessageSource[] = [{ ...base, kind, ruleset_id: null }];
  // A ruleset with a webhook URL hears of each new payment it matched (its trace names it).
  const decision = after.decision as DecisionTrace | null | undefined;
  if (event.type === 'transaction.created' && decision) {
    for (const trace of decision.rulesets.filter((ruleset) => ruleset.matched)) {
      sources.push({ ...base, kind: 'validationruleset', status: null, ruleset_id: trace.ruleset });
    }
  }
  return sources;
}

/**
 * Writes a webhook message for each event whose record's payment profile (or matched ruleset) names a
 * URL, in the transaction that records the events: one statement reads the record, its profile's URL
 * and builds the payload; a second enqueues the first attempt of each message made (none when no URL).
 * A card-add link's messages go to the profile's transaction URL: the profile has no field of its own
 * for them, and storing a card is part of paying with it.
 */
export function webhookMessageRecorder(jobs: JobQueue) {
  return async (trx: Executor, events: RecordedEvent<WebhookEventType>[]): Promise<void> => {
    const sources = events.flatMap(sourcesOf);
    if (sources.length === 0) return;
    const column = <K extends keyof MessageSource>(key: K) => sources.map((source) => source[key]);
    const { rows } = await sql<{ id: string }>`
      WITH e AS (
        SELECT * FROM unnest(${column('event_id')}::uuid[], ${column('kind')}::text[], ${column('item_id')}::uuid[],
          ${column('status')}::text[], ${column('previous_status')}::text[], ${column('reason')}::text[],
          ${column('ruleset_id')}::uuid[])
          AS e(event_id, kind, item_id, status, previous_status, reason, ruleset_id)
      ), item AS (
        SELECT e.*, t.organisation_id, t.payment_profile_id, t.amount, t.currency_code,
          t.merchant_reference, NULL::uuid AS transaction_id
        FROM e JOIN transactions t ON e.kind IN ('transaction', 'validationruleset') AND t.id = e.item_id
        UNION ALL
        SELECT e.*, r.organisation_id, r.payment_profile_id, r.amount, r.currency_code, NULL, r.transaction_id
        FROM e JOIN refunds r ON e.kind = 'refund' AND r.id = e.item_id
        UNION ALL
        SELECT e.*, c.organisation_id, c.payment_profile_id, c.amount, c.currency_code, NULL, c.transaction_id
        FROM e JOIN chargebacks c ON e.kind = 'chargeback' AND c.id = e.item_id
        UNION ALL
        SELECT e.*, l.organisation_id, l.payment_profile_id, NULL, NULL, NULL, NULL
        FROM e JOIN card_add_links l ON e.kind = 'cardlink' AND l.id = e.item_id
      )
      INSERT INTO webhooks (organisation_id, url, type, item_id, status, payload, event_id, payment_profile_id,
        next_attempt_at)
      SELECT item.organisation_id, target.url, item.kind, item.item_id, item.status,
        jsonb_build_object(
          'type', CASE WHEN item.kind = 'validationruleset' THEN 'validationruleset.matched'
            ELSE item.kind || '.status_changed' END,
          'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'data', jsonb_strip_nulls(jsonb_build_object(
            'object', CASE WHEN item.kind = 'validationruleset' THEN 'transaction' ELSE item.kind END,
            'id', item.item_id, 'status', item.status, 'previous_status', item.previous_status,
            'status_reason', item.reason, 'amount', item.amount, 'currency_code', item.currency_code,
            'merchant_reference', item.merchant_reference, 'transaction', item.transaction_id,
            'payment_profile', item.payment_profile_id,
            'ruleset', CASE WHEN ruleset.id IS NOT NULL
              THEN jsonb_build_object('id', ruleset.id, 'name', ruleset.name, 'action', ruleset.action) END))),
        item.event_id, item.payment_profile_id, now()
      FROM item
      JOIN payment_profiles profile ON profile.id = item.payment_profile_id
      LEFT JOIN validation_rulesets ruleset ON ruleset.id = item.ruleset_id
      CROSS JOIN LATERAL (SELECT CASE item.kind
        WHEN 'transaction' THEN profile.webhook_transaction_update
        WHEN 'cardlink' THEN profile.webhook_transaction_update
        WHEN 'refund' THEN profile.webhook_refund_update
        WHEN 'chargeback' THEN profile.webhook_chargeback_update
        WHEN 'validationruleset' THEN ruleset.webhook_url END AS url) target
      WHERE coalesce(target.url, '') <> ''
      RETURNING id`.execute(trx);
    await enqueueAttempts(
      trx,
      jobs,
      rows.map((row) => row.id),
    );
  };
}

/** Enqueues an attempt of each message now (or after `delaySeconds`), in the caller's transaction. */
export async function enqueueAttempts(
  trx: Executor,
  jobs: JobQueue,
  webhookIds: readonly string[],
  delaySeconds = 0,
): Promise<void> {
  if (webhookIds.length === 0) return;
  await jobs.boss.insert(
    webhookIds.map((webhook_id) => ({
      name: JOB_QUEUES.webhookDelivery.name,
      data: { webhook_id },
      ...(delaySeconds > 0 ? { startAfter: new Date(Date.now() + delaySeconds * 1000) } : {}),
    })),
    { db: bossDb(trx) },
  );
}

/**
 * A message made by hand (the create form, a test event): marked manual by the resource, given a
 * payload of the same shape as the engine's (marked `test`) and sent now, in the creating transaction.
 */
export function manualMessageRecorder(jobs: JobQueue) {
  return async (trx: Executor, events: RecordedEvent<'webhook.created'>[]): Promise<void> => {
    const created = events.flatMap((event) => (event.after ? [event.after as Record<string, unknown>] : []));
    for (const webhook of created) {
      const type = webhook.type as WebhookType;
      const payload = {
        type: type === 'validationruleset' ? 'validationruleset.matched' : `${type}.status_changed`,
        timestamp: new Date().toISOString(),
        data: {
          object: type === 'validationruleset' ? 'transaction' : type,
          id: webhook.item_id ?? null,
          status: webhook.status ?? null,
          test: true,
        },
      };
      await trx
        .updateTable('webhooks')
        .set({ payload: JSON.stringify(payload), state: 'pending', next_attempt_at: sql`now()` })
        .where('id', '=', webhook.id as string)
        .execute();
    }
    await enqueueAttempts(
      trx,
      jobs,
      created.map((webhook) => webhook.id as string),
    );
  };
}
