import { COUNTRY_CODES, LANGUAGE_LOCALES, TRANSACTION_STATUSES } from '@psp/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { useLanguage } from '../kit/format/useLanguage';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { TRANSACTION_FIELDS } from './transactionFields';

// The detail panel loads when a record is opened.
const TransactionDetail = lazy(() =>
  import('./TransactionDetail').then((module) => ({ default: module.TransactionDetail })),
);

/** 002 §2 transactions: the merchant's (or, under /psp, the platform's) transactions. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { me, viewed } = useAccess();
  const baseCurrency = (viewed ?? me.organisation).base_currency;

  const filters = useMemo<FilterDefinition<'transaction'>[]>(() => {
    const regions = new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' });
    return [
      { kind: 'dateRange', field: 'created_at', labelKey: 'fields:transaction.created_at' },
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:transaction.status',
        options: TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
      { kind: 'text', field: 'payment_product', labelKey: 'fields:transaction.payment_product' },
      {
        kind: 'select',
        field: 'country_code',
        labelKey: 'fields:transaction.country_code',
        options: COUNTRY_CODES.map((code) => ({
          value: code,
          label: `${regions.of(code) ?? code} (${code})`,
        })),
      },
      { kind: 'numberRange', field: 'amount', labelKey: 'fields:transaction.amount', currency: baseCurrency },
    ];
  }, [t, language, baseCurrency]);

  return (
    <ListPage
      title={t('routes.transactions')}
      resource="transaction"
      tableId="transactions"
      fields={TRANSACTION_FIELDS}
      filters={filters}
      renderDetail={(id, close) => (
        <Suspense fallback={null}>
          <TransactionDetail id={id} onClose={close} />
        </Suspense>
      )}
    />
  );
}
