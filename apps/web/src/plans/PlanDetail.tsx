import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { type EditedPlan, PlanForm } from './PlanForm';
import { PLAN_FIELDS } from './planFields';

/** A plan: its details, edit form and delete, by the user's roles. */
export function PlanDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('plan');
  const { data, isLoading, error } = useRecord('plan', id, ['payment_profile', 'organisation', 'checkout']);
  return (
    <DetailDrawer
      title={data ? data.name : t('routes.plans')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'subscriptions.tabs.details',
                content: <DetailFields fields={detailOf(PLAN_FIELDS, data)} />,
              },
            ]
          : []
      }
      {...(data &&
        may('plan.delete') && {
          actions: (
            <DeleteButton
              messageKey="subscriptions.plans.deleteQuestion"
              messageValues={{ name: data.name }}
              onDelete={() => writes.remove(data.id)}
              onDeleted={onClose}
            />
          ),
        })}
      {...(data &&
        may('plan.update') &&
        typeof data.payment_profile === 'object' && {
          edit: (done: () => void) => (
            <PlanForm
              plan={data as unknown as EditedPlan}
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
