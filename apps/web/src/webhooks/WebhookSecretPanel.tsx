import { Alert, Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import type { webhookSecretSchema } from '@psp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiRequest } from '../kit/api/apiRequest';
import { errorMessage } from '../kit/api/errorMessage';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';
import { notificationStore } from '../kit/feedback/notificationStore';
import { DateTime } from '../kit/format/DateTime';
import { Icon } from '../kit/icons/Icon';

type SecretState = z.infer<typeof webhookSecretSchema>;

/** The organisation's signing secret: when it was rotated, and a rotation that shows the new one once. */
export function WebhookSecretPanel() {
  const { t } = useTranslation();
  const may = usePermission();
  const queries = useQueryClient();
  const { organisation, scopeKey } = useScopedApi();
  const options = organisation ? { organisation } : {};
  const state = useQuery({
    queryKey: [scopeKey, 'webhook', 'secret'],
    queryFn: () => apiRequest<SecretState>('GET', 'webhook/secret', options),
  });
  const [shown, setShown] = useState<string>();
  const [rotating, setRotating] = useState(false);
  const rotate = async () => {
    setRotating(true);
    try {
      const rotated = await apiRequest<SecretState>('POST', 'webhook/secret/rotate', options);
      setShown(rotated.secret);
      await queries.invalidateQueries({ queryKey: [scopeKey, 'webhook', 'secret'] });
    } catch (failure) {
      notificationStore.show({ color: 'red', message: errorMessage(t, failure) });
    } finally {
      setRotating(false);
    }
  };
  return (
    <Stack gap="xs" aria-labelledby="webhook-secret-title">
      <Title order={3} size="h5" id="webhook-secret-title">
        {t('webhooks.secretTitle')}
      </Title>
      <Text size="sm">
        {state.data?.exists && state.data.rotated_at ? (
          <>
            {t('webhooks.secretRotatedAt')} <DateTime value={state.data.rotated_at} />
          </>
        ) : (
          t('webhooks.secretNone')
        )}
      </Text>
      {state.data?.previous_valid_until && (
        <Text size="sm">
          {t('webhooks.secretOverlap')} <DateTime value={state.data.previous_valid_until} />
        </Text>
      )}
      {shown && (
        <Stack gap="xs">
          <Alert
            color="yellow"
            icon={<Icon name="alert" />}
            title={t('webhooks.secretWarningTitle')}
            role="alert"
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {t('webhooks.secretWarning')}
          </Alert>
          <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {shown}
          </Code>
          <Group>
            <CopyButton value={shown} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant={copied ? 'light' : 'filled'}
                  leftSection={<Icon name={copied ? 'check' : 'copy'} size={14} />}
                  onClick={copy}
                >
                  {copied ? t('webhooks.copied') : t('webhooks.copySecret')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="default" onClick={() => setShown(undefined)}>
              {t('webhooks.secretDone')}
            </Button>
          </Group>
        </Stack>
      )}
      {may('webhook.manage') && !shown && (
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<Icon name="lock" size={14} />}
            loading={rotating}
            onClick={rotate}
          >
            {state.data?.exists ? t('webhooks.rotate') : t('webhooks.createSecret')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
