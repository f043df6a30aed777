/**
 * The transaction screens that are the transactions list with a fixed filter (002 §2 route table). The
 * fixed filter is sent with every call and export but is not in the filter bar: it is what the screen is.
 */
export const TRANSACTION_VARIANTS = {
  transactions: { titleKey: 'routes.transactions', fixedQuery: undefined },
  transactionsTagged: { titleKey: 'routes.transactionsTagged', fixedQuery: { tagged: 'true' } },
  /** 002 §4: the flagged ones, blocked by a ruleset or fraud screening and FAILED. */
  transactionsBlocked: {
    titleKey: 'routes.transactionsBlocked',
    fixedQuery: { blocked: 'true', status: 'FAILED' },
  },
  transactionsMissed: { titleKey: 'routes.transactionsMissed', fixedQuery: { status: 'ABANDONED' } },
  transactionsDeclined: { titleKey: 'routes.transactionsDeclined', fixedQuery: { status: 'DECLINED' } },
} as const satisfies Record<
  string,
  { titleKey: string; fixedQuery: Readonly<Record<string, string>> | undefined }
>;

export type TransactionVariant = keyof typeof TRANSACTION_VARIANTS;
