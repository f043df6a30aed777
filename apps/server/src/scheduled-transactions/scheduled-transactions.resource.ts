import {
  createScheduledTransactionSchema,
  maxPaymentAmount,
  scheduledTransactionSchema,
  updateScheduledTransactionSchema,
} from '@psp/domain';
import { sql } from 'kysely';
import { amountAboveMaximum, currencyMismatch } from '../payments/create-payment.js';
import { badRequest, conflict } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

/**
 * Scheduled transactions: each upcoming charge of a subscription (the billing writes those) and one-off
 * charges a merchant schedules on a customer's stored card. A one-off is charged on its due date by the
 * billing run, once; until then its amount and date can change and it can be cancelled.
 */
export const scheduledTransactionResource = defineResource({
  name: 'scheduledtransaction',
  table: 'scheduled_transactions',
  schema: scheduledTransactionSchema,
  createSchema: createScheduledTransactionSchema,
  updateSchema: updateScheduledTransactionSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
  async beforeWrite(input, { trx, existing }) {
    if (existing) {
      if (existing.status !== 'CREATED' || existing.subscription !== null) {
        throw conflict('not_changeable', 'Only a one-off charge that has not run can be changed');
      }
      if (input.amount !== undefined) {
        const profile = await trx
          .selectFrom('payment_profiles')
          .select(['currency_code', 'max_amount'])
          .where('id', '=', String(existing.payment_profile))
          .executeTakeFirstOrThrow();
        checkMaximum(Number(input.amount), profile);
      }
      return input;
    }
    const { rows } = await sql<{
      organisation_id: string;
      currency_code: string;
      max_amount: number | null;
      customer_organisation: string | null;
      card_customer: string | null;
      latest_card: string | null;
    }>`
      SELECT p.organisation_id, p.currency_code, p.max_amount,
        (SELECT c.organisation_id FROM customers c WHERE c.id = ${input.customer}) AS customer_organisation,
        (SELECT k.customer_id FROM cards k WHERE k.id = ${input.card ?? null}::uuid) AS card_customer,
        (SELECT k.id FROM cards k WHERE k.customer_id = ${input.customer}
           ORDER BY k.created_at DESC, k.id LIMIT 1) AS latest_card
      FROM payment_profiles p WHERE p.id = ${input.payment_profile}`.execute(trx);
    const profile = rows[0]!;
    if (profile.customer_organisation !== profile.organisation_id) {
      throw badRequest([
        {
          path: 'body.customer',
          code: 'invalid_reference',
          message: "The customer belongs to another organisation than the payment profile's",
          actual: input.customer,
        },
      ]);
    }
    if (!input.card && !profile.latest_card) {
      throw badRequest([
        {
          path: 'body.customer',
          code: 'no_stored_card',
          message: 'The customer has no stored card to charge',
        },
      ]);
    }
    if (input.card && profile.card_customer !== input.customer) {
      throw badRequest([
        {
          path: 'body.card',
          code: 'invalid_reference',
          message: `No card ${input.card} of the customer`,
          actual: input.card,
        },
      ]);
    }
    if (profile.currency_code !== input.currency_code) {
      throw currencyMismatch(profile.currency_code, String(input.currency_code));
    }
    checkMaximum(Number(input.amount), profile);
    return { ...input, organisation: profile.organisation_id, card: input.card ?? profile.latest_card };
  },
});

/** A charge above its profile's maximum payment could never be made: refused when it is scheduled. */
function checkMaximum(amount: number, profile: { currency_code: string; max_amount: number | null }) {
  const maximum = maxPaymentAmount(profile.max_amount, profile.currency_code);
  if (amount > maximum) throw amountAboveMaximum(maximum, amount, profile.currency_code);
}
