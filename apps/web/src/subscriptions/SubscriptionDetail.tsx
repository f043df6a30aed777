import { Stack } from '@mantine/core';
import { updateSubscriptionSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_FIELDS } from '../customers/customerFields';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { CancelButton } from '../kit/form/CancelButton';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { EntityForm } from '../kit/form/EntityForm';
import { LinkUrl } from '../payment-links/LinkUrl';
import { PLAN_FIELDS } from '../plans/planFields';
import { TransactionsOf } from '../transactions/TransactionsOf';
import { NextCharge } from './NextCharge';
import { SubscriptionDiscounts } from './SubscriptionDiscounts';
import { SUBSCRIPTION_FIELDS } from './subscriptionFields';
import { LINK_STATUSES, SUBSCRIPTION_POPULATE } from './subscriptionView';
import { useSubscriptionApi } from './useSubscriptionApi';

const ENDED = ['CANCELLED', 'COMPLETED'];

/** 002 §2: a subscription's tabs Details, Plan, Customer, Transactions and Discounts; edit max_billing_cycle, cancel. */
export function SubscriptionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('subscription');
  const api = useSubscriptionApi(id);
  const { data, isLoading, error } = useRecord('subscription', id, SUBSCRIPTION_POPULATE);
  const ended = !!data && ENDED.includes(data.status);
  const planId = data ? (typeof data.plan === 'object' ? data.plan.id : data.plan) : '';
  const customerId = data ? (typeof data.customer === 'object' ? data.customer.id : data.customer) : '';
  const planAmount = data && typeof data.plan === 'object' ? data.plan.amount : 0;
  return (
    <DetailDrawer
      title={t('subscriptions.detailTitle')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'subscriptions.tabs.details',
                content: (
                  <Stack gap="md">
                    <NextCharge id={id} paypal={data.payment_product === 'paypal'} />
                    {data.subscription_url && LINK_STATUSES.includes(data.status) && (
                      <LinkUrl url={data.subscription_url} />
                    )}
                    <DetailFields fields={detailOf(SUBSCRIPTION_FIELDS, data)} />
                  </Stack>
                ),
              },
              ...(may('plan.list')
                ? [{ value: 'plan', labelKey: 'subscriptions.tabs.plan', content: <PlanTab id={planId} /> }]
                : []),
              ...(may('customer.list')
                ? [
                    {
                      value: 'customer',
                      labelKey: 'subscriptions.tabs.customer',
                      content: <CustomerTab id={customerId} />,
                    },
                  ]
                : []),
              ...(may('transaction.list')
                ? [
                    {
                      value: 'transactions',
                      labelKey: 'subscriptions.tabs.transactions',
                      content: (
                        <TransactionsOf
                          filter={{ subscription: id }}
                          caption={t('subscriptions.transactions')}
                          allLabel={t('subscriptions.allTransactions')}
                        />
                      ),
                    },
                  ]
                : []),
              {
                value: 'discounts',
                labelKey: 'subscriptions.tabs.discounts',
                content: (
                  <SubscriptionDiscounts
                    id={id}
                    planAmount={planAmount}
                    billingCycle={data.billing_cycle}
                    ended={ended}
                  />
                ),
              },
            ]
          : []
      }
      {...(data &&
        !ended &&
        may('subscription.update') && {
          actions: (
            <ConfirmButton
              variant="default"
              color="red"
              title={t('subscriptions.cancel')}
              message={t('subscriptions.cancelQuestion')}
              confirmLabel={t('subscriptions.cancel')}
              successMessage={t('subscriptions.cancelled')}
              onConfirm={api.cancel}
            >
              {t('subscriptions.cancel')}
            </ConfirmButton>
          ),
        })}
      {...(data &&
        !ended &&
        may('subscription.update') && {
          edit: (done: () => void) => (
            <EntityForm
              schema={updateSubscriptionSchema}
              defaultValues={{ max_billing_cycle: data.max_billing_cycle }}
              fields={[
                {
                  name: 'max_billing_cycle',
                  labelKey: 'fields:subscription.max_billing_cycle',
                  kind: 'number',
                  descriptionKey: 'subscriptions.editHint',
                },
              ]}
              submitLabelKey="form.save"
              successMessageKey="form.saved"
              secondary={<CancelButton onClick={done} />}
              onSubmit={async (values) => {
                await writes.update(data.id, values);
                done();
              }}
            />
          ),
        })}
    />
  );
}

function PlanTab({ id }: { id: string }) {
  const { data } = useRecord('plan', id, ['payment_profile', 'organisation', 'checkout']);
  return data ? <DetailFields fields={detailOf(PLAN_FIELDS, data)} /> : null;
}

function CustomerTab({ id }: { id: string }) {
  const { data } = useRecord('customer', id, ['organisation']);
  return data ? <DetailFields fields={detailOf(CUSTOMER_FIELDS, data)} /> : null;
}
