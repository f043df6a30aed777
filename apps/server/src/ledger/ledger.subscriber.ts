import { type RecordedEvent, TRANSACTION_STAGE, type TransactionStatus } from '@psp/domain';
import type { DeliveryContext } from '../platform/events/event-bus.js';
import { bookMovements, type Movement } from './book-movements.js';

/** The events that move money, whoever recorded them (the engine, lifecycle jobs, an operator's status update). */
export const LEDGER_EVENT_TYPES = [
  'transaction.status_changed',
  'refund.status_changed',
  'chargeback.status_changed',
] as const;
type LedgerEvent = RecordedEvent<(typeof LEDGER_EVENT_TYPES)[number]>;

/** The movement an event makes, if any: a payment reaching a settled status, a refund processed, a chargeback lost. */
export function movementOf(event: LedgerEvent): Movement | null {
  const cause = { event_id: event.id, effective_at: event.created_at };
  switch (event.type) {
    case 'transaction.status_changed':
      return TRANSACTION_STAGE[event.after.status as TransactionStatus] === 'settled'
        ? { ...cause, kind: 'payment', transaction: event.resource_id }
        : null;
    case 'refund.status_changed':
      return event.after.status === 'PROCESSED'
        ? { ...cause, kind: 'refund', refund: event.resource_id }
        : null;
    case 'chargeback.status_changed':
      return event.after.status === 'LOST'
        ? { ...cause, kind: 'chargeback', chargeback: event.resource_id }
        : null;
  }
}

/**
 * The ledger's subscriber (ADR 0007, 0015): a fetched batch of status events becomes its ledger entries
 * in one transaction. Idempotent twice over: per event (event_deliveries) and per entry (its key), so a
 * payment that passes through two settled statuses (SETTLED, then PAID) is booked once.
 */
export async function bookLedgerEvents(events: LedgerEvent[], { trx }: DeliveryContext): Promise<void> {
  await bookMovements(
    trx,
    events.flatMap((event) => movementOf(event) ?? []),
  );
}
