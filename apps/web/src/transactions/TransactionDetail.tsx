import { Anchor } from '@mantine/core';
import { type DecisionTrace, refId } from '@psp/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { StatusTimeline } from './StatusTimeline';
import { TransactionActions } from './TransactionActions';
import { TRANSACTION_FIELDS } from './transactionFields';
import { customerName, TRANSACTION_POPULATE, type TransactionRow } from './transactionView';

// The tabs past the overview load when opened.
const ChargebacksOfTransaction = lazy(() =>
  import('./ChargebacksOfTransaction').then((module) => ({ default: module.ChargebacksOfTransaction })),
);
const DecisionTraceView = lazy(() =>
  import('./DecisionTraceView').then((module) => ({ default: module.DecisionTraceView })),
);
const PaymentTimeline = lazy(() =>
  import('../audit-trail/PaymentTimeline').then((module) => ({ default: module.PaymentTimeline })),
);
const RefundsOfTransaction = lazy(() =>
  import('./RefundsOfTransaction').then((module) => ({ default: module.RefundsOfTransaction })),
);

/** The payment's customer, opening in the customers screen. */
function CustomerLink({ row }: { row: TransactionRow }) {
  const { scope } = useAccess();
  const customerId = refId(row.customer);
  if (!customerId) return null;
  return (
    <Anchor
      component={Link}
      to={`${scope.basePath}customers?_open=${encodeURIComponent(customerId)}`}
      size="sm"
    >
      {customerName(row) ?? customerId}
    </Anchor>
  );
}

/** The payment link the payment was made through, by its reference, opening in the payment links screen. */
function PaymentLinkLink({ id }: { id: string }) {
  const { scope } = useAccess();
  const link = useRecord('paymentlink', id);
  return (
    <Anchor component={Link} to={`${scope.basePath}payment-links?_open=${encodeURIComponent(id)}`} size="sm">
      {link.data?.merchant_reference ?? link.data?.description ?? id.slice(0, 8)}
    </Anchor>
  );
}

function Overview({ row }: { row: TransactionRow }) {
  const may = usePermission();
  return (
    <DetailFields
      fields={[
        ...detailOf(TRANSACTION_FIELDS, row),
        { labelKey: 'fields:transaction.customer', value: refId(row.customer) && <CustomerLink row={row} /> },
        {
          labelKey: 'fields:transaction.payment_link',
          value:
            row.payment_link &&
            (may('paymentlink.get') ? (
              <PaymentLinkLink id={row.payment_link} />
            ) : (
              row.payment_link.slice(0, 8)
            )),
        },
      ]}
    />
  );
}

/**
 * The detail panel of a transaction (issue 10): overview, status history, the engine's decision trace,
 * its refunds and chargebacks, the actions its lifecycle and the user's roles allow, and its audit trail.
 */
export function TransactionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const { scope } = useAccess();
  const { data, isLoading, error } = useRecord('transaction', id, TRANSACTION_POPULATE);
  return (
    <DetailDrawer
      title={
        data
          ? t('transactions.detailTitle', { reference: data.merchant_reference })
          : t('routes.transactions')
      }
      onClose={onClose}
      loading={isLoading}
      error={error}
      actions={
        data && (
          <>
            <TransactionActions transaction={data} />
            {may('audittrail.list') && (
              <Anchor
                component={Link}
                to={`${scope.basePath}audit-trail?transaction=${encodeURIComponent(data.id)}`}
                size="sm"
              >
                {t('transactions.auditTrail')}
              </Anchor>
            )}
          </>
        )
      }
      tabs={
        data
          ? [
              { value: 'overview', labelKey: 'transactions.tabs.overview', content: <Overview row={data} /> },
              {
                value: 'history',
                labelKey: 'transactions.tabs.history',
                content: <StatusTimeline transactionId={data.id} />,
              },
              {
                value: 'trace',
                labelKey: 'transactions.tabs.trace',
                content: (
                  <Suspense fallback={null}>
                    <DecisionTraceView
                      trace={data.decision as DecisionTrace | null}
                      currency={data.currency_code}
                    />
                  </Suspense>
                ),
              },
              {
                value: 'timeline',
                labelKey: 'transactions.tabs.timeline',
                content: (
                  <Suspense fallback={null}>
                    <PaymentTimeline transactionId={data.id} />
                  </Suspense>
                ),
              },
              ...(may('refund.list')
                ? [
                    {
                      value: 'refunds',
                      labelKey: 'transactions.tabs.refunds',
                      content: (
                        <Suspense fallback={null}>
                          <RefundsOfTransaction transactionId={data.id} />
                        </Suspense>
                      ),
                    },
                  ]
                : []),
              ...(may('chargeback.list')
                ? [
                    {
                      value: 'chargebacks',
                      labelKey: 'transactions.tabs.chargebacks',
                      content: (
                        <Suspense fallback={null}>
                          <ChargebacksOfTransaction transactionId={data.id} />
                        </Suspense>
                      ),
                    },
                  ]
                : []),
            ]
          : []
      }
    />
  );
}
