import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import { processorFormFields } from './processorFormFields';
import { processorFormSchema } from './processorView';

export function ProcessorCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('processor');
  return (
    <SidePanel title={t('processors.create')} onClose={onClose}>
      <EntityForm
        schema={processorFormSchema}
        defaultValues={{
          name: '',
          gateway: 'direct',
          active: true,
          simulated_latency_ms: 0,
          simulated_outcome: null,
          settlement_delay_days: 2,
        }}
        fields={processorFormFields(t, false)}
        submitLabelKey="form.create"
        successMessageKey="processors.created"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}
