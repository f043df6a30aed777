import { formatIban, updateBankAccountSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import { BANK_ACCOUNT_FIELDS } from './bankAccountFields';
import { BANK_ACCOUNT_FORM_FIELDS, knownCurrency } from './bankAccountView';

/** A bank account's read view (the whole IBAN), edit form and delete, by the user's roles. */
export function BankAccountDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('bankaccount');
  return (
    <RecordDrawer
      resource="bankaccount"
      id={id}
      fields={BANK_ACCOUNT_FIELDS}
      onClose={onClose}
      title={(account) =>
        account ? t('bankAccounts.detailTitle', { holder: account.holder_name }) : t('routes.bankAccounts')
      }
      remove={{
        question: 'bankAccounts.deleteQuestion',
        values: (account) => ({ holder: account.holder_name }),
      }}
      edit={
        may('bankaccount.update')
          ? (account, done) => (
              <EntityForm
                schema={updateBankAccountSchema}
                defaultValues={{
                  holder_name: account.holder_name,
                  iban: formatIban(account.iban),
                  bic: account.bic ?? '',
                  currency_code: knownCurrency(account.currency_code),
                }}
                fields={BANK_ACCOUNT_FORM_FIELDS}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (values) => {
                  await writes.update(account.id, values);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}
