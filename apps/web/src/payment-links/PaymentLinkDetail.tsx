import { isOpenLink } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { TransactionsOf } from '../transactions/TransactionsOf';
import { LinkEditForm } from './LinkEditForm';
import { PAYMENT_LINK_FIELDS } from './paymentLinkFields';

/**
 * A payment link: every field with its URL to copy, its payments (a reusable link has many), and Edit
 * (description, expiry) and Deactivate while it is open, for users who may update links.
 */
export function PaymentLinkDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('paymentlink');
  const { data, isLoading, error } = useRecord('paymentlink', id, PAYMENT_LINK_FIELDS.populate);
  const title = data?.merchant_reference ?? data?.description;
  return (
    <DetailDrawer
      title={title ? t('paymentLinks.detailTitle', { name: title }) : t('routes.paymentLinks')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      {...(data?.active &&
        isOpenLink(data.status) &&
        may('paymentlink.update') && {
          edit: (done: () => void) => <LinkEditForm resource="paymentlink" link={data} done={done} />,
        })}
      actions={
        data?.active &&
        isOpenLink(data.status) &&
        may('paymentlink.deactivate') && (
          <ConfirmButton
            variant="light"
            color="red"
            title={t('paymentLinks.deactivate')}
            message={t('paymentLinks.deactivateQuestion')}
            confirmLabel={t('paymentLinks.deactivate')}
            successMessage={t('paymentLinks.deactivated')}
            onConfirm={() => writes.action(data.id, 'deactivate')}
          >
            {t('paymentLinks.deactivate')}
          </ConfirmButton>
        )
      }
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'detail.details',
                content: <DetailFields fields={detailOf(PAYMENT_LINK_FIELDS, data)} />,
              },
              ...(may('transaction.list')
                ? [
                    {
                      value: 'payments',
                      labelKey: 'paymentLinks.payments',
                      content: (
                        <TransactionsOf
                          filter={{ payment_link: data.id }}
                          caption={t('paymentLinks.payments')}
                          allLabel={t('paymentLinks.allPayments')}
                        />
                      ),
                    },
                  ]
                : []),
            ]
          : []
      }
    />
  );
}
