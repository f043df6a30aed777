import { updateProcessorSettlementSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { formFieldsOf } from '../kit/fields/formFieldsOf';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { PROCESSOR_SETTLEMENT_FIELDS } from './processorSettlementFields';
import { ReconciliationView } from './ReconciliationView';

const EDIT_FIELDS = formFieldsOf(PROCESSOR_SETTLEMENT_FIELDS, ['name', 'type', 'active']);

/** A processor settlement: its details (editable by role) and its reconciliation. */
export function ProcessorSettlementDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('processorsettlement');
  const record = useRecord('processorsettlement', id, PROCESSOR_SETTLEMENT_FIELDS.populate);
  const settlement = record.data;
  return (
    <DetailDrawer
      title={settlement?.name ?? t('routes.processorSettlements')}
      onClose={onClose}
      loading={record.isLoading}
      error={record.error}
      tabs={
        settlement
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: <DetailFields fields={detailOf(PROCESSOR_SETTLEMENT_FIELDS, settlement)} />,
              },
              {
                value: 'reconciliation',
                labelKey: 'admin.reconciliation.title',
                content: <ReconciliationView id={settlement.id} />,
              },
            ]
          : []
      }
      {...(settlement &&
        may('processorsettlement.update') && {
          edit: (done: () => void) => (
            <EntityForm
              schema={updateProcessorSettlementSchema}
              defaultValues={{ name: settlement.name, type: settlement.type, active: settlement.active }}
              fields={EDIT_FIELDS}
              submitLabelKey="form.save"
              successMessageKey="form.saved"
              secondary={<CancelButton onClick={done} />}
              onSubmit={async (values) => {
                await writes.update(settlement.id, values);
                done();
              }}
            />
          ),
        })}
    />
  );
}
