import { createSubscriptionSchema, subscriptionSchema, updateSubscriptionSchema } from '@psp/domain';
import { sql } from 'kysely';
import { linkUrl } from '../hosted-page/hosted-link-url.js';
import { challengeUrlOf } from '../payments/create-payment.js';
import { badRequest, forbidden } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { billingStateOf, ensureSubscriptionLink, scheduleCurrentCycle } from './subscription-state.js';

/**
 * Subscriptions: created CREATED on the plan's payment profile for a customer of the plan's
 * organisation, due on their first billing day (today unless given), with the charge of cycle 1
 * scheduled and a link for the customer to give the card. Editing changes only max_billing_cycle (002 §5).
 */
export const subscriptionResource = defineResource({
  name: 'subscription',
  table: 'subscriptions',
  schema: subscriptionSchema,
  createSchema: createSubscriptionSchema,
  updateSchema: updateSubscriptionSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
  // The page of its latest card-add link, or for PayPal of the payment waiting at PayPal: SQL finds the
  // record, its URL (with the token) is built on the way out and kept out of events (issue 28).
  computed: {
    subscription_url: sql`CASE WHEN t.payment_product = 'paypal'
      THEN (SELECT x.id::text FROM transactions x WHERE x.subscription_id = t.id AND x.status = 'PENDING'
        ORDER BY x.created_at DESC, x.id DESC LIMIT 1)
      ELSE (SELECT l.id::text FROM card_add_links l WHERE l.subscription_id = t.id
        ORDER BY l.created_at DESC, l.id DESC LIMIT 1) END`,
    // The one active attached discount (a unique index keeps it to one), for `_populate` (002 §7).
    subscription_discount: sql`(SELECT a.subscription_discount_id FROM subscription_attached_discounts a
      WHERE a.subscription_id = t.id AND a.active)`,
  },
  toApi: (row, { services }) => ({
    ...row,
    subscription_url:
      row.subscription_url &&
      (row.payment_product === 'paypal'
        ? challengeUrlOf(services, row.subscription_url)
        : linkUrl(services, row.subscription_url)),
  }),
  secretFields: ['subscription_url'],
  async beforeWrite(input, { trx, existing, services }) {
    if (existing) {
      const max = input.max_billing_cycle;
      if (typeof max === 'number' && max < existing.billing_cycle) {
        throw badRequest([
          {
            path: 'body.max_billing_cycle',
            code: 'too_small',
            message: 'The subscription is already in this cycle',
            expected: existing.billing_cycle,
            actual: max,
          },
        ]);
      }
      return input;
    }
    const { rows } = await sql<{
      organisation_id: string;
      payment_profile_id: string;
      max_billing_cycle: number | null;
      customer_organisation: string | null;
      card_customer: string | null;
      today: string;
    }>`
      SELECT p.organisation_id, p.payment_profile_id, p.max_billing_cycle,
        (SELECT c.organisation_id FROM customers c WHERE c.id = ${input.customer}) AS customer_organisation,
        (SELECT k.customer_id FROM cards k WHERE k.id = ${input.card ?? null}::uuid) AS card_customer,
        current_date::text AS today
      FROM plans p WHERE p.id = ${input.plan}`.execute(trx);
    const plan = rows[0]!;
    if (input.test_clock && !services.config.testClocks) {
      throw forbidden('Test clocks are off on this server (TEST_CLOCKS)');
    }
    if (plan.customer_organisation !== plan.organisation_id) {
      throw badRequest([
        {
          path: 'body.customer',
          code: 'other_organisation',
          message: "The customer belongs to another organisation than the plan's",
          actual: input.customer,
        },
      ]);
    }
    if (input.card && input.payment_product === 'paypal') {
      throw badRequest([
        {
          path: 'body.card',
          code: 'invalid_value',
          message:
            'A PayPal subscription is charged on the agreement its customer gives at PayPal, not on a card',
          actual: input.card,
        },
      ]);
    }
    if (input.card && plan.card_customer !== input.customer) {
      throw badRequest([
        {
          path: 'body.card',
          code: 'invalid_reference',
          message: `No card ${input.card} of the customer`,
          actual: input.card,
        },
      ]);
    }
    return {
      ...input,
      organisation: plan.organisation_id,
      payment_profile: plan.payment_profile_id,
      max_billing_cycle: input.max_billing_cycle ?? plan.max_billing_cycle,
      due_date: input.due_date ?? input.test_clock ?? plan.today,
      card: input.card ?? null,
      billing_cycle: 1,
      status: 'CREATED',
    };
  },
  async afterWrite(id, _input, { trx, created, services }) {
    if (!created) return;
    await trx
      .updateTable('subscriptions')
      .set({ billing_anchor: sql`due_date` })
      .where('id', '=', id)
      .execute();
    const state = (await billingStateOf(trx, id))!;
    const due = state.billing_anchor;
    // A card subscription waits for the card its customer gives through its link; a PayPal one asks its
    // customer at PayPal when the first cycle is due (the billing run's redirect payment).
    const paypal = state.payment_product === 'paypal';
    await scheduleCurrentCycle(trx, state, due, state.card_id || paypal ? due : null);
    if (!paypal) await ensureSubscriptionLink(trx, services.secrets, state);
  },
});
