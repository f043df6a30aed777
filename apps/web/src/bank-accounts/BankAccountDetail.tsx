import { formatIban, refName, updateBankAccountSchema } from '@psp/domain';
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
import {
  BANK_ACCOUNT_FIELDS,
  BANK_ACCOUNT_POPULATE,
  type BankAccountRow,
  knownCurrency,
} from './bankAccountView';

/** A bank account's read view (the whole IBAN), edit form and delete, by the user's roles. */
export function BankAccountDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('bankaccount');
  const field = (name: string) => `fields:bankaccount.${name}`;
  return (
    <RecordDrawer
      resource="bankaccount"
      id={id}
      populate={BANK_ACCOUNT_POPULATE}
      onClose={onClose}
      title={(account) =>
        account ? t('bankAccounts.detailTitle', { holder: account.holder_name }) : t('routes.bankAccounts')
      }
      details={(account) => (
        <DetailFields
          fields={[
            { labelKey: field('id'), value: <CopyableId value={account.id} /> },
            { labelKey: field('holder_name'), value: account.holder_name },
            { labelKey: field('iban'), value: <CopyableId value={formatIban(account.iban)} /> },
            { labelKey: field('bic'), value: account.bic },
            { labelKey: field('currency_code'), value: account.currency_code },
            { labelKey: field('organisation'), value: refName(account.organisation) },
            { labelKey: field('created_at'), value: <DateTime value={account.created_at} /> },
            { labelKey: field('updated_at'), value: <DateTime value={account.updated_at} /> },
          ]}
        />
      )}
      {...(may('bankaccount.delete') && {
        actions: (account: BankAccountRow) => (
          <DeleteButton
            messageKey="bankAccounts.deleteQuestion"
            messageValues={{ holder: account.holder_name }}
            onDelete={() => writes.remove(account.id)}
            onDeleted={onClose}
          />
        ),
      })}
      {...(may('bankaccount.update') && {
        edit: (account: BankAccountRow, done: () => void) => (
          <EntityForm
            schema={updateBankAccountSchema}
            defaultValues={{
              holder_name: account.holder_name,
              iban: formatIban(account.iban),
              bic: account.bic ?? '',
              currency_code: knownCurrency(account.currency_code),
            }}
            fields={BANK_ACCOUNT_FIELDS}
            submitLabelKey="form.save"
            successMessageKey="form.saved"
            secondary={<CancelButton onClick={done} />}
            onSubmit={async (values) => {
              await writes.update(account.id, values);
              done();
            }}
          />
        ),
      })}
    />
  );
}
