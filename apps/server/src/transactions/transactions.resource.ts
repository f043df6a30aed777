import { transactionSchema } from '@psp/domain';
import { sql } from 'kysely';
import { defineResource } from '../platform/resource/resource-definition.js';

/** A card row aliased `c` as the API shows it: brand, BIN, last 4 and expiry. */
export const cardDetailsJson = sql`json_build_object('brand', c.brand, 'bin', c.bin, 'last4', c.last4,
  'expiry_month', c.expiry_month, 'expiry_year', c.expiry_year)`;

export const transactionResource = defineResource({
  name: 'transaction',
  table: 'transactions',
  schema: transactionSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'merchant_reference', match: 'prefix' },
    { field: 'customer', match: 'name' },
  ],
  computed: {
    card_details: sql`(SELECT ${cardDetailsJson} FROM cards c WHERE c.id = t.card_id)`,
    // The settlement that paid the payment out: the one whose line explains its PAYMENT entry (two unique
    // keys), read from the ledger rather than copied onto a million payments per run (ADR 0015).
    settlement: sql`(SELECT l.settlement_id FROM ledger_entries e JOIN settlement_lines l ON l.ledger_entry_id = e.id
      WHERE e.idempotency_key = 'transaction:' || t.id || ':PAYMENT')`,
    // The refunds that count against the amount (refundCountsAgainstAmount): all but failed and cancelled.
    refunded_amount: sql`(SELECT coalesce(sum(r.amount), 0)::int FROM refunds r
      WHERE r.transaction_id = t.id AND r.status NOT IN ('FAILED', 'CANCELLED'))`,
  },
});
