import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { type EditedPlan, PlanForm } from './PlanForm';
import { PLAN_FIELDS } from './planFields';

/** A plan: its details, edit form and delete, by the user's roles. */
export function PlanDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('plan');
  return (
    <RecordDrawer
      resource="plan"
      id={id}
      fields={PLAN_FIELDS}
      onClose={onClose}
      title={(plan) => (plan ? plan.name : t('routes.plans'))}
      remove={{ question: 'subscriptions.plans.deleteQuestion', values: (plan) => ({ name: plan.name }) }}
      // The form reads the amount in the currency of the populated profile.
      editable={(plan) => typeof plan.payment_profile === 'object'}
      edit={
        may('plan.update')
          ? (plan, done) => (
              <PlanForm
                plan={plan as unknown as EditedPlan}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (body) => {
                  await writes.update(plan.id, body as never);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}
