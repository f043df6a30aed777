import type { SettlementUpdateDraft } from '@psp/domain';
import { createSettlementUpdateSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import { LocalDateTimeInput } from './LocalDateTimeInput';

const settlementName = (settlement: { name: string }) => settlement.name;

/**
 * 001 §5: the processor settlement and last are required, update_last_run is on by default; a reverse
 * (last = the old last, no run) or a clone (001 §2.9: the same three values) comes prefilled. After
 * saving, the new update's detail opens.
 */
export function SettlementUpdateCreate({
  draft,
  onCreated,
  onClose,
}: {
  draft?: SettlementUpdateDraft | undefined;
  onCreated: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useResourceWrites('settlementupdate');
  const settlements = useResourceOptions(
    'processorsettlement',
    { _limit: 500, _sort: 'name' },
    settlementName,
  );
  return (
    <SidePanel
      title={t(draft ? `admin.settlementUpdates.${draft.kind}` : 'admin.settlementUpdates.create')}
      onClose={onClose}
    >
      <EntityForm
        schema={createSettlementUpdateSchema}
        defaultValues={draft?.values ?? { processor_settlement: '', last: '', update_last_run: true }}
        fields={[
          {
            name: 'processor_settlement',
            labelKey: 'fields:settlementupdate.processor_settlement',
            kind: 'select',
            searchable: true,
            required: true,
            options: settlements.options,
          },
          {
            name: 'last',
            labelKey: 'fields:settlementupdate.last',
            kind: 'custom',
            required: true,
            render: (input) => <LocalDateTimeInput {...input} />,
          },
          { name: 'update_last_run', labelKey: 'fields:settlementupdate.update_last_run', kind: 'checkbox' },
        ]}
        submitLabelKey="form.create"
        successMessageKey="admin.settlementUpdates.created"
        onSubmit={async (values) => {
          const created = await writes.create(values);
          onCreated(created.id);
        }}
      />
    </SidePanel>
  );
}
