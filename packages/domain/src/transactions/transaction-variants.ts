import type { TransactionStatus } from '../statuses/status-catalogue.js';

/**
 * The fixed filters of the transaction list's variants (002 §2), as list query parameters: the web sends
 * them with the user's own filters and the API tests check them.
 * - tagged: at least one tag (`tags>=1` counts the elements of a list field);
 * - blocked: stopped by a block rule, which leaves the payment FAILED with `blocked` set (002 §4);
 * - missed (abandoned): the customer started but never finished: left the payment page (ABANDONED), let it
 *   lapse (EXPIRED) or cancelled it (CANCELLED);
 * - declined: refused by the issuer, the processor or the gateway.
 */
export const TRANSACTION_VARIANTS = {
  tagged: { 'tags>': 1 },
  blocked: { blocked: true, status: 'FAILED' },
  missed: { 'status[]': ['ABANDONED', 'EXPIRED', 'CANCELLED'] },
  declined: { 'status[]': ['DECLINED', 'PROCESSOR_DECLINED', 'GATEWAY_REJECTED'] },
} as const satisfies Record<string, Record<string, string | number | boolean | readonly TransactionStatus[]>>;
export type TransactionVariant = keyof typeof TRANSACTION_VARIANTS;
