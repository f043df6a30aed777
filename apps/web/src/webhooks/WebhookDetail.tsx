import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../kit/api/apiRequest';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { notificationStore } from '../kit/feedback/notificationStore';
import { detailOf } from '../kit/fields/detailOf';
import { Icon } from '../kit/icons/Icon';
import { WebhookHistory } from './WebhookHistory';
import { WEBHOOK_FIELDS } from './webhookFields';

/** 001 §2.8: a message's information and attempt history; resending and cloning it. */
export function WebhookDetail({
  id,
  onClose,
  onClone,
}: {
  id: string;
  onClose: () => void;
  onClone?: () => void;
}) {
  const { t } = useTranslation();
  const may = usePermission();
  const queries = useQueryClient();
  const { organisation, scopeKey } = useScopedApi();
  const { data, isLoading, error } = useRecord('webhook', id, WEBHOOK_FIELDS.populate);
  const resend = async () => {
    try {
      await apiRequest('POST', `webhook/${id}/resend`, organisation ? { organisation } : {});
      notificationStore.show({ color: 'green', message: t('webhooks.resent') });
    } catch (failure) {
      notificationStore.show({ color: 'red', message: errorMessage(t, failure) });
    }
    await queries.invalidateQueries({ queryKey: [scopeKey, 'webhook'] });
  };
  return (
    <DetailDrawer
      title={data ? t('webhooks.detailTitle', { url: data.url }) : t('routes.webhooks')}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={
        data
          ? [
              {
                value: 'details',
                labelKey: 'webhooks.information',
                content: <DetailFields fields={detailOf(WEBHOOK_FIELDS, data)} />,
              },
              { value: 'history', labelKey: 'webhooks.history', content: <WebhookHistory id={id} /> },
            ]
          : []
      }
      {...(data && {
        actions: (
          <>
            {onClone && (
              <Button variant="default" leftSection={<Icon name="copy" />} onClick={onClone}>
                {t('webhooks.clone')}
              </Button>
            )}
            {may('webhook.resend') && (
              <Button variant="default" leftSection={<Icon name="refresh" />} onClick={resend}>
                {t('webhooks.resend')}
              </Button>
            )}
          </>
        ),
      })}
    />
  );
}
