import { Anchor, Stack } from '@mantine/core';
import { type DecisionTrace, refId } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { ChargebacksOfTransaction } from './ChargebacksOfTransaction';
import { DecisionTraceView } from './DecisionTraceView';
import { RefundsOfTransaction } from './RefundsOfTransaction';
import { StatusTimeline } from './StatusTimeline';
import { TransactionActions } from './TransactionActions';
import { TransactionStatus } from './TransactionStatus';
import { currencyOf, customerName, TRANSACTION_POPULATE, type TransactionRow } from './transactionView';

const field = (name: string) => `fields:transaction.${name}`;

/** The status with its reason, flagged when a ruleset or fraud screening blocked the payment. */
function StatusWithReason({ row }: { row: TransactionRow }) {
  return (
    <Stack gap={2} align="flex-start">
      <TransactionStatus row={row} />
      {row.status_reason}
    </Stack>
  );
}

function Overview({ row }: { row: TransactionRow }) {
  const { scope } = useAccess();
  const customerId = refId(row.customer);
  const profile = typeof row.payment_profile === 'object' ? row.payment_profile : undefined;
  return (
    <DetailFields
      fields={[
        { labelKey: field('id'), value: <CopyableId value={row.id} /> },
        { labelKey: field('amount'), value: <Money amount={row.amount} currency={currencyOf(row)} /> },
        { labelKey: field('status'), value: <StatusWithReason row={row} /> },
        { labelKey: field('merchant_reference'), value: row.merchant_reference },
        { labelKey: field('payment_product'), value: row.payment_product },
        { labelKey: field('payment_product_type'), value: row.payment_product_type },
        {
          labelKey: field('customer'),
          value: customerId && (
            <Anchor
              component={Link}
              to={`${scope.basePath}customers?_open=${encodeURIComponent(customerId)}`}
              size="sm"
            >
              {customerName(row)}
            </Anchor>
          ),
        },
        { labelKey: field('payment_profile'), value: profile?.name ?? refId(row.payment_profile) },
        {
          labelKey: field('processor'),
          value: refId(row.processor) && <CopyableId value={refId(row.processor)!} />,
        },
        { labelKey: field('processor_id_external'), value: row.processor_id_external },
        { labelKey: field('subscription_cycle'), value: row.subscription_cycle },
        { labelKey: field('recurring_type'), value: row.recurring_type },
        { labelKey: field('country_code'), value: row.country_code },
        { labelKey: field('platform'), value: row.platform },
        { labelKey: field('browser'), value: row.browser },
        { labelKey: field('description'), value: row.description },
        { labelKey: field('created_at'), value: <DateTime value={row.created_at} /> },
        { labelKey: field('updated_at'), value: <DateTime value={row.updated_at} /> },
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
  const { data, isLoading, error } = useRecord<TransactionRow>('transaction', id, TRANSACTION_POPULATE);
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
                content: <DecisionTraceView trace={data.decision as DecisionTrace | null} />,
              },
              ...(may('refund.list')
                ? [
                    {
                      value: 'refunds',
                      labelKey: 'transactions.tabs.refunds',
                      content: <RefundsOfTransaction transactionId={data.id} />,
                    },
                  ]
                : []),
              ...(may('chargeback.list')
                ? [
                    {
                      value: 'chargebacks',
                      labelKey: 'transactions.tabs.chargebacks',
                      content: <ChargebacksOfTransaction transactionId={data.id} />,
                    },
                  ]
                : []),
            ]
          : []
      }
    />
  );
}
