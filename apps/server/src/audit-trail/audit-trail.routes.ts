import {
  type AuditAuthentication,
  type DecisionTrace,
  operationRequirement,
  type PaymentTimelineEntry,
  paymentTimelineEntrySchema,
  type Requirement,
  satisfies,
  type Transaction,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { transactionResource } from '../transactions/transactions.resource.js';

/** Entries at the same moment keep the order in which they happen. */
const KIND_ORDER: Record<PaymentTimelineEntry['kind'], number> = {
  api_call: 0,
  decision: 1,
  processor_attempt: 2,
  status: 3,
  webhook: 4,
  webhook_attempt: 5,
};

/** The decision and processor attempts, timed from the payment's creation (the trace keeps durations). */
function decisionEntries(
  createdAt: string,
  decision: Record<string, unknown> | null,
): PaymentTimelineEntry[] {
  if (!decision) return [];
  const trace = decision as Partial<DecisionTrace>;
  const start = new Date(createdAt).getTime();
  const entries: PaymentTimelineEntry[] = [
    {
      kind: 'decision',
      at: createdAt,
      rulesets_matched: (trace.rulesets ?? [])
        .filter((ruleset) => ruleset.matched)
        .map(({ ruleset, name, action }) => ({ ruleset, name, action })),
      routing: trace.routing?.routing ?? null,
      processor: trace.routing?.processor ?? null,
    },
  ];
  let elapsed = 0;
  for (const attempt of trace.attempts ?? []) {
    entries.push({
      kind: 'processor_attempt',
      at: new Date(start + elapsed).toISOString(),
      attempt: attempt.attempt,
      processor: attempt.processor,
      outcome: attempt.outcome,
      ms: attempt.ms,
    });
    elapsed += attempt.ms;
  }
  return entries;
}

/**
 * One payment's timeline (issue 13), for whoever may read the payment: its status history, decision,
 * processor attempts and webhooks with their attempts, and, for those who may read the audit trail, the
 * API calls about it. Another organisation's payment is a 404 before anything is read.
 */
export function registerAuditTrailRoutes(
  app: FastifyInstance,
  database: Database,
  resources: ResourceService,
) {
  const auditTrailList = operationRequirement('audittrail.list') as Requirement;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/transaction/:id/timeline',
    {
      config: { operation: 'transaction.get' },
      schema: {
        tags: ['transaction'],
        summary: "A payment's timeline: API calls, statuses, decision, processor attempts, webhooks",
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.array(paymentTimelineEntrySchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const payment = (await resources.get(transactionResource, actor, request.params.id)) as Pick<
        Transaction,
        'id' | 'created_at' | 'decision'
      >;
      const id = payment.id;
      const db = database.db;
      const [calls, statuses, webhooks, attempts] = await Promise.all([
        satisfies(actor, auditTrailList)
          ? db
              .selectFrom('audit_trail_items')
              .select(['id', 'created_at', 'method', 'route', 'response_code', 'authentication'])
              .where('transaction_id', '=', id)
              .where('parent_id', 'is', null)
              .execute()
          : [],
        db
          .selectFrom('transaction_status_history')
          .select(['id', 'created_at', 'status', 'status_reason'])
          .where('transaction_id', '=', id)
          .execute(),
        db
          .selectFrom('webhooks')
          .select(['id', 'created_at', 'type', 'url', 'status', 'delivered'])
          .where('item_id', '=', id)
          .execute(),
        db
          .selectFrom('webhook_history as h')
          .innerJoin('webhooks as w', 'w.id', 'h.webhook_id')
          .select(['h.id', 'h.created_at', 'h.webhook_id', 'h.status_code'])
          .where('w.item_id', '=', id)
          .execute(),
      ]);
      const entries: PaymentTimelineEntry[] = [
        ...calls.map((call) => ({
          kind: 'api_call' as const,
          at: call.created_at,
          id: call.id,
          method: call.method,
          route: call.route,
          response_code: call.response_code,
          authentication: call.authentication as AuditAuthentication,
        })),
        ...decisionEntries(payment.created_at, payment.decision),
        ...statuses.map((status) => ({
          kind: 'status' as const,
          at: status.created_at,
          id: status.id,
          status: status.status,
          status_reason: status.status_reason,
        })),
        ...webhooks.map((webhook) => ({
          kind: 'webhook' as const,
          at: webhook.created_at,
          id: webhook.id,
          type: webhook.type,
          url: webhook.url,
          status: webhook.status,
          delivered: webhook.delivered,
        })),
        ...attempts.map((attempt) => ({
          kind: 'webhook_attempt' as const,
          at: attempt.created_at,
          id: attempt.id,
          webhook: attempt.webhook_id,
          status_code: attempt.status_code,
        })),
      ];
      return entries.sort(
        (left, right) => left.at.localeCompare(right.at) || KIND_ORDER[left.kind] - KIND_ORDER[right.kind],
      );
    },
  );
}
