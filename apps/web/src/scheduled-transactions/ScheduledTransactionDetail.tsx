import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../kit/api/apiRequest';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { detailOf } from '../kit/fields/detailOf';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { SCHEDULED_TRANSACTION_FIELDS } from './scheduledTransactionFields';
import { SCHEDULED_TRANSACTION_POPULATE } from './scheduledTransactionView';

/** A scheduled charge: its details and, for a one-off that has not run, Cancel. */
export function ScheduledTransactionDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const { organisation, scopeKey } = useScopedApi();
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useRecord('scheduledtransaction', id, SCHEDULED_TRANSACTION_POPULATE);
  const cancellable = data?.status === 'CREATED' && data.subscription === null && data.tries === 0;
  return (
    <DetailDrawer
      title={t('routes.scheduledTransactions')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'subscriptions.tabs.details',
                content: <DetailFields fields={detailOf(SCHEDULED_TRANSACTION_FIELDS, data)} />,
              },
            ]
          : []
      }
      {...(cancellable &&
        may('scheduledtransaction.update') && {
          actions: (
            <ConfirmButton
              variant="default"
              color="red"
              title={t('subscriptions.scheduled.cancel')}
              message={t('subscriptions.scheduled.cancelQuestion')}
              confirmLabel={t('subscriptions.scheduled.cancel')}
              successMessage={t('subscriptions.scheduled.cancelled')}
              onConfirm={async () => {
                await apiRequest(
                  'POST',
                  `scheduledtransaction/${id}/cancel`,
                  organisation ? { organisation } : {},
                );
                await queryClient.invalidateQueries({ queryKey: [scopeKey, 'scheduledtransaction'] });
              }}
            >
              {t('subscriptions.scheduled.cancel')}
            </ConfirmButton>
          ),
        })}
    />
  );
}
