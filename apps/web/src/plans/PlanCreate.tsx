import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { PlanForm } from './PlanForm';

export function PlanCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('plan');
  return (
    <SidePanel title={t('subscriptions.plans.create')} onClose={onClose}>
      <PlanForm
        submitLabelKey="form.create"
        successMessageKey="subscriptions.plans.created"
        onSubmit={async (body) => {
          await writes.create(body as never);
          onClose();
        }}
      />
    </SidePanel>
  );
}
