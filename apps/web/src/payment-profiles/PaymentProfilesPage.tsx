import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { PaymentProfileCreate } from './PaymentProfileCreate';
import { PaymentProfileDetail } from './PaymentProfileDetail';
import { PAYMENT_PROFILE_FIELDS } from './paymentProfileFields';

const FILTERS: readonly FilterDefinition<'paymentprofile'>[] = [
  { kind: 'text', field: 'id', labelKey: 'fields:paymentprofile.id' },
];

/** 000 §2 payment profiles: the merchant's own, or a viewed merchant's under /psp/merchants/{id}. */
export function PaymentProfilesPage() {
  const { t } = useTranslation();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.paymentProfiles')}
      resource="paymentprofile"
      tableId="paymentProfiles"
      fields={PAYMENT_PROFILE_FIELDS}
      filters={FILTERS}
      renderDetail={(id, close) => <PaymentProfileDetail id={id} onClose={close} />}
      {...(may('paymentprofile.create') && {
        create: {
          labelKey: 'paymentProfiles.create',
          render: (close) => <PaymentProfileCreate onClose={close} />,
        },
      })}
    />
  );
}
