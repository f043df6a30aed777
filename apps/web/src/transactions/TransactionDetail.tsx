import { Badge } from '@mantine/core';
import { refId } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useRecord } from '../kit/api/useRecord';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import { currencyOf, customerName, TRANSACTION_POPULATE } from './transactionView';

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={value ? 'orange' : 'gray'} radius="sm" tt="none">
      {t(value ? 'common.yes' : 'common.no')}
    </Badge>
  );
}

const optionalId = (value: string | { id: string } | null) => {
  const id = refId(value);
  return id && <CopyableId value={id} />;
};

/** The detail panel of a transaction: its payment, customer and technical fields. */
export function TransactionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useRecord('transaction', id, TRANSACTION_POPULATE);
  const field = (name: string) => `fields:transaction.${name}`;
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
      tabs={
        data
          ? [
              {
                value: 'payment',
                labelKey: 'transactions.tabs.payment',
                content: (
                  <DetailFields
                    fields={[
                      { labelKey: field('id'), value: <CopyableId value={data.id} /> },
                      { labelKey: field('merchant_reference'), value: data.merchant_reference },
                      {
                        labelKey: field('amount'),
                        value: <Money amount={data.amount} currency={currencyOf(data)} />,
                      },
                      {
                        labelKey: field('status'),
                        value: <StatusTag family="transaction" status={data.status} />,
                      },
                      { labelKey: field('status_reason'), value: data.status_reason },
                      { labelKey: field('description'), value: data.description },
                      { labelKey: field('payment_product'), value: data.payment_product },
                      { labelKey: field('payment_product_type'), value: data.payment_product_type },
                      { labelKey: field('recurring_type'), value: data.recurring_type },
                      { labelKey: field('blocked'), value: <YesNo value={data.blocked} /> },
                      { labelKey: field('three_d_secure'), value: <YesNo value={data.three_d_secure} /> },
                      { labelKey: field('created_at'), value: <DateTime value={data.created_at} /> },
                      { labelKey: field('updated_at'), value: <DateTime value={data.updated_at} /> },
                    ]}
                  />
                ),
              },
              {
                value: 'customer',
                labelKey: 'transactions.tabs.customer',
                content: (
                  <DetailFields
                    fields={[
                      { labelKey: field('customer'), value: customerName(data) ?? refId(data.customer) },
                      { labelKey: 'fields:customer.id', value: optionalId(data.customer) },
                      { labelKey: field('country_code'), value: data.country_code },
                      { labelKey: field('ip_address'), value: data.ip_address },
                      { labelKey: field('platform'), value: data.platform },
                      { labelKey: field('browser'), value: data.browser },
                    ]}
                  />
                ),
              },
              {
                value: 'processing',
                labelKey: 'transactions.tabs.processing',
                content: (
                  <DetailFields
                    fields={[
                      { labelKey: field('payment_profile'), value: optionalId(data.payment_profile) },
                      { labelKey: field('processor'), value: optionalId(data.processor) },
                      { labelKey: field('processor_id_external'), value: data.processor_id_external },
                      { labelKey: field('organisation'), value: optionalId(data.organisation) },
                      { labelKey: field('card'), value: data.card && <CopyableId value={data.card} /> },
                      { labelKey: field('settlement'), value: optionalId(data.settlement) },
                      { labelKey: field('subscription'), value: optionalId(data.subscription) },
                      { labelKey: field('subscription_cycle'), value: data.subscription_cycle },
                    ]}
                  />
                ),
              },
            ]
          : []
      }
    />
  );
}
