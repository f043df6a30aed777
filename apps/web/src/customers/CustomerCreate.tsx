import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { organisationTree } from '../organisations/organisationTree';
import { useOrganisations } from '../organisations/useOrganisations';
import { CustomerForm } from './CustomerForm';

export function CustomerCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('customer');
  const organisations = useOrganisations();
  // The user's own organisation first: the default.
  const options = useMemo(() => {
    const owner = organisationTree(organisations.data ?? [])[0]?.organisation;
    return (organisations.data ?? [])
      .map(({ id, name }) => ({ value: id, label: name }))
      .sort((a, b) => Number(b.value === owner?.id) - Number(a.value === owner?.id));
  }, [organisations.data]);
  return (
    <SidePanel title={t('customers.create')} onClose={onClose}>
      {organisations.data && (
        <CustomerForm
          organisations={options}
          submitLabelKey="form.create"
          successMessageKey="customers.created"
          onSubmit={async (values) => {
            await writes.create(values as never);
            onClose();
          }}
        />
      )}
    </SidePanel>
  );
}
