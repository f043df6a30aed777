import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { DiscountForm } from './DiscountForm';
import { DISCOUNT_FIELDS } from './discountFields';

/** A subscription discount: its details, edit form and delete, by the user's roles. */
export function DiscountDetail({ id, onClose }: { id: string; onClose: () => void }) {
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
            <DiscountForm
              discount={data}
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
    />
  );
}
