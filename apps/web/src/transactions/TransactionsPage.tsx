import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { useSpansOrganisations } from '../kit/api/useSpansOrganisations';
import { ListPage } from '../kit/list/ListPage';
import { TRANSACTION_FIELDS } from './transactionFields';
import { TRANSACTION_VARIANTS, type TransactionVariant } from './transactionVariants';
import { useTransactionFilters } from './useTransactionFilters';

// The detail panel loads when a record is opened.
const TransactionDetail = lazy(() =>
  import('./TransactionDetail').then((module) => ({ default: module.TransactionDetail })),
);

/**
 * 002 §2 transactions: the merchant's (or, under /psp, the platform's, with a merchant column)
 * transactions, and the variants that are the same screen with a fixed filter.
 */
export function TransactionsPage({ variant = 'transactions' }: { variant?: TransactionVariant }) {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const baseCurrency = (viewed ?? me.organisation).base_currency;
  const { titleKey, fixedQuery } = TRANSACTION_VARIANTS[variant];
  const spans = useSpansOrganisations(false);
  const filters = useTransactionFilters(baseCurrency, fixedQuery);

  return (
    <ListPage
      title={t(titleKey)}
      resource="transaction"
      tableId="transactions"
      fields={TRANSACTION_FIELDS}
      filters={filters}
      // The organisation column's names, where the list spans merchants or a chain's shops.
      {...(spans && { populate: ['organisation'] as const })}
      {...(fixedQuery && { fixedQuery })}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <TransactionDetail id={id} onClose={close} />
        </Suspense>
      )}
    />
  );
}

/** The screens of the route table that are this list: the list itself and its variants. */
export const TRANSACTION_SCREENS: Readonly<Record<TransactionVariant, ComponentType>> = {
  transactions: () => <TransactionsPage />,
  transactionsTagged: () => <TransactionsPage variant="transactionsTagged" />,
  transactionsBlocked: () => <TransactionsPage variant="transactionsBlocked" />,
  transactionsMissed: () => <TransactionsPage variant="transactionsMissed" />,
  transactionsDeclined: () => <TransactionsPage variant="transactionsDeclined" />,
};
