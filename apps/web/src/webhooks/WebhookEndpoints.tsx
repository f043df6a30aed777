import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { webhookEndpointSchema } from '@psp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiRequest } from '../kit/api/apiRequest';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';
import { notificationStore } from '../kit/feedback/notificationStore';
import { DateTime } from '../kit/format/DateTime';

type Endpoint = z.infer<typeof webhookEndpointSchema>;

/** Endpoints that answered 410 Gone: their messages wait until someone re-enables them here. */
export function WebhookEndpoints() {
  const { t } = useTranslation();
  const may = usePermission();
  const queries = useQueryClient();
  const { organisation, scopeKey } = useScopedApi();
  const options = organisation ? { organisation } : {};
  const endpoints = useQuery({
    queryKey: [scopeKey, 'webhook', 'endpoints'],
    queryFn: () => apiRequest<Endpoint[]>('GET', 'webhook/endpoint', options),
  });
  if (!endpoints.data?.length) return null;
  const enable = async (url: string) => {
    try {
      const { resent } = await apiRequest<{ resent: number }>('POST', 'webhook/endpoint/enable', {
        ...options,
        body: { url },
      });
      notificationStore.show({ color: 'green', message: t('webhooks.enabled', { count: resent }) });
      await queries.invalidateQueries({ queryKey: [scopeKey, 'webhook'] });
    } catch (failure) {
      notificationStore.show({ color: 'red', message: errorMessage(t, failure) });
    }
  };
  return (
    <Stack gap="xs" aria-labelledby="webhook-endpoints-title">
      <Title order={3} size="h5" id="webhook-endpoints-title">
        {t('webhooks.disabledTitle')}
      </Title>
      {endpoints.data.map((endpoint) => (
        <Group key={endpoint.url} justify="space-between" wrap="nowrap">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {endpoint.url} · {endpoint.disabled_reason} ·{' '}
            {endpoint.disabled_at && <DateTime value={endpoint.disabled_at} />}
          </Text>
          {may('webhook.manage') && (
            <Button size="xs" variant="default" onClick={() => enable(endpoint.url)}>
              {t('webhooks.enable')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
