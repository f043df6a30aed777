import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { BankAccountCreate } from './BankAccountCreate';
import { BankAccountDetail } from './BankAccountDetail';
import { BANK_ACCOUNT_FIELDS } from './bankAccountFields';

/** 000 §2 bank accounts of the scope's organisations; the list masks the IBAN, the detail shows it. */
export function BankAccountsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.bankAccounts')}
      resource="bankaccount"
      tableId="bankAccounts"
      fields={BANK_ACCOUNT_FIELDS}
      renderDetail={(id, close) => <BankAccountDetail id={id} onClose={close} />}
      {...(may('bankaccount.create') && {
        create: { labelKey: 'bankAccounts.create', render: (close) => <BankAccountCreate onClose={close} /> },
      })}
    />
  );
}
