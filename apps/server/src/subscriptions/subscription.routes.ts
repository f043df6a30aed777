import {
  advanceClockSchema,
  attachedDiscountSchema,
  type ChargePreview,
  chargePreviewSchema,
  type Operation,
  PAST_DUE_DAYS,
  scheduledTransactionSchema,
  subscriptionSchema,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { assertOrganisationActive } from '../platform/auth/actors.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Command, CommandRunner } from '../platform/commands/command.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { badRequest, forbidden } from '../platform/http/errors.js';
import { PAYMENTS_API_DOCUMENT } from '../platform/http/openapi.js';
import { registerResourceRoutes } from '../platform/resource/resource-routes.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { cancelScheduledTransactionCommand } from '../scheduled-transactions/cancel.command.js';
import { scheduledTransactionResource } from '../scheduled-transactions/scheduled-transactions.resource.js';
import { addDiscountCommand } from './add-discount.command.js';
import type { BillingRun } from './billing-run.js';
import { cancelSubscriptionCommand } from './cancel.command.js';
import { removeDiscountCommand } from './remove-discount.command.js';
import { billingStateOf, previewOf } from './subscription-state.js';
import { subscriptionResource } from './subscriptions.resource.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = z.object({ id: z.uuid() });
const tags = { tags: ['subscription'] };

/** How many charges one advance of a test clock makes at most (a daily plan over ten years). */
const CLOCK_STEPS = 4000;

export interface SubscriptionRouteDependencies {
  database: Database;
  commands: CommandRunner;
  resources: ResourceService;
  billing: BillingRun;
  /** Whether test clocks may be moved (config.testClocks). */
  testClocks: boolean;
}

/**
 * Subscriptions beyond their records (002 §7): attach and remove a discount, cancel, the attached
 * discounts, the next charge, charging a due one now, the test clock; one-off scheduled charges under
 * /v1 and their cancellation.
 */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  { database, commands, resources, billing, testClocks }: SubscriptionRouteDependencies,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const run = (command: Command, request: Parameters<typeof actorOf>[0], input: object) =>
    commands.run(command, actorOf(request), input, 'params');
  const inScope = (request: Parameters<typeof actorOf>[0], id: string) =>
    resources.get(subscriptionResource, actorOf(request), id);
  /** 409 for a deactivated merchant's subscription: it takes no payment until activated (ADR 0014, 0016). */
  const assertMerchantActive = async (subscription: Record<string, unknown>) =>
    assertOrganisationActive(database.db, subscription.organisation as string);

  api.post(
    '/api/subscription/:id/add-discount/:discountId',
    {
      config: { operation: 'subscription.update' },
      schema: {
        ...tags,
        summary: 'Attach a discount (only when none is active)',
        params: z.object({ id: z.uuid(), discountId: z.uuid() }),
        response: { 200: subscriptionSchema, ...errors, 422: errorSchema },
      },
    },
    async (request) => (await run(addDiscountCommand as Command, request, request.params)) as never,
  );
  api.delete(
    '/api/subscription/:id/remove-attached-discount/:attachedId',
    {
      config: { operation: 'subscription.update' },
      schema: {
        ...tags,
        summary: 'Remove an attached discount',
        params: z.object({ id: z.uuid(), attachedId: z.uuid() }),
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => (await run(removeDiscountCommand as Command, request, request.params)) as never,
  );
  api.post(
    '/api/subscription/:id/cancel',
    {
      config: { operation: 'subscription.update' },
      schema: {
        ...tags,
        summary: 'Cancel a subscription: nothing more is charged',
        params: idParams,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => (await run(cancelSubscriptionCommand as Command, request, request.params)) as never,
  );

  api.get(
    '/api/subscription/:id/discounts',
    {
      config: { operation: 'subscription.get' },
      schema: {
        ...tags,
        summary: 'The discounts attached to a subscription, newest first',
        params: idParams,
        response: { 200: z.array(attachedDiscountSchema), ...errors },
      },
    },
    async (request) => {
      await inScope(request, request.params.id);
      const { rows } = await sql<z.infer<typeof attachedDiscountSchema>>`
        SELECT a.id, a.active, a.applied_duration, a.created_at,
          json_build_object('id', d.id, 'name', d.name, 'type', d.type,
            'amount', CASE WHEN d.type = 'percentage' THEN d.amount / 1000000.0 ELSE d.amount END,
            'duration', d.duration, 'limit_to_first_order', d.limit_to_first_order) AS subscription_discount
        FROM subscription_attached_discounts a JOIN subscription_discounts d ON d.id = a.subscription_discount_id
        WHERE a.subscription_id = ${request.params.id}
        ORDER BY a.created_at DESC, a.id`.execute(database.db);
      return rows.map((row) => ({
        ...row,
        created_at: new Date(row.created_at).toISOString(),
        subscription_discount: {
          ...row.subscription_discount,
          amount: Number(row.subscription_discount.amount),
        },
      }));
    },
  );

  api.get(
    '/api/subscription/:id/preview',
    {
      config: { operation: 'subscription.get' },
      schema: {
        ...tags,
        summary: 'The next charge: cycle, day, amount and the discount it takes off',
        description: 'The billing run charges exactly this (the same function prices both).',
        params: idParams,
        response: { 200: chargePreviewSchema.nullable(), ...errors },
      },
    },
    async (request): Promise<ChargePreview | null> => {
      await inScope(request, request.params.id);
      const state = await billingStateOf(database.db, request.params.id);
      if (!state || state.status === 'CANCELLED' || state.status === 'COMPLETED') return null;
      const waiting = await database.db
        .selectFrom('scheduled_transactions')
        .select(sql<string | null>`next_try_on::text`.as('next_try_on'))
        .where('subscription_id', '=', state.id)
        .where('subscription_cycle', '=', state.billing_cycle)
        .executeTakeFirst();
      return previewOf(state, waiting?.next_try_on ?? null);
    },
  );

  api.post(
    '/api/subscription/:id/charge',
    {
      config: { operation: 'subscription.update' },
      schema: {
        ...tags,
        summary: 'Run the billing for this subscription now: charges what is due',
        params: idParams,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => {
      await assertMerchantActive(await inScope(request, request.params.id));
      await billing.run({ subscription: request.params.id });
      return (await inScope(request, request.params.id)) as never;
    },
  );

  api.post(
    '/api/subscription/:id/advance-clock',
    {
      config: { operation: 'subscription.update' },
      schema: {
        ...tags,
        summary: "Move the subscription's test clock forward and bill every day on the way",
        description:
          'The billing treats the clock as the subscription’s today: each due charge and retry until the ' +
          'day is made in order, as the billing run would have made it on its day.',
        params: idParams,
        body: advanceClockSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => {
      if (!testClocks) throw forbidden('Test clocks are off on this server (TEST_CLOCKS)');
      const { id } = request.params;
      const before = await inScope(request, id);
      await assertMerchantActive(before);
      const { to } = request.body;
      let clock = (before.test_clock as string | null) ?? new Date().toISOString().slice(0, 10);
      if (to < clock) {
        throw badRequest([
          {
            path: 'body.to',
            code: 'too_small',
            message: 'A clock moves forward only',
            expected: clock,
            actual: to,
          },
        ]);
      }
      const setClock = (day: string) =>
        database.db.updateTable('subscriptions').set({ test_clock: day }).where('id', '=', id).execute();
      for (let step = 0; step < CLOCK_STEPS; step++) {
        // The next day something happens to the subscription (a try, or its expiry), until the target.
        const { rows } = await sql<{ day: string | null }>`
          SELECT least(
            (SELECT min(st.next_try_on) FROM scheduled_transactions st
              WHERE st.subscription_id = s.id AND st.status = 'CREATED'),
            CASE WHEN s.status = 'PAST_DUE' THEN s.past_due_since + ${PAST_DUE_DAYS}::int END)::text AS day
          FROM subscriptions s WHERE s.id = ${id}`.execute(database.db);
        const day = rows[0]?.day;
        if (!day || day > to) break;
        if (day > clock) clock = day;
        await setClock(clock);
        const summary = await billing.run({ subscription: id });
        if (summary.paid + summary.failed + summary.expired === 0) break;
      }
      await setClock(to);
      await billing.run({ subscription: id });
      return (await inScope(request, id)) as never;
    },
  );

  registerResourceRoutes(app, resources, scheduledTransactionResource, {
    base: '/v1/scheduled_transactions',
    operation: (action) => `v1.scheduledtransaction.${action}` as Operation,
    actions: ['list', 'get', 'create'],
    ...PAYMENTS_API_DOCUMENT,
  });
  for (const surface of [
    { url: '/api/scheduledtransaction/:id/cancel', operation: 'scheduledtransaction.update', doc: tags },
    {
      url: '/v1/scheduled_transactions/:id/cancel',
      operation: 'v1.scheduledtransaction.cancel',
      doc: PAYMENTS_API_DOCUMENT,
    },
  ] as const) {
    api.post(
      surface.url,
      {
        config: { operation: surface.operation },
        schema: {
          ...surface.doc,
          summary: 'Cancel a one-off scheduled charge before it runs',
          params: idParams,
          response: { 200: scheduledTransactionSchema, ...errors },
        },
      },
      async (request) =>
        (await run(cancelScheduledTransactionCommand as Command, request, request.params)) as never,
    );
  }
}
