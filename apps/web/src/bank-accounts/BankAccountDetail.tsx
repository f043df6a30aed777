import { formatIban, refName, updateBankAccountSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
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
  const { data, isLoading, error } = useRecord<BankAccountRow>('bankaccount', id, BANK_ACCOUNT_POPULATE);
  const writes = useResourceWrites<BankAccountRow>('bankaccount');
  const field = (name: string) => `fields:bankaccount.${name}`;
  return (
    <DetailDrawer
      title={data ? t('bankAccounts.detailTitle', { holder: data.holder_name }) : t('routes.bankAccounts')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: (
                  <DetailFields
                    fields={[
                      { labelKey: field('id'), value: <CopyableId value={data.id} /> },
                      { labelKey: field('holder_name'), value: data.holder_name },
                      { labelKey: field('iban'), value: <CopyableId value={formatIban(data.iban)} /> },
                      { labelKey: field('bic'), value: data.bic },
                      { labelKey: field('currency_code'), value: data.currency_code },
                      { labelKey: field('organisation'), value: refName(data.organisation) },
                      { labelKey: field('created_at'), value: <DateTime value={data.created_at} /> },
                      { labelKey: field('updated_at'), value: <DateTime value={data.updated_at} /> },
                    ]}
                  />
                ),
              },
            ]
          : []
      }
      {...(data &&
        may('bankaccount.delete') && {
          actions: (
            <DeleteButton
              messageKey="bankAccounts.deleteQuestion"
              messageValues={{ holder: data.holder_name }}
              onDelete={() => writes.remove(data.id)}
              onDeleted={onClose}
            />
          ),
        })}
      {...(data &&
        may('bankaccount.update') && {
          edit: (done: () => void) => (
            <EntityForm
              schema={updateBankAccountSchema}
              defaultValues={{
                holder_name: data.holder_name,
                iban: formatIban(data.iban),
                bic: data.bic ?? '',
                currency_code: knownCurrency(data.currency_code),
              }}
              fields={BANK_ACCOUNT_FIELDS}
              submitLabelKey="form.save"
              successMessageKey="form.saved"
              secondary={<CancelButton onClick={done} />}
              onSubmit={async (values) => {
                await writes.update(data.id, values);
                done();
              }}
            />
          ),
        })}
    />
  );
}
