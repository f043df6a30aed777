import { LANGUAGE_LOCALES } from '@psp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { EntityForm } from '../kit/form/EntityForm';
import { useLanguage } from '../kit/format/useLanguage';
import { organisationTree } from '../organisations/organisationTree';
import { useOrganisations } from '../organisations/useOrganisations';
import { customerCreateSchema, customerFormFields } from './customerView';

export function CustomerCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const writes = useResourceWrites('customer');
  const organisations = useOrganisations();
  const fields = useMemo(
    () =>
      customerFormFields(
        t,
        new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' }),
        (organisations.data ?? []).map(({ id, name }) => ({ value: id, label: name })),
      ),
    [t, language, organisations.data],
  );
  const owner = organisationTree(organisations.data ?? [])[0]?.organisation;
  return (
    <SidePanel title={t('customers.create')} onClose={onClose}>
      {organisations.data && (
        <EntityForm
          schema={customerCreateSchema}
          defaultValues={{ organisation: owner?.id, email_address: '', status: 'UNKNOWN' }}
          fields={fields}
          submitLabelKey="form.create"
          successMessageKey="customers.created"
          onSubmit={async (values) => {
            await writes.create(values);
            onClose();
          }}
        />
      )}
    </SidePanel>
  );
}
