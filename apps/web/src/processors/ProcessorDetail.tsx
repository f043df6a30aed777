import { type PaymentProduct, updateProcessorSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { PROCESSOR_FIELDS } from './processorFields';
import { processorFormFields } from './processorFormFields';

/** A processor's read view, edit form and delete, by the user's roles. */
export function ProcessorDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('processor');
  return (
    <RecordDrawer
      resource="processor"
      id={id}
      fields={PROCESSOR_FIELDS}
      onClose={onClose}
      title={(processor) =>
        processor ? t('processors.detailTitle', { name: processor.name }) : t('routes.processors')
      }
      remove={{ question: 'processors.deleteQuestion', values: (processor) => ({ name: processor.name }) }}
      edit={
        may('processor.update')
          ? (processor, done) => (
              <EntityForm
                schema={updateProcessorSchema}
                defaultValues={{
                  name: processor.name,
                  payment_product: processor.payment_product as PaymentProduct,
                  gateway: processor.gateway,
                  active: processor.active,
                  simulated_latency_ms: processor.simulated_latency_ms,
                  simulated_outcome: processor.simulated_outcome,
                  settlement_delay_days: processor.settlement_delay_days,
                }}
                fields={processorFormFields(t, true)}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (values) => {
                  await writes.update(processor.id, values);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}
