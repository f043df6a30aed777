import { type PaymentFacts, paymentFactsOf } from '@psp/domain';
import type { TransactionRow } from '../transactions/transactionView';

/** The facts the engine decided a stored payment on, from its row with the customer populated. */
export function paymentFactsOfTransaction(row: TransactionRow): PaymentFacts {
  const customer = typeof row.customer === 'object' && row.customer !== null ? row.customer : null;
  return paymentFactsOf({
    id: row.id,
    amount: row.amount,
    currency_code: row.currency_code,
    recurring_type: row.recurring_type,
    country_code: row.country_code,
    card: row.card
      ? { id: row.card, brand: row.card_details?.brand ?? null, bin: row.card_details?.bin ?? null }
      : null,
    customer: customer
      ? { id: customer.id, status: customer.status }
      : typeof row.customer === 'string'
        ? { id: row.customer, status: null }
        : null,
  });
}
