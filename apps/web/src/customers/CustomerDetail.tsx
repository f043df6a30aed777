import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { CancelButton } from '../kit/form/CancelButton';
import { Icon } from '../kit/icons/Icon';
import { useTransactionsUrl } from '../transactions/TransactionReferenceLink';
import { TransactionsOf } from '../transactions/TransactionsOf';
import { CustomerForm } from './CustomerForm';
import { CUSTOMER_FIELDS } from './customerFields';
import { customerFullName } from './customerView';

/** 002 §2: a customer's Overview and, for users who may list transactions, their Transactions; edit by role. */
export function CustomerDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const url = useTransactionsUrl();
  const { data, isLoading, error } = useRecord('customer', id, ['organisation']);
  const writes = useResourceWrites('customer');
  const mayListTransactions = may('transaction.list');
  return (
    <DetailDrawer
      title={data ? customerFullName(data) : t('routes.customers')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      {...(data &&
        may('customer.update') && {
          edit: (done: () => void) => (
            <CustomerForm
              customer={{ ...data, organisation: data.organisation as string }}
              submitLabelKey="form.save"
              successMessageKey="form.saved"
              secondary={<CancelButton onClick={done} />}
              onSubmit={async (body) => {
                await writes.update(data.id, body as never);
                done();
              }}
            />
          ),
        })}
      tabs={
        data
          ? [
              {
                value: 'overview',
                labelKey: 'customers.tabs.overview',
                content: (
                  <Stack gap="xs">
                    {mayListTransactions && (
                      <Group justify="flex-end">
                        <Button
                          component={Link}
                          to={url({ customer: data.id })}
                          variant="subtle"
                          size="xs"
                          leftSection={<Icon name="eye" size={16} />}
                        >
                          {t('customers.viewTransactions')}
                        </Button>
                      </Group>
                    )}
                    <DetailFields fields={detailOf(CUSTOMER_FIELDS, data)} />
                  </Stack>
                ),
              },
              ...(mayListTransactions
                ? [
                    {
                      value: 'transactions',
                      labelKey: 'customers.tabs.transactions',
                      content: (
                        <TransactionsOf
                          filter={{ customer: data.id }}
                          caption={t('customers.transactions')}
                          allLabel={t('customers.allTransactions')}
                        />
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
