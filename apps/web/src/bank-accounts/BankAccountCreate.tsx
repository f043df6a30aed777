import { createBankAccountSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { organisationTree } from '../organisations/organisationTree';
import { useOrganisations } from '../organisations/useOrganisations';
import { bankAccountCreateFields, knownCurrency } from './bankAccountView';

export function BankAccountCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { me, viewed } = useAccess();
  const writes = useResourceWrites('bankaccount');
  const organisations = useOrganisations();
  const options = (organisations.data ?? []).map(({ id, name }) => ({ value: id, label: name }));
  const owner = organisationTree(organisations.data ?? [])[0]?.organisation;
  return (
    <SidePanel title={t('bankAccounts.create')} onClose={onClose}>
      {organisations.data && (
        <EntityForm
          schema={createBankAccountSchema}
          defaultValues={{
            organisation: owner?.id,
            holder_name: owner?.name ?? '',
            iban: '',
            bic: '',
            currency_code: knownCurrency((viewed ?? me.organisation).base_currency),
          }}
          fields={bankAccountCreateFields(options)}
          submitLabelKey="form.create"
          successMessageKey="bankAccounts.created"
          secondary={<CancelButton onClick={onClose} />}
          onSubmit={async (values) => {
            await writes.create(values);
            onClose();
          }}
        />
      )}
    </SidePanel>
  );
}
