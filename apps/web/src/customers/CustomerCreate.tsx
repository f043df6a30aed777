import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { useOrganisationOptions } from '../organisations/useOrganisations';
import { CustomerForm } from './CustomerForm';

export function CustomerCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('customer');
  const organisations = useOrganisationOptions();
  return (
    <SidePanel title={t('customers.create')} onClose={onClose}>
      {organisations && (
        <CustomerForm
          organisations={organisations}
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
