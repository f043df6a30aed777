import { TRANSACTION_VARIANTS as VARIANT_FILTERS } from '@psp/domain';

/** A domain variant filter as list query parameters (strings, `[]` keys as lists). */
function queryOf(filter: Readonly<Record<string, string | number | boolean | readonly string[]>>) {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => [key, Array.isArray(value) ? [...value] : String(value)]),
  ) as Record<string, string | string[]>;
}

/**
 * The transaction screens that are the transactions list with a fixed filter (002 §2 route table), the
 * filter the domain declares and the API tests. It is sent with every call and export but is not in the
 * filter bar: it is what the screen is.
 */
export const TRANSACTION_VARIANTS = {
  transactions: { titleKey: 'routes.transactions', fixedQuery: undefined },
  transactionsTagged: { titleKey: 'routes.transactionsTagged', fixedQuery: queryOf(VARIANT_FILTERS.tagged) },
  transactionsBlocked: {
    titleKey: 'routes.transactionsBlocked',
    fixedQuery: queryOf(VARIANT_FILTERS.blocked),
  },
  transactionsMissed: { titleKey: 'routes.transactionsMissed', fixedQuery: queryOf(VARIANT_FILTERS.missed) },
  transactionsDeclined: {
    titleKey: 'routes.transactionsDeclined',
    fixedQuery: queryOf(VARIANT_FILTERS.declined),
  },
} as const;

export type TransactionVariant = keyof typeof TRANSACTION_VARIANTS;
