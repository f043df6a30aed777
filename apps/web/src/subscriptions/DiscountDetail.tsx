import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { DiscountForm } from './DiscountForm';
import { DISCOUNT_FIELDS } from './discountFields';

/** A subscription discount: its details, edit form and delete, by the user's roles. */
export function DiscountDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('subscriptiondiscount');
  return (
    <RecordDrawer
      resource="subscriptiondiscount"
      id={id}
      fields={DISCOUNT_FIELDS}
      onClose={onClose}
      title={(discount) => (discount ? discount.name : t('routes.discounts'))}
      remove={{
        question: 'subscriptions.discounts.deleteQuestion',
        values: (discount) => ({ name: discount.name }),
      }}
      edit={
        may('subscriptiondiscount.update')
          ? (discount, done) => (
              <DiscountForm
                discount={discount}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (body) => {
                  await writes.update(discount.id, body as never);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}
