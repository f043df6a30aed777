import { type PaymentProduct, refName, updateProcessorSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailFields } from '../kit/detail/DetailFields';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { DeleteButton } from '../kit/form/DeleteButton';
import { EntityForm } from '../kit/form/EntityForm';
import { DateTime } from '../kit/format/DateTime';
import { ActiveBadge, OutcomeText } from './processorColumns';
import { processorFields } from './processorFields';
import { PROCESSOR_POPULATE, type ProcessorRow } from './processorView';

/** A processor's read view, edit form and delete, by the user's roles. */
export function ProcessorDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('processor');
  const field = (name: string) => `fields:processor.${name}`;
  return (
    <RecordDrawer
      resource="processor"
      id={id}
      populate={PROCESSOR_POPULATE}
      onClose={onClose}
      title={(processor) =>
        processor ? t('processors.detailTitle', { name: processor.name }) : t('routes.processors')
      }
      details={(processor) => (
        <DetailFields
          fields={[
            { labelKey: field('id'), value: <CopyableId value={processor.id} /> },
            { labelKey: field('name'), value: processor.name },
            { labelKey: field('organisation'), value: refName(processor.organisation) },
            {
              labelKey: field('payment_product'),
              value: t(`shareCredentials.option.${processor.payment_product}`),
            },
            { labelKey: field('gateway'), value: t(`shareCredentials.option.${processor.gateway}`) },
            { labelKey: field('active'), value: <ActiveBadge active={processor.active} /> },
            {
              labelKey: field('simulated_outcome'),
              value: <OutcomeText outcome={processor.simulated_outcome} />,
            },
            { labelKey: field('simulated_latency_ms'), value: String(processor.simulated_latency_ms) },
            { labelKey: field('settlement_delay_days'), value: String(processor.settlement_delay_days) },
            { labelKey: field('created_at'), value: <DateTime value={processor.created_at} /> },
            { labelKey: field('updated_at'), value: <DateTime value={processor.updated_at} /> },
          ]}
        />
      )}
      {...(may('processor.delete') && {
        actions: (processor: ProcessorRow) => (
          <DeleteButton
            messageKey="processors.deleteQuestion"
            messageValues={{ name: processor.name }}
            onDelete={() => writes.remove(processor.id)}
            onDeleted={onClose}
          />
        ),
      })}
      {...(may('processor.update') && {
        edit: (processor: ProcessorRow, done: () => void) => (
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
            fields={processorFields(t, true)}
            submitLabelKey="form.save"
            successMessageKey="form.saved"
            secondary={<CancelButton onClick={done} />}
            onSubmit={async (values) => {
              await writes.update(processor.id, values);
              done();
            }}
          />
        ),
      })}
    />
  );
}
