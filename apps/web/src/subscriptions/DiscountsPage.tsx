import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { SidePanel } from '../kit/detail/SidePanel';
import { detailOf } from '../kit/fields/detailOf';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { ListPage } from '../kit/list/ListPage';
import { DISCOUNT_FIELDS } from './discountFields';

const DiscountForm = lazy(() =>
  import('./DiscountForm').then((module) => ({ default: module.DiscountForm })),
);

/** 002 §2 subscription discounts: create, update and delete. */
export function DiscountsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('subscriptiondiscount');
  return (
    <ListPage
      title={t('routes.discounts')}
      resource="subscriptiondiscount"
      tableId="subscription-discounts"
      fields={DISCOUNT_FIELDS}
      renderDetail={(id, close) => <DiscountDetail id={id} onClose={close} />}
      {...(may('subscriptiondiscount.create') && {
        create: {
          labelKey: 'subscriptions.discounts.create',
          render: (close) => (
            <SidePanel title={t('subscriptions.discounts.create')} onClose={close}>
              <Suspense fallback={null}>
                <DiscountForm
                  submitLabelKey="form.create"
                  successMessageKey="subscriptions.discounts.created"
                  onSubmit={async (body) => {
                    await writes.create(body as never);
                    close();
                  }}
                />
              </Suspense>
            </SidePanel>
          ),
        },
      })}
    />
  );
}

function DiscountDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('subscriptiondiscount');
  const { data, isLoading, error } = useRecord('subscriptiondiscount', id, ['organisation']);
  return (
    <DetailDrawer
      title={data ? data.name : t('routes.discounts')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'subscriptions.tabs.details',
                content: <DetailFields fields={detailOf(DISCOUNT_FIELDS, data)} />,
              },
            ]
          : []
      }
      {...(data &&
        may('subscriptiondiscount.delete') && {
          actions: (
            <DeleteButton
              messageKey="subscriptions.discounts.deleteQuestion"
              messageValues={{ name: data.name }}
              onDelete={() => writes.remove(data.id)}
              onDeleted={onClose}
            />
          ),
        })}
      {...(data &&
        may('subscriptiondiscount.update') && {
          edit: (done: () => void) => (
            <Suspense fallback={null}>
              <DiscountForm
                discount={{ ...data, organisation: id }}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (body) => {
                  await writes.update(data.id, body as never);
                  done();
                }}
              />
            </Suspense>
          ),
        })}
    />
  );
}
