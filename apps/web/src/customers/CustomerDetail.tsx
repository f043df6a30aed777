import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { DateTime } from '../kit/format/DateTime';
import { StatusTag } from '../kit/format/StatusTag';
import { Icon } from '../kit/icons/Icon';
import { useTransactionsUrl } from '../transactions/TransactionReferenceLink';
import { CustomerTransactions } from './CustomerTransactions';
import { type CustomerRow, customerFullName } from './customerView';

/** 002 §2: a customer's Overview and, for users who may list transactions, their Transactions. */
export function CustomerDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const url = useTransactionsUrl();
  const { data, isLoading, error } = useRecord<CustomerRow>('customer', id);
  const field = (name: string) => `fields:customer.${name}`;
  const mayListTransactions = may('transaction.list');
  return (
    <DetailDrawer
      title={data ? customerFullName(data) : t('routes.customers')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'overview',
                labelKey: 'customers.tabs.overview',
                content: (
                  <DetailFields
                    fields={[
                      {
                        labelKey: field('id'),
                        value: (
                          <Group gap="xs">
                            <CopyableId value={data.id} />
                            {mayListTransactions && (
                              <ActionIcon
                                component={Link}
                                to={url({ customer: data.id })}
                                variant="subtle"
                                aria-label={t('customers.viewTransactions')}
                                title={t('customers.viewTransactions')}
                              >
                                <Icon name="eye" size={16} />
                              </ActionIcon>
                            )}
                          </Group>
                        ),
                      },
                      { labelKey: field('email_address'), value: data.email_address },
                      {
                        labelKey: field('segment'),
                        value:
                          data.segment &&
                          t(`customers.segment.${data.segment}`, { defaultValue: data.segment }),
                      },
                      {
                        labelKey: field('status'),
                        value: <StatusTag family="customer" status={data.status} />,
                      },
                      { labelKey: field('status_reason'), value: data.status_reason },
                      { labelKey: field('merchant_reference'), value: data.merchant_reference },
                      { labelKey: field('city'), value: data.city },
                      { labelKey: field('country_code'), value: data.country_code },
                      { labelKey: field('created_at'), value: <DateTime value={data.created_at} /> },
                    ]}
                  />
                ),
              },
              ...(mayListTransactions
                ? [
                    {
                      value: 'transactions',
                      labelKey: 'customers.tabs.transactions',
                      content: <CustomerTransactions customerId={data.id} />,
                    },
                  ]
                : []),
            ]
          : []
      }
    />
  );
}
