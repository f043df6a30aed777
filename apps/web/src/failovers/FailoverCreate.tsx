import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { FailoverForm } from './FailoverForm';

export function FailoverCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { me, scope } = useAccess();
  const writes = useResourceWrites('failover');
  return (
    <SidePanel title={t('failovers.create')} onClose={onClose}>
      <FailoverForm
        organisation={scope.kind === 'merchantAsProvider' ? scope.merchantId : me.organisation.id}
        submitLabelKey="form.create"
        successMessageKey="failovers.created"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}
